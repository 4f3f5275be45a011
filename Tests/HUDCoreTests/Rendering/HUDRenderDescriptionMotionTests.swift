import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The optional motions and looks: the ring easing between values, drawn glyphs, the pop transition, the blurred
/// mask, the shadow option and the steady in-place resize.
struct HUDRenderDescriptionMotionTests {
    @Test func theRingAnimatesBetweenValuesWhenAsked() {
        // Given a ring with animatesProgress
        let animated = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.3))) {
            $0.animatesProgress = true
        }
        let reduced = HUDRenderDescription.fixture(
            HUDContent(indicator: .progress(0.3)), HUDEnvironment(reduceMotion: true)
        ) { $0.animatesProgress = true }
        // Then its strokeEnd animates for 0.25 s, kept through a tick, and never with Reduce Motion
        #expect(animated.indicator.ring?.animationDuration == 0.25)
        #expect(animated.updatingProgress(0.6).indicator.ring?.animationDuration == 0.25)
        #expect(reduced.indicator.ring?.animationDuration == 0)
        #expect(
            HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.3))).indicator.ring?.animationDuration == 0)
    }

    @Test func bundledGlyphsDrawThemselvesWhenAsked() {
        let drawn = HUDRenderDescription.fixture(HUDContent(indicator: .success)) { $0.drawsGlyphs = true }
        let custom = HUDRenderDescription.fixture(HUDContent(indicator: .image(.custom(HUDAssetID(1))))) {
            $0.drawsGlyphs = true
        }
        #expect(drawn.image?.drawDuration == 0.4)
        #expect(drawn.description.contains("drawn=0.4s"))
        #expect(custom.image?.drawDuration == 0, "An app's image has no strokes to draw")
        #expect(HUDRenderDescription.fixture(HUDContent(indicator: .error)).image?.drawDuration == 0)
        // And the SVG draws the circle in the first half, the check in the second, then holds for a second
        let svg = HUDSVGRenderer.svg(for: drawn)
        #expect(svg.contains(#"values="1;1;0;0" keyTimes="0;0;0.143;1" dur="1.4s""#))
        #expect(svg.contains(#"values="1;1;0;0" keyTimes="0;0.143;0.286;1" dur="1.4s""#))
        #expect(!HUDSVGRenderer.svg(for: drawn, options: .init(isAnimated: false)).contains("<animate"))
    }

    @Test func thePopTransitionGrowsFromTwoThirds() {
        let pop = HUDRenderDescription.fixture(HUDContent()) { $0.transition = .pop }
        #expect(abs(pop.transition.appearFromScale - 1 / 1.5) < 1e-9)
        #expect(HUDTransition(rawValue: "pop") == .pop)
    }

    @Test func theBlurMaskBlursTheAppInTheSchemesMaterial() {
        // Given the blur mask in light and dark mode and with Reduce Transparency
        let light = HUDRenderDescription.fixture(HUDContent()) { $0.maskType = .blur }
        let dark = HUDRenderDescription.fixture(HUDContent(), HUDEnvironment(colorScheme: .dark)) {
            $0.maskType = .blur
        }
        let solid = HUDRenderDescription.fixture(HUDContent(), HUDEnvironment(reduceTransparency: true)) {
            $0.maskType = .blur
        }
        // Then it is the light or dark material, blocking touches, and a black fill without transparency
        #expect(light.mask == .blur(.light) && light.blocksTouches)
        #expect(dark.mask == .blur(.dark))
        #expect(solid.mask == .fill(HUDColor(white: 0, alpha: 0.4)))
        // And the SVG draws the app blurred under the material's tint
        let svg = HUDSVGRenderer.svg(for: light, options: .init(backdropID: "app"))
        #expect(svg.contains(##"<use class="mask-blur" href="#app" filter="url(#hud-mask-blur)"/>"##))
    }

    @Test func theBezelShadowIsDrawnOutsideTheBezel() {
        let render = HUDRenderDescription.fixture(HUDContent())
        let svg = HUDSVGRenderer.svg(for: render)
        #expect(render.bezel.shadow == .soft)
        #expect(svg.contains(#"<g class="shadow" clip-path="url(#hud-shadow-clip)">"#))
        #expect(svg.contains(#"clip-rule="evenodd""#))
        let none = HUDRenderDescription.fixture(HUDContent()) { $0.bezelShadow = HUDShadow.none }
        #expect(!HUDSVGRenderer.svg(for: none).contains("shadow"))
    }

    @Test func inPlaceSizeChangesAnimateUnlessReduceMotion() {
        #expect(HUDRenderDescription.fixture(HUDContent()).transition.resizeDuration == 0.2)
        #expect(
            HUDRenderDescription.fixture(HUDContent(), HUDEnvironment(reduceMotion: true)).transition.resizeDuration
                == 0)
    }

    @Test func theRingTrackAndThePieOutlineShowAnEmptyProgress() {
        // Given 0 % as a ring and as a pie over a white bezel
        let ring = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0)))
        let pie = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0))) { $0.progressStyle = .pie }
        let bezel = HUDPalette(appearance: HUDAppearance(), environment: HUDEnvironment()).bezelColor(over: .white)
        // Then the ring's track stands out from the bezel, and the pie's outline is a faint track, not a full ring
        let track = try? #require(ring.indicator.ring?.trackColor)
        let contrast = track.map { $0.composited(over: bezel).contrastRatio(with: bezel) } ?? 0
        #expect(contrast >= 1.6, "Before the fix the track was 1.26:1 against the bezel (\(contrast))")
        #expect(pie.indicator.pie?.trackColor == HUDColor(white: 0, alpha: 0.25))
        #expect(pie.indicator.pie?.color == .black)
    }
}
