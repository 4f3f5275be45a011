# Mirrors CI: `make test` is the Linux job, `make ios` the iOS job's stand-in on Linux machines with the cross kit.
.PHONY: build test ios preview assets format reliability readme-images bench

build:
	swift build

test:
	swift test

ios:
	../shared/ios/build DemoApp

preview:
	swift run hud-preview

assets:
	swift run hud-preview assets --output Resources

format:
	swift format --in-place --recursive Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks

reliability:
	HUD_RELIABILITY_SEQUENCES=100000 swift test --filter Reliability

readme-images:
	swift run hud-preview readme-images --output docs/images

# The benchmark package (Benchmarks/README.md): builds in release and prints medians, percentiles and allocations.
bench:
	cd Benchmarks && swift package --disable-sandbox benchmark
