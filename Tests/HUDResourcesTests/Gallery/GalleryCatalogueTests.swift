import Foundation
@_spi(HUDEngine) import HUDCore
import Testing

@testable import hud_preview

@MainActor struct GalleryCatalogueTests {
    private let states = GalleryCatalogue.rendered

    @Test func thereAreAtLeastTwentyFourStatesWithUniqueWellFormedFileNames() {
        // Then
        #expect(states.count >= 24)
        #expect(Set(states.map(\.fileName)).count == states.count)
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        for state in states {
            #expect(!state.name.isEmpty && state.name.allSatisfy(allowed.contains), "\(state.name)")
        }
    }

    @Test func everyStateOfTheGalleryIsThere() {
        // Given the states the gallery promises: every kind, mask and style
        let required = [
            "spinner", "native-spinner", "progress-0", "progress-40", "progress-100", "progress-sweep", "success",
            "error", "info", "custom-image", "text-only", "long-status-wraps", "long-status-truncates", "mask-none",
            "mask-clear", "mask-black", "mask-gradient", "mask-custom", "style-light", "style-dark", "style-custom",
            "keyboard", "offset-from-center", "minimum-size", "large-type", "timeline",
            // and the quarter steps and the scripts the line wrapper must handle
            "progress-25", "progress-50", "status-cjk", "status-arabic",
        ]
        // Then every one of them is in the catalogue.
        #expect(required.filter { name in !states.contains { $0.name == name } } == [])
    }

    @Test func everyModeIsShownInLightAndDarkWithEveryTextAndInArabicAndChinese() {
        // Given the modes, derived from HUDCore's kinds and progress styles
        let modes = GalleryCatalogue.modes
        #expect(modes.count == 1 + HUDProgressStyle.allCases.count + 6)
        // Then each has its light and dark pictures without text (unless it is only text), with a status and with
        // details, and one Arabic and one Chinese picture
        for mode in modes {
            let texts = (mode.needsText ? [] : ["bare"]) + ["status", "details"]
            let expected =
                ["light", "dark"].flatMap { scheme in texts.map { "mode-\(mode.name)-\(scheme)-\($0)" } }
                + ["mode-\(mode.name)-light-arabic", "mode-\(mode.name)-dark-chinese"]
            let names = states.filter { $0.name.hasPrefix("mode-\(mode.name)-") }.map(\.name)
            #expect(names == expected, "\(mode.name)")
        }
        // And the Arabic pictures read right to left
        for state in states where state.name.hasSuffix("-arabic") && state.name.hasPrefix("mode-") {
            #expect(state.render?.label?.direction == .rightToLeft, "\(state.name)")
        }
    }

    @Test func everyTransitionHasAStripOfItsFadeInAndFadeOutAndReduceMotionHasOne() {
        let strips = states.filter { $0.section == .transitions }.map(\.name)
        let expected =
            HUDTransition.allCases.map { "transition-" + GalleryCatalogue.kebab($0.rawValue) }
            + ["transition-zoom-reduce-motion"]
        #expect(strips == expected)
        for state in states where state.section == .transitions {
            let frames = state.svg.components(separatedBy: "class=\"fade\"").count - 1
            // Every frame but the ones at full alpha and scale 1 (the end of the fade-in, the start of the fade-out)
            #expect(frames >= GalleryCatalogue.transitionFractions.count * 2 - 2, "\(state.name)")
        }
    }

    @Test func everyTransitionStripsFramesAreOneSizeCroppedToTheHUDAtTwiceItsSize() throws {
        // Given the 72 × 98 success bezel at (159, 330), at most 1.5 × in any transition (the zooms)
        let strips = states.filter { $0.section == .transitions }
        let pop = try #require(strips.first { $0.name == "transition-pop" })
        // Then each frame of every strip shows the largest bezel and 12 pt around it, 132 × 172 pt, at 2 ×
        // (before, each strip had its own frame size)
        for strip in strips {
            #expect(strip.svg.contains(#"width="264" height="344" viewBox="129 293 132 172""#), "\(strip.name)")
        }
        #expect(
            !pop.svg.contains("scale(0.5)"), "Before the fix each frame was the whole phone at 0.5 ×, the HUD 33 px")
    }

    @Test func theLooksOfEveryAppAreShownInLightAndDark() {
        let names = Set(states.map(\.name))
        for look in [
            "edge-spinner", "edge-message-top", "steady-success", "progress-0-ring", "progress-0-pie", "bar-rtl",
            "details-secondary", "landscape-long-details", "mask-blur", "bezel-shadow", "success-drawn",
        ] {
            #expect(names.contains(look + "-light") && names.contains(look + "-dark"), "\(look)")
        }
        let rtl = states.first { $0.name == "bar-rtl-dark" }?.render?.indicator
        guard case .bar(let bar)? = rtl else {
            Issue.record("bar-rtl-dark shows no bar")
            return
        }
        #expect(bar.direction == .rightToLeft)
    }

    @Test func theMBProgressHUDLookHasItsRadiusFontsAndMargin() throws {
        let render = try #require(states.first { $0.name == "bezel-settings" }?.render)
        #expect(render.bezel.cornerRadius == 5)
        #expect(render.label?.font == HUDFont(textStyle: .headline, pointSize: 16, weight: .bold))
        #expect(render.details?.font == HUDFont(textStyle: .footnote, pointSize: 12, weight: .bold))
        guard case .ring(let ring) = render.indicator else {
            Issue.record("the look shows no annular ring")
            return
        }
        // The annular ring is 2 pt wide and the content starts 20 pt from the bezel's top
        #expect(ring.lineWidth == 2 && ring.center.y - ring.radius - ring.lineWidth / 2 >= 20)
    }

    @Test func aMessageLiftedByTheDockedButtonSitsSixteenPointsAboveIt() throws {
        // Given a screen whose button is docked 16 pt above its tab bar (its top at 761), 50 pt high
        let buttonTop = SampleBars.tabBar.frame.minY - 16 - SampleScreen.dockedButtonHeight
        for name in ["message-docked-button-tabbar", "message-docked-button-dark-tabbar"] {
            let render = try #require(state(name).render)
            let svg = try state(name).svg
            // Then the button is drawn there, and the lifted message ends 16 pt above it, never on it.
            #expect(svg.contains(#"<rect x="20" y="695" width="350" height="50""#), "\(name)")
            #expect(buttonTop == 695)
            #expect(render.bezel.frame.maxY == buttonTop - 16, "\(name)")
        }
    }

    @Test func theCustomViewPlaceholderShowsItsTint() throws {
        let svg = try #require(states.first { $0.name == "custom-view" }?.svg)
        #expect(svg.contains(#"fill="rgb(0,0,0)" fill-opacity="0.2" stroke="rgb(0,0,0)""#))
    }

    @Test func everyStateHasATitleACaptionAndASection() {
        for state in states {
            #expect(!state.title.isEmpty && !state.caption.isEmpty, "\(state.name)")
        }
        #expect(Set(states.map(\.section)) == Set(GalleryState.Section.allCases))
    }

    @Test func everySVGIsWellFormedXMLWithAnSVGRoot() {
        for state in states {
            let summary = XMLDocumentSummary(state.svg)
            #expect(summary.error == nil, "\(state.name): \(summary.error ?? "")")
            #expect(summary.root == "svg", "\(state.name)")
        }
    }

    @Test func everyIDIsDefinedOnceAndEveryReferenceIsDefined() throws {
        let id = try Regex(#" id="([^"]+)""#)
        let reference = try Regex(##"(?:url\(#|href="#)([^)"]+)"##)
        for state in states {
            let defined = state.svg.matches(of: id).compactMap { $0.output[1].substring.map(String.init) }
            let used = state.svg.matches(of: reference).compactMap { $0.output[1].substring.map(String.init) }
            #expect(Set(defined).count == defined.count, "\(state.name) defines an id twice")
            #expect(Set(used).subtracting(defined).isEmpty, "\(state.name) refers to a missing id")
        }
    }

    @Test func theBareSpinnerIsSVProgressHUDs84PointBezelAtFourtyFivePercentOfTheHeight() throws {
        // Given
        let render = try #require(state("spinner").render)
        // Then: 84 × 84, 14 pt corners, its centre at 0.45 × 844 = 379.8 with the top rounded down to whole points
        // (floor(379.8 − 42) = 337), a ring of radius 24 drawn 2 pt wide
        #expect(render.bezel.frame.origin == CGPoint(x: 153, y: 337))
        #expect(render.bezel.frame.size == CGSize(width: 84, height: 84))
        #expect(render.bezel.frame.midY == 379)
        #expect(render.bezel.cornerRadius == 14)
        guard case .spinner(let spinner) = render.indicator else {
            Issue.record("the spinner state has no spinner")
            return
        }
        #expect((spinner.radius, spinner.lineWidth) == (24, 2))
        #expect(try state("spinner").svg.contains(#"<rect class="fill" width="84" height="84" rx="14" ry="14""#))
    }

    @Test func theSpinnerIsAnimatedWithSMILForItsRotationAndItsStroke() throws {
        // Given
        let svg = try state("spinner").svg
        // Then the mask turns once a second and the stroke slides along two turns of arc and back, as the core
        // renderer draws it
        #expect(
            svg.contains(
                #"<animateTransform attributeName="transform" type="rotate" from="0 42 42" to="360 42 42" dur="1s""#))
        #expect(svg.contains(#"<animate attributeName="stroke-dashoffset" values="-4.52;-155.32;-4.52""#))
        #expect(
            svg.contains(
                HUDSVGRenderer.group(
                    for: try #require(try state("spinner").render),
                    options: .init(idPrefix: "spinner", backdropID: "spinner-app"))))
    }

    @Test func theSweepAnimatesTheRingsStrokeFromEmptyToFull() throws {
        let svg = try state("progress-sweep").svg
        #expect(svg.contains(#"values="113.1;0;0" keyTimes="0;0.77;1" dur="2.6s" repeatCount="indefinite""#))
    }

    @Test func eachMaskStateDrawsItsMask() throws {
        // Given the colours HUDCore gives the fill masks
        let expected: [(String, HUDRenderDescription.Mask?)] = [
            ("mask-none", HUDRenderDescription.Mask.none), ("mask-clear", .fill(.clear)),
            ("mask-black", .fill(HUDColor(white: 0, alpha: 0.4))),
            ("mask-custom", .fill(SVGMarkup.color(0x2E1A87, alpha: 0.35))), ("mask-gradient", nil),
        ]
        for (name, mask) in expected {
            let render = try #require(try state(name).render)
            if let mask {
                #expect(render.mask == mask, "\(name)")
            } else if case .radialGradient = render.mask {
            } else {
                Issue.record("\(name) has no gradient")
            }
            #expect(render.blocksTouches == (name != "mask-none"), "\(name)")
        }
    }

    @Test func theDarkStyleIsShownOverTheDarkSampleScreen() throws {
        let dark = try state("style-dark")
        #expect(dark.render?.bezel.material == .dark)
        #expect(dark.svg.contains(#"<rect x="0" y="0" width="390" height="844" fill="rgb(0,0,0)"/>"#))
    }

    @Test func theKeyboardStateRaisesTheHUDAndDrawsTheKeyboard() throws {
        // Given
        let keyboard = try state("keyboard")
        let render = try #require(keyboard.render)
        // Then the bezel is centred at 0.45 of the 456 pt above the keyboard and its reply bar (205.2, its 98 pt
        // bezel's top rounded down to whole points: floor(205.2 − 49) + 49 = 205), and the keyboard is drawn with
        // the reply being typed, below the bezel
        #expect(render.bezel.frame.midY == 205)
        #expect(keyboard.svg.contains(#"<g class="keyboard">"#))
        #expect(keyboard.svg.contains(">Great, I&#39;ll send the rep</text>"))
        #expect(
            render.bezel.frame.maxY < SampleScreen.size.height - SampleKeyboard.height - SampleKeyboard.accessoryHeight)
    }

    @Test func theArabicStatusIsRightToLeftWithItsEllipsisAtTheLogicalEnd() throws {
        let arabic = try state("status-arabic")
        let label = try #require(arabic.render?.label)
        #expect(label.direction == .rightToLeft && label.lines.count == 2)
        #expect(label.lines.last?.hasSuffix("…") == true)
        #expect(arabic.svg.contains(#"direction="rtl" unicode-bidi="embed""#))
        #expect(try state("status-cjk").render?.label?.direction == .leftToRight)
    }

    @Test func theLongStatusesWrapAndTruncate() throws {
        let wraps = try #require(try state("long-status-wraps").render?.label)
        let truncates = try #require(try state("long-status-truncates").render?.label)
        #expect(wraps.lines.count > 1 && wraps.lines.allSatisfy { !$0.hasSuffix("…") })
        #expect(truncates.lines.last?.hasSuffix("…") == true && truncates.frame.height <= 300)
    }

    @Test func theCustomImageIsDrawnAsAStarInsteadOfThePlaceholder() throws {
        let svg = try state("custom-image").svg
        #expect(svg.contains(#"<polygon class="image custom""#))
        #expect(!svg.contains("stroke-dasharray=\"3 2\""))
    }

    private func state(_ name: String) throws -> GalleryState {
        try #require(states.first { $0.name == name }, "no state \(name)")
    }
}
