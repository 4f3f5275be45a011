import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The render description of every determinate progress style, as its deterministic dump.
struct HUDProgressStyleGoldenTests {
    private func indicatorLines(
        _ style: HUDProgressStyle, status: String? = nil, _ environment: HUDEnvironment = HUDEnvironment()
    ) -> String {
        let render = HUDRenderDescription.fixture(
            HUDContent(indicator: .progress(0.4), status: status), environment
        ) { $0.progressStyle = style }
        return render.description.split(separator: "\n").filter { $0.hasPrefix("bezel") || $0.hasPrefix("indicator") }
            .joined(separator: "\n")
    }

    @Test func theRingIsTodaysRingUnchanged() {
        #expect(
            indicatorLines(.ring) == """
                bezel x=153 y=337 w=84 h=84 r=14 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator ring c=(42,42) r=24 w=2 track=rgba(0,0,0,0.22) color=rgba(0,0,0,1) strokeEnd=0.4
                """)
    }

    @Test func theAnnularRingIsMBProgressHUDsTwoPointRingWithSquareEndsAndAVisibleTrack() {
        #expect(
            indicatorLines(.annular) == """
                bezel x=153 y=337 w=84 h=84 r=14 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator ring c=(42,42) r=24 w=2 track=rgba(0,0,0,0.25) color=rgba(0,0,0,1) strokeEnd=0.4 cap=square
                """)
    }

    @Test func thePieHasTheRingsOutlineAndASectorInsideIt() {
        #expect(
            indicatorLines(.pie, HUDEnvironment(colorScheme: .dark)) == """
                bezel x=153 y=337 w=84 h=84 r=14 fill=rgba(0,0,0,0.6) material=dark border=0.33 rgba(255,255,255,0.15)
                indicator pie c=(42,42) r=24 w=2 fill=22 track=rgba(255,255,255,0.25) color=rgba(255,255,255,1) strokeEnd=0.4
                """)
    }

    @Test func theBarIs120By10AboveTheLabel() {
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.4), status: "Uploading")) {
            $0.progressStyle = .bar
        }
        RenderGolden.expect(render.description, equalsGolden: "the-bar-is-120-by-10-above-the-label")
        #expect(
            render.indicator.bar?.fillFrame == CGRect(x: 23, y: 23, width: 114, height: 4),
            "The fill sits inside the 2 pt outline with a 1 pt gap")
    }

    @Test func aFullPiesOutlineTakesTheFillsColourSoNoFaintHaloIsLeft() throws {
        let pie = { (progress: Double) in
            HUDRenderDescription.fixture(HUDContent(indicator: .progress(progress))) { $0.progressStyle = .pie }
                .indicator
        }
        guard case .pie(let filling) = pie(0.99), case .pie(let full) = pie(1) else {
            Issue.record("Not a pie")
            return
        }
        #expect(filling.outlineColor == filling.trackColor && filling.outlineColor != filling.color)
        #expect(full.outlineColor == full.color)
    }

    @Test func aBareBarHasMBProgressHUDsTwentyPointsAllAround() throws {
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.4))) { $0.progressStyle = .bar }
        let bar = try #require(render.indicator.bar)
        // Before, the bar had 12 pt at its sides and 25 pt above and below.
        #expect(render.bezel.frame.size == CGSize(width: 160, height: 50))
        #expect(bar.frame == CGRect(x: 20, y: 20, width: 120, height: 10))
    }

    @Test func theOptionsStyleWinsOverTheAppearances() {
        let render = HUDRenderDescription.fixture(
            HUDContent(indicator: .progress(0.4), options: HUDOptions(progressStyle: .pie))
        ) { $0.progressStyle = .bar }
        #expect(render.indicator.pie != nil)
    }

    @Test func theStyleChangesNothingButProgress() {
        for style in HUDProgressStyle.allCases {
            let spinner = HUDRenderDescription.fixture(HUDContent(status: "Loading")) { $0.progressStyle = style }
            #expect(spinner == .fixture(HUDContent(status: "Loading")), "\(style) changed the spinner")
        }
    }
}

extension HUDRenderDescription.Indicator {
    /// The pie, when this is one.
    var pie: HUDRenderDescription.Pie? {
        guard case .pie(let pie) = self else { return nil }
        return pie
    }

    /// The ring, when this is one.
    var ring: HUDRenderDescription.Ring? {
        guard case .ring(let ring) = self else { return nil }
        return ring
    }

    /// The bar, when this is one.
    var bar: HUDRenderDescription.Bar? {
        guard case .bar(let bar) = self else { return nil }
        return bar
    }
}
