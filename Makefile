# Mirrors CI: `make test` is the Linux job, `make ios` the iOS job's stand-in on Linux machines with the cross kit.
# What each target needs is in the README's Development section.
.PHONY: build test lint ios snippets-main-actor objc-probe ios-extension preview assets format reliability readme-images bench bench-instructions migration-rows

build:
	swift build

test:
	swift test

# The iOS cross-compile kit lives outside the repository (../shared/ios), on HUDKit's Linux build machines only.
IOS_BUILD := ../shared/ios/build

ios:
	@if [ ! -x "$(IOS_BUILD)" ]; then \
		echo "make ios needs the iOS cross-compile kit at $(IOS_BUILD), outside this repository; it is not here." >&2; \
		echo "On a Mac, build HUDKit for iOS with Xcode instead:" >&2; \
		echo "    xcodebuild -scheme HUDKit -destination 'generic/platform=iOS Simulator' build" >&2; \
		exit 1; \
	fi
	$(IOS_BUILD) DemoApp
	$(MAKE) snippets-main-actor
	$(MAKE) objc-probe

# Objective-C apps call HUDKit through the header Swift emits for it (HUDKit-Swift.h, written by the iOS build):
# clang type-checks the probe (every façade line the migration articles name) against that header, 0 warnings.
IOS_KIT := $(HOME)/.cache/ios-cross
SWIFT_HEADER_DIR := .build-ios/arm64-apple-ios/debug/HUDKit.build/include

# The iOS build type-checks the snippets on no actor (a file's default); this checks them again with every
# unannotated declaration on the main actor, as in an app target whose default isolation is MainActor, so each
# snippet and each migration row is checked in both contexts from one copy. AppHelperSnippets.swift is left out: it
# checks that an app's `extension HUD` helper is callable on no actor, which the main-actor default changes by design.
snippets-main-actor:
	@if [ ! -d .build-ios/arm64-apple-ios/debug/Modules ]; then \
		echo "make snippets-main-actor needs the modules of an iOS build: run make ios first." >&2; exit 1; \
	fi
	swiftc -typecheck -target arm64-apple-ios15.0 -sdk $(IOS_KIT)/iPhoneOS.sdk -resource-dir $(IOS_KIT)/swift-resource \
		-module-cache-path $(IOS_KIT)/module-cache -swift-version 6 -default-isolation MainActor -warnings-as-errors \
		-I .build-ios/arm64-apple-ios/debug/Modules $(filter-out DemoApp/Snippets/AppHelperSnippets.swift,$(wildcard DemoApp/Snippets/*.swift))
	@echo "Snippets on the main actor: OK"

objc-probe:
	@if [ ! -f "$(SWIFT_HEADER_DIR)/HUDKit-Swift.h" ]; then \
		echo "make objc-probe needs the header of an iOS build: run make ios first." >&2; exit 1; \
	fi
	$(IOS_KIT)/bin/clang -fsyntax-only -fobjc-arc -fmodules -Wall -Wextra -Werror -target arm64-apple-ios15.0 \
		-isysroot $(IOS_KIT)/iPhoneOS.sdk -fmodules-cache-path=.build-ios/objc-module-cache \
		-I $(SWIFT_HEADER_DIR) DemoApp/Snippets/ObjectiveCFacadeProbe.m
	@echo "Objective-C probe: OK"

# HUDKit as an app extension builds it, with -application-extension, which refuses every API an extension cannot
# use: the same sources, no condition. Extensions show HUDs in their own views (HUD.show(in:), .hudInView).
ios-extension:
	@if [ ! -f "$(HOME)/.cache/ios-cross/destination.json" ]; then \
		echo "make ios-extension needs the iOS cross-compile kit prepared by ../shared/ios/setup." >&2; exit 1; \
	fi
	rm -rf .build-ios-extension
	swift build --destination "$(HOME)/.cache/ios-cross/destination.json" --scratch-path .build-ios-extension \
		--target HUDKit -Xswiftc -application-extension

preview:
	swift run hud-preview

assets:
	swift run hud-preview assets --output Resources

FORMAT_PATHS := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Tools

format:
	swift format --in-place --recursive $(FORMAT_PATHS)

# CI fails on any drift from `make format` (.ci/run).
lint:
	swift format lint --strict --recursive $(FORMAT_PATHS)

reliability:
	HUD_RELIABILITY_SEQUENCES=$${HUD_RELIABILITY_SEQUENCES:-100000} swift test --filter Reliability

# Every code span of the migration tables' HUDKit column (both articles, the README) is in the DemoApp's snippets,
# from a helper on no actor and from a @MainActor type (`make ios` then type-checks them); part of `swift test`.
migration-rows:
	swift test --filter MigrationTableRowsTests

readme-images:
	swift run hud-preview readme-images --output docs/images

# The benchmark package (Benchmarks/README.md): builds in release and prints medians, percentiles and allocations.
bench:
	cd Benchmarks && swift package --disable-sandbox benchmark

# Instructions per operation of the show and the progress ticks, counted by callgrind (needs valgrind): steady where
# the wall-clock medians of a shared machine are not. Each count is (12,000 operations − 4,000) / 8,000.
INSTRUCTIONS := Benchmarks/.build/release/hud-instructions

bench-instructions:
	cd Benchmarks && swift build -c release --product hud-instructions
	@for op in show presenter-tick session-tick followed-tick; do \
		low=$$(valgrind --tool=callgrind --callgrind-out-file=/dev/null $(INSTRUCTIONS) $$op 4000 2>&1 | \
			sed -n 's/.*refs: *//p' | tr -d ,); \
		high=$$(valgrind --tool=callgrind --callgrind-out-file=/dev/null $(INSTRUCTIONS) $$op 12000 2>&1 | \
			sed -n 's/.*refs: *//p' | tr -d ,); \
		echo "$$op: $$(( (high - low) / 8000 )) instructions"; \
	done
