import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A HUD in a view whose view leaves its window for a while (a tab switch, a push, a page scroll during a load) is
/// paused, not ended: its presentation, timers, completions and runs go on, and it is there when the view comes
/// back.
@MainActor
struct HUDSessionPauseTests {
    let fixture = SessionFixture()
    var session: HUDSession { fixture.session }
    var watch = HUDContainerWatch()

    init() {
        _ = watch.movedToWindow(true)
    }

    @Test mutating func aTabSwitchDuringALoadKeepsThePresentationAndItsRun() {
        // Given: a run with a Cancel button shows in the view
        let run = session.beginRun(status: "Loading", cancelButton: "Cancel")
        fixture.finishFade()
        let presentation = session.currentPresentation
        // When: the user switches tabs and back
        session.containerMoved(watch.movedToWindow(false))
        fixture.advance(by: 30)
        session.containerMoved(watch.movedToWindow(true))
        // Then: before the fix the HUD was removed a turn after the switch and the run's button was gone
        #expect(session.state.phase == .visible)
        #expect(session.currentPresentation == presentation)
        #expect(session.isRunning(run))
        #expect(session.render?.button?.title == "Cancel")
        #expect(!fixture.host.calls.contains(.removeOverlay))
    }

    @Test mutating func timersRunWhileThePausedViewIsAway() {
        // Given
        var ended: [HUDDismissal] = []
        session.show(HUDContent(status: "Saving", options: HUDOptions(duration: 2)))
        fixture.finishFade()
        session.dismiss(delay: 1) { ended.append($0) }
        // When: away while the delayed dismiss falls due
        session.containerMoved(watch.movedToWindow(false))
        fixture.advance(by: 1)
        fixture.finishFade()
        // Then: it ended as it would have on screen, not as removed
        #expect(ended == [.disappeared])
        #expect(session.state.phase == .hidden)
    }

    @Test mutating func aShowWaitingForItsViewAppearsWhenTheViewComesBack() {
        // Given: the view is away and the host has nowhere to install
        session.containerMoved(watch.movedToWindow(false))
        fixture.host.canInstall = false
        session.show(HUDContent(status: "Loading"))
        fixture.host.canInstall = true
        // When
        session.containerMoved(watch.movedToWindow(true))
        fixture.finishFade()
        // Then
        #expect(session.state.phase == .visible)
    }
}
