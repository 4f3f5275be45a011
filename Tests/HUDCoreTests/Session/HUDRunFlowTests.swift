import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `HUD.run` end to end on the engine: the plan's inputs, the presenter's answers and the presentations a
/// controller would see.
@MainActor
struct HUDRunFlowTests {
    let controller = SessionFixture()

    private var shown: HUDContent? { controller.session.state.content }

    @Test func aRunShowsItsSpinnerAtOnceAndTheSuccessWhenTheWorkReturns() {
        // Given
        let plan = controller.session.beginRun(status: "Saving…", success: "Saved")
        let during = shown
        controller.finishFade()

        // When
        controller.session.finishRun(plan, .returned)

        // Then
        #expect(during == HUDContent(indicator: .spinner, status: "Saving…"))
        #expect(shown == HUDContent(indicator: .success, status: "Saved"))
        #expect(controller.phase == .visible)
        #expect(
            controller.host.posted == [.willAppear, .didAppear],
            "Before the fix, ending the run's activity first started a fade-out that the success then reversed")
        #expect(controller.changes == [.superseded(HUDPresentationID(1))])
        #expect(controller.session.state.openActivities == [])
    }

    @Test func theSuccessDismissesItselfAndEndsItsPresentation() {
        // Given
        let plan = controller.session.beginRun(status: "Saving…", success: "Saved")
        controller.finishFade()
        controller.session.finishRun(plan, .returned)
        controller.finishFade()

        // When
        controller.advance(by: HUDAppearance().displayDuration(for: "Saved"))
        controller.finishFade()

        // Then
        #expect(controller.phase == .hidden)
        #expect(controller.changes == [.superseded(HUDPresentationID(1)), .ended(HUDPresentationID(2))])
        #expect(controller.host.posted.suffix(2) == [.willDisappear, .didDisappear])
    }

    @Test func aThrowingRunShowsTheErrorsMessage() {
        // Given
        let plan = controller.session.beginRun(status: "Saving…", success: "Saved")
        controller.finishFade()

        // When
        controller.session.finishRun(
            plan, .thrown(message: "The disk is full.", isCancellationError: false, isTaskCancelled: false))

        // Then
        #expect(shown == HUDContent(indicator: .error, status: "The disk is full."))
        #expect(controller.host.calls.contains(.announce(.status("The disk is full."))))
    }

    @Test(arguments: [(true, false), (false, true), (true, true)])
    func aCancelledRunFadesOutWithoutAnError(isCancellationError: Bool, isTaskCancelled: Bool) {
        // Given
        let plan = controller.session.beginRun(status: "Saving…", success: "Saved")
        controller.finishFade()

        // When
        controller.session.finishRun(
            plan,
            .thrown(message: "cancelled", isCancellationError: isCancellationError, isTaskCancelled: isTaskCancelled))
        controller.finishFade()

        // Then
        #expect(controller.phase == .hidden)
        #expect(controller.changes == [.ended(HUDPresentationID(1))])
        #expect(controller.host.applied.allSatisfy { $0.image == nil })
        #expect(controller.host.posted == [.willAppear, .didAppear, .willDisappear, .didDisappear])
    }

    @Test func aRunCancelledInItsGraceTimeNeverAppears() {
        // Given
        let controller = SessionFixture { $0.graceTimeInterval = 0.5 }
        let plan = controller.session.beginRun(status: "Saving…")

        // When
        controller.advance(by: 0.2)
        controller.session.finishRun(plan, .cancelled)
        controller.advance(by: 1)

        // Then
        #expect(controller.host.calls == [])
        #expect(controller.changes == [.ended(HUDPresentationID(1))])
        #expect(controller.clock.pendingTimers == [])
    }

    @Test(arguments: [HUDRunPlan.Outcome.returned, .cancelled])
    func anOverlappingRunThatEndsQuietlyLeavesTheOtherRunsErrorOnScreen(outcome: HUDRunPlan.Outcome) {
        // Given two runs, one of which failed and shows its error
        let upload = controller.session.beginRun(status: "Uploading…")
        let index = controller.session.beginRun(status: "Indexing…")
        controller.finishFade()
        controller.session.finishRun(upload, .threw(message: "Offline"))

        // When the other ends without an outcome HUD of its own
        controller.session.finishRun(index, outcome)

        // Then the error stays until its own display time is over
        #expect(
            shown == HUDContent(indicator: .error, status: "Offline"),
            "Before the fix, the quiet run's plain dismiss cut the error short")
        #expect(controller.phase == .visible)
        controller.advance(by: HUDAppearance().displayDuration(for: "Offline"))
        #expect(controller.phase == .disappearing)
    }

    @Test func overlappingRunsShareTheSpinnerAndTheLastShowsItsOutcome() {
        // Given
        let upload = controller.session.beginRun(status: "Uploading…", success: "Uploaded")
        let index = controller.session.beginRun(status: "Indexing…", success: "Indexed")
        controller.finishFade()

        // When: the second run finishes first
        controller.session.finishRun(index, .returned)
        let afterFirst = shown
        let phaseAfterFirst = controller.phase
        controller.session.finishRun(upload, .returned)

        // Then
        #expect(afterFirst == HUDContent(indicator: .spinner, status: "Uploading…"))
        #expect(phaseAfterFirst == .visible)
        #expect(shown == HUDContent(indicator: .success, status: "Uploaded"))
        #expect(controller.host.posted == [.willAppear, .didAppear], "the spinner goes straight to the success")
    }

    @Test func aRunWithOptionsShowsItsSpinnerAndOutcomeWithThemAndLeavesTheCountAtZero() {
        // Given
        let options = HUDOptions(maskType: .black, duration: 0.5)
        let plan = controller.session.beginRun(status: "Saving…", success: "Saved", options: options)
        let spinner = shown
        controller.finishFade()

        // When
        controller.session.finishRun(plan, .returned)
        controller.finishFade()
        controller.advance(by: 0.5)
        controller.finishFade()

        // Then
        #expect(spinner == HUDContent(indicator: .spinner, status: "Saving…", options: HUDOptions(maskType: .black)))
        #expect(controller.phase == .hidden)
        #expect(controller.session.state.activityCount == 0)
    }

    @Test func anActivityTokenOutlivingARunKeepsTheSpinner() {
        // Given: a scoped activity (`HUD.beginActivity`) and a run
        controller.present(.beginActivity(HUDActivityID(100), status: "Syncing…"))
        let plan = controller.session.beginRun(status: "Saving…", success: "Saved")
        controller.finishFade()

        // When
        controller.session.finishRun(plan, .returned)
        let afterRun = shown
        controller.apply(.endActivity(HUDActivityID(100)))

        // Then: the run left the spinner to the token; the token's end dismissed the HUD
        #expect(afterRun == HUDContent(indicator: .spinner, status: "Syncing…"))
        #expect(controller.phase == .disappearing)
        #expect(controller.changes == [.superseded(HUDPresentationID(1)), .ended(HUDPresentationID(2))])
    }

    @Test func aRunWithOptionsEndingBeforeAnOverlappingOneGivesTheSpinnerBackToIt() {
        // Given a run, then a run with a blocking mask, both working
        let loading = controller.session.beginRun(status: "Loading…")
        controller.finishFade()
        let saving = controller.session.beginRun(status: "Saving…", options: HUDOptions(maskType: .black))

        // When the run with options ends first
        controller.session.finishRun(saving, .returned)

        // Then the other run's spinner shows again, without the ended run's mask
        #expect(
            shown == HUDContent(indicator: .spinner, status: "Loading…"),
            "Before the fix, the ended run's status and blocking mask stayed while the other run worked")
        controller.session.finishRun(loading, .returned)
        #expect(controller.phase == .disappearing)
    }
}
