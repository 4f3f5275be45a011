import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `HUD.run` called in a task that is already cancelled: the kit hands the session the fact (`Task.isCancelled`),
/// and the session decides that the run shows nothing, ends nothing and calls `onDisappear` at once.
@MainActor
struct HUDRunCancelledTaskTests {
    let controller = SessionFixture()

    @Test func aRunBegunInACancelledTaskShowsNothingAndCallsOnDisappearAtOnce() {
        // Given
        var disappeared = 0

        // When
        let run = controller.session.beginRun(
            status: "Saving…", success: "Saved", isTaskCancelled: true, onDisappear: { disappeared += 1 })

        // Then
        #expect(controller.phase == .hidden, "Before the rule, the session showed the spinner of a cancelled task")
        #expect(controller.host.calls == [])
        #expect(controller.changes == [])
        #expect(disappeared == 1)
        #expect(!controller.session.isRunning(run))
    }

    @Test(arguments: [HUDRunPlan.Outcome.returned, .threw(message: "Offline"), .cancelled])
    func theEndOfAWorkBegunInACancelledTaskShowsNothing(outcome: HUDRunPlan.Outcome) {
        // Given
        var disappeared = 0
        let run = controller.session.beginRun(
            status: "Saving…", success: "Saved", isTaskCancelled: true, onDisappear: { disappeared += 1 })

        // When
        controller.session.finishRun(run, outcome)
        controller.advance(by: 10)

        // Then
        #expect(controller.phase == .hidden)
        #expect(controller.host.calls == [])
        #expect(disappeared == 1, "onDisappear runs once, when the run begins")
    }

    @Test func aRunBegunInACancelledTaskCancelsItsWorkBeforeItStarts() {
        // Given
        let log = CallLog()

        // When
        let run = controller.session.beginRun(
            status: "Uploading…", cancelButton: "Cancel", cancelWork: { log.calls.append("cancelWork") },
            isTaskCancelled: true, onDisappear: { log.calls.append("onDisappear") })
        controller.session.finishRun(run, .cancelled)

        // Then
        #expect(log.calls == ["cancelWork", "onDisappear"], "The work of a cancelled task is cancelled before it runs")
        #expect(controller.host.calls == [])
    }

    @Test func aRunBegunInACancelledTaskLeavesTheHUDOnScreenAlone() {
        // Given
        controller.present(.show(.spinner, status: "Loading…"))
        controller.finishFade()
        let before = controller.host.calls

        // When
        let run = controller.session.beginRun(status: "Saving…", isTaskCancelled: true)
        controller.session.finishRun(run, .returned)

        // Then
        #expect(controller.session.state.content == HUDContent(indicator: .spinner, status: "Loading…"))
        #expect(controller.phase == .visible)
        #expect(controller.changes == [], "Before the rule, the cancelled run superseded the HUD on screen")
        #expect(controller.host.calls == before)
        #expect(controller.session.state.openActivities == [])
    }
}

/// The calls a run made, in order.
@MainActor
private final class CallLog {
    var calls: [String] = []
}
