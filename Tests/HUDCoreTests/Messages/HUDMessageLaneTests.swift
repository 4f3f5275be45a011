import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Messages are a lane of their own: a message never changes the running HUD's mask, content, activity count,
/// timers or events, and the HUD never changes a message. Both lanes run on one clock here, as in HUDKit.
@MainActor
struct HUDMessageLaneTests {
    let hud = SessionFixture { $0.maskType = .black }
    let lane: MessageFixture

    init() {
        lane = MessageFixture(clock: hud.clock)
    }

    /// What the app can observe of the HUD.
    private var hudObservables: String {
        let presenter = hud.session.presenter
        return
            "\(presenter.state) \(presenter.liveTimers.sorted { $0.serial < $1.serial }) \(presenter.liveFade as Any) "
            + "\(hud.session.render as Any) \(hud.host.calls.count)"
    }

    @Test func aMessageDuringABlockingRunLeavesTheHUDAsItWas() {
        // Given "Paying…" with a black mask, on screen
        hud.session.show(HUDContent(status: "Paying…"))
        hud.finishFade()
        let before = hudObservables

        // When a reachability callback shows a message, and it runs its whole course
        lane.show("Back online")
        lane.settle()

        // Then (before the lane, the mask went, the count reset and the HUD left by itself while the payment ran)
        #expect(hudObservables == before)
        #expect(hud.session.state.activityCount == 1)
        #expect(hud.session.render?.blocksTouches == true)
        #expect(lane.disappeared == ["Back online"])
        hud.dismiss()
        #expect(hud.phase == .disappearing)
    }

    @Test func theHUDComingAndGoingNeverTouchesAMessage() {
        // Given a message on screen
        lane.show("Copied", options: HUDOptions(duration: 10))
        lane.finishFade()
        let before = lane.host.calls

        // When the HUD shows, succeeds and goes
        hud.session.show(HUDContent(status: "Saving"))
        hud.finishFade()
        hud.session.show(HUDContent(indicator: .success, status: "Saved"))
        hud.advance(by: 5)
        hud.finishFade()

        // Then
        #expect(lane.host.calls == before)
        #expect(lane.phase == .visible)
    }

    @Test func theLanesTimersNeverCollideOnOneClock() {
        hud.session.show(HUDContent(indicator: .success, status: "Saved"))
        lane.show("Copied")
        hud.finishFade()
        lane.finishFade()
        let kinds = Set(hud.clock.pendingTimers.map(\.kind))
        #expect(kinds == [.autoDismiss, .messageDisplay])
    }

    @Test func aPerViewLaneAndTheWindowLaneAreIndependent() {
        // Given a second lane (a view's) on the same clock
        let view = MessageFixture(clock: hud.clock)
        lane.show("Window")

        // When the view's lane shows and hides everything
        view.show("View")
        view.messages.hideAll()
        view.settle()

        // Then the window's message is still on screen
        #expect(lane.phase == .appearing)
        #expect(view.disappeared == ["View"])
    }
}
