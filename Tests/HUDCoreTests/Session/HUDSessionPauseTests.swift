import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A HUD in a view whose view leaves its window for a while (a tab switch, a push, a page scroll during a load) is
/// paused, not ended: its presentation, timers, completions and runs go on, and it is there when the view comes
/// back.
@MainActor
struct HUDSessionPauseTests: SessionSuite {
    let fixture = SessionFixture()

    @Test func aTabSwitchDuringALoadKeepsThePresentationAndItsRun() {
        // Given: a run with a Cancel button shows in the view
        let run = session.beginRun(status: "Loading", cancelButton: "Cancel")
        fixture.finishFade()
        let presentation = session.currentPresentation
        // When: the user switches tabs and back
        fixture.viewMoved(toWindow: false)
        fixture.advance(by: 30)
        fixture.viewMoved(toWindow: true)
        // Then: before the fix the HUD was removed a turn after the switch and the run's button was gone
        #expect(session.state.phase == .visible)
        #expect(session.currentPresentation == presentation)
        #expect(session.isRunning(run))
        #expect(session.render?.button?.title == "Cancel")
        #expect(!fixture.host.calls.contains(.removeOverlay))
    }

    @Test func timersRunWhileThePausedViewIsAway() {
        // Given
        var ended: [HUDDismissal] = []
        session.show(HUDContent(status: "Saving", options: HUDOptions(duration: 2)))
        fixture.finishFade()
        session.dismiss(delay: 1) { ended.append($0) }
        // When: away while the delayed dismiss falls due
        fixture.viewMoved(toWindow: false)
        fixture.advance(by: 1)
        fixture.finishFade()
        // Then: it ended as it would have on screen, not as removed
        #expect(ended == [.disappeared])
        #expect(session.state.phase == .hidden)
    }

    @Test func aShowWaitingForItsViewAppearsWhenTheViewComesBack() {
        // Given: the view is away and the host has nowhere to install
        fixture.viewMoved(toWindow: false)
        fixture.host.canInstall = false
        session.show(HUDContent(status: "Loading"))
        fixture.host.canInstall = true
        // When
        fixture.viewMoved(toWindow: true)
        fixture.finishFade()
        // Then
        #expect(session.state.phase == .visible)
    }
}
