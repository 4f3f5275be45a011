import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The indicators' drawing and animation, which the gallery draws through the renderer too.
struct HUDSVGRendererIndicatorTests {
    private let spinner = HUDRenderDescription.fixture(HUDContent())

    @Test func spinnerArcIsMaskedByTheAngleMaskFadingClockwiseFromTwelveOClock() throws {
        // Given the bare spinner drawn still
        let svg = HUDSVGRenderer.svg(for: spinner, options: .init(isAnimated: false))
        let document = try #require(SVGDocument(svg))
        // Then the mask's 48 stacked sectors give the angle mask's alpha: 1 − Π(1 − o) ≈ 47.5 / 48 at the end
        let opacities = document.attributes(of: "path", named: "fill-opacity").compactMap { Double($0) }
        #expect(opacities.count == HUDSVGRenderer.maskSectors)
        let covered = 1 - opacities.reduce(1) { $0 * (1 - $1) }
        #expect(abs(covered - 47.5 / 48) < 0.001)
        // And the arc, under that mask, is the first frame's dash: 0.47 of its two turns (r 24: 301.59 long)
        #expect(svg.contains(#"<g mask="url(#hud-spinner-mask)">"#))
        #expect(svg.contains(#"stroke-dasharray="141.75 301.59" stroke-dashoffset="-4.52""#))
    }

    @Test func animatedSpinnerTurnsTheMaskAndSlidesTheStrokeThereAndBack() {
        let svg = HUDSVGRenderer.svg(for: spinner)
        // The mask turns once a second; the dash slides from strokeStart 0.015 to 0.515 and back, easing, in 2 s
        #expect(
            svg.contains(#"<animateTransform attributeName="transform" type="rotate" from="0 42 42" to="360 42 42""#))
        #expect(
            svg.contains(
                #"<animate attributeName="stroke-dashoffset" values="-4.52;-155.32;-4.52" keyTimes="0;0.5;1" "#
                    + #"calcMode="spline" keySplines="0.42 0 0.58 1;0.42 0 0.58 1" dur="2s""#))
        // Both ranges are as wide, so the dash keeps its length
        #expect(!svg.contains(#"attributeName="stroke-dasharray""#))
    }

    @Test func spinnerArcWindsTwiceInHalfTurns() {
        let path = HUDSVGRenderer.arcPath(center: .zero, radius: 10, from: 0, to: 4 * .pi)
        #expect(path.components(separatedBy: " A").count - 1 == 4)
        #expect(path.hasPrefix("M10,0 A10,10 0 0 1 -10,0"))
    }

    @Test func progressSweepRunsTheRingFromEmptyToFullAndHolds() throws {
        // Given a ring at 0.75 and a 2 s sweep held 0.6 s
        let ring = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.75), status: "Downloading"))
        let sweep = HUDSVGRenderer.Options(progressSweep: .init(duration: 2, hold: 0.6))
        let svg = HUDSVGRenderer.svg(for: ring, options: sweep)
        // Then the circle (r 18: 113.1 long) shows 0.75 still and sweeps 0 → 1 in 77 % of 2.6 s
        #expect(svg.contains(#"stroke-dasharray="113.1 113.1" stroke-dashoffset="28.27""#))
        #expect(svg.contains(#"values="113.1;0;0" keyTimes="0;0.77;1" dur="2.6s" repeatCount="indefinite""#))
        // And a still frame ignores the sweep: the plain arc to 0.75
        var still = sweep
        still.isAnimated = false
        #expect(!HUDSVGRenderer.svg(for: ring, options: still).contains("<animate"))
        #expect(try #require(SVGDocument(svg)).elements.contains("animate"))
    }
}
