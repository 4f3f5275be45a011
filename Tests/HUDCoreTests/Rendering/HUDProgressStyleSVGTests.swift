import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The SVG renderer draws each determinate style as HUDKit's layers do.
struct HUDProgressStyleSVGTests {
    private func svg(_ style: HUDProgressStyle, _ fraction: Double) -> String {
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .progress(fraction))) {
            $0.progressStyle = style
        }
        return HUDSVGRenderer.svg(for: render, options: .init(isAnimated: false))
    }

    @Test func theAnnularRingEndsSquare() {
        #expect(svg(.annular, 0.4).contains(#"stroke-width="2" stroke-linecap="square""#))
        #expect(svg(.ring, 0.4).contains(#"stroke-width="2" stroke-linecap="round""#))
    }

    @Test func thePieIsAnOutlineAndASectorFromTwelveOClockClockwise() {
        // A quarter: from (42,20) at 12 o'clock to (64,42) at 3 o'clock, radius 22
        let quarter = svg(.pie, 0.25)
        #expect(quarter.contains(#"<circle class="outline" cx="42" cy="42" r="24" fill="none" stroke-width="2""#))
        #expect(quarter.contains(#"<path class="sector" d="M42,42 L42,20 A22,22 0 0 1 64,42 Z""#))
        // Empty: the outline alone; full: the whole disc
        #expect(!svg(.pie, 0).contains("sector"))
        #expect(svg(.pie, 1).contains(#"<circle class="sector" cx="42" cy="42" r="22""#))
    }

    @Test func theBarIsARoundedOutlineAndAFillFromTheLeft() {
        // 120 × 10 at (20, 20), centred in its 136 × 26 box: the outline's centre line inset by 1, the fill 4 high
        // inset by 3
        let half = svg(.bar, 0.5)
        #expect(half.contains(#"<rect x="21" y="21" width="118" height="8" rx="4" class="outline""#))
        // At 0.5 the fill is h + 0.5 × (w − h) = 4 + 55 wide
        #expect(half.contains(#"<rect class="fill" x="23" y="23" width="59" height="4" rx="2""#))
        #expect(!svg(.bar, 0).contains(#"<rect class="fill" x="23""#))
        #expect(svg(.bar, 1).contains(#"width="114" height="4" rx="2""#))
    }

    @Test func aRightToLeftBarFillsFromTheRight() {
        // Given a bar at 0.5 in a right-to-left app
        var environment = HUDEnvironment()
        environment.layoutDirection = .rightToLeft
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.5)), environment) {
            $0.progressStyle = .bar
        }
        // Then the 59 pt fill ends at the fill frame's right edge, 23 + 114 = 137: it starts at 78
        #expect(render.indicator.bar?.direction == .rightToLeft)
        #expect(
            HUDSVGRenderer.svg(for: render).contains(#"<rect class="fill" x="78" y="23" width="59" height="4""#),
            "Before the fix the bar filled from the left under Arabic and Hebrew")
    }
}
