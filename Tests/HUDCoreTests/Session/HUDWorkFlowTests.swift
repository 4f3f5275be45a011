import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// What `HUD.showWhileExecuting` and `HUD.showWhileBlocking` rely on: a run without a success message holds the
/// spinner while the work runs, and its completion runs once, only after the HUD has disappeared.
@MainActor
struct HUDWorkFlowTests: SessionSuite {
    let fixture = SessionFixture()

    @Test func theCompletionRunsAfterTheHUDHasDisappeared() {
        // Given work running under the spinner
        var log: [String] = []
        let run = session.beginRun(status: "Compressing…", onDisappear: { log.append("completion") })
        fixture.finishFade()
        #expect(session.state.content == HUDContent(status: "Compressing…"))
        // When the work returns
        session.finishRun(run, .returned)
        // Then the HUD fades out, and only its end runs the completion
        #expect(fixture.phase == .disappearing)
        #expect(log == [])
        fixture.finishFade()
        #expect(fixture.host.posted.last == .didDisappear)
        #expect(log == ["completion"])
    }

    @Test func theCompletionWaitsForAnotherActivityThatKeepsTheHUD() {
        // Given an activity open beside the work
        var log: [String] = []
        let activity = session.beginActivity(status: "Syncing…")
        let run = session.beginRun(status: "Compressing…", onDisappear: { log.append("completion") })
        fixture.finishFade()
        // When the work returns
        session.finishRun(run, .returned)
        // Then the HUD stays for the activity, and the completion waits until it is gone
        #expect(fixture.phase == .visible)
        #expect(session.state.content?.status == "Syncing…")
        #expect(log == [])
        session.endActivity(activity)
        fixture.finishFade()
        #expect(log == ["completion"])
    }
}
