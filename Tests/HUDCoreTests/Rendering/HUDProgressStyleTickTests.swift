import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A progress tick of every style only moves the progress: one `apply` of the frame on screen with a new
/// `strokeEnd`, no relayout and no event, whichever call the tick comes from.
@MainActor
struct HUDProgressStyleTickTests {
    @Test(arguments: HUDProgressStyle.allCases)
    func aTickOfAShowOnlyMovesTheProgress(style: HUDProgressStyle) throws {
        // Given a visible progress HUD in `style`, set per call
        let fixture = SessionFixture()
        let options = HUDOptions(progressStyle: style)
        fixture.session.show(HUDContent(indicator: .progress(0.1), status: "Uploading", options: options))
        fixture.finishFade()
        let shown = try #require(fixture.session.render)
        fixture.host.forget()
        // When the progress moves
        fixture.session.show(HUDContent(indicator: .progress(0.6), status: "Uploading", options: options))
        // Then only the fraction of the same frame changed
        #expect(fixture.host.calls == [.apply(shown.updatingProgress(0.6))])
        #expect(fixture.session.render?.indicator.strokeEnd == 0.6)
    }

    @Test(arguments: HUDProgressStyle.allCases)
    func aFollowedProgressDrawsInTheAppearancesStyle(style: HUDProgressStyle) throws {
        // Given the default style set on the appearance and a followed progress
        let fixture = SessionFixture { $0.progressStyle = style }
        let presentation = fixture.session.followProgress(
            HUDProgressReport(fraction: 0.2), status: nil, options: HUDOptions())
        fixture.finishFade()
        let shown = try #require(fixture.session.render)
        fixture.host.forget()
        // When a frame of the progress arrives
        fixture.session.recordProgress(HUDProgressReport(fraction: 0.5), for: presentation)
        fixture.session.tickProgress()
        // Then it drew in that style and the tick only moved it
        #expect(fixture.host.calls == [.apply(shown.updatingProgress(0.5))])
        #expect(
            HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.5))) {
                $0.progressStyle = style
            } == fixture.session.render)
    }

    @Test(arguments: HUDProgressStyle.allCases)
    func aSwiftUIBindingsNewProgressOnlyMovesTheProgress(style: HUDProgressStyle) throws {
        // Given `.hud(isPresented:progress:options:)` showing `style`
        let fixture = SessionFixture()
        let binding = HUDSessionBinding<Bool>()
        binding.configure(session: fixture.session, onDisappear: nil) {}
        let options = HUDOptions(progressStyle: style)
        binding.reconcile(.isPresented(true, content: HUDContent(indicator: .progress(0.2), options: options)))
        fixture.finishFade()
        let shown = try #require(fixture.session.render)
        fixture.host.forget()
        // When the view's progress changes
        binding.reconcile(.isPresented(true, content: HUDContent(indicator: .progress(0.7), options: options)))
        // Then only the fraction moved
        #expect(fixture.host.calls == [.apply(shown.updatingProgress(0.7))])
        #expect(shown.indicator.strokeEnd == 0.2)
    }

    @Test func updatingProgressMovesThePieAndTheBarAndClamps() {
        for style in [HUDProgressStyle.pie, .bar] {
            let render = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.3))) {
                $0.progressStyle = style
            }
            #expect(render.updatingProgress(0.8).indicator.strokeEnd == 0.8)
            #expect(render.updatingProgress(-.infinity).indicator.strokeEnd == 0)
            #expect(render.updatingProgress(7).indicator.strokeEnd == 1)
            #expect(render.updatingProgress(.nan) == render)
        }
    }

    @Test func changingTheDefaultStyleRestylesAProgressOnScreen() {
        // Given a ring on screen
        let fixture = SessionFixture()
        fixture.session.show(HUDContent(indicator: .progress(0.5)))
        // When the app changes the default style
        fixture.session.appearance.progressStyle = .bar
        // Then the HUD is laid out again as a bar, 160 wide, keeping the ring's 84 pt height (a bezel on screen
        // never shrinks)
        #expect(fixture.session.render?.indicator.bar != nil)
        #expect(fixture.session.render?.bezel.frame.size == CGSize(width: 160, height: 84))
    }
}
