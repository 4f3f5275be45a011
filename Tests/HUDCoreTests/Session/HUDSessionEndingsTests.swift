import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// How the app hears that a run's, a binding's or a cancelled progress's HUD is gone, and a run's Cancel button.
@MainActor
struct HUDSessionEndingsTests: SessionSuite {
    let fixture = SessionFixture()

    /// Counts the `onDisappear` calls on the main actor.
    @MainActor final class Counter {
        var count = 0
        func hit() { count += 1 }
    }

    let disappeared = Counter()

    // MARK: Runs

    @Test func aRunsOnDisappearRunsOnceAfterItsSuccessHUDHasGone() {
        // Given
        let run = session.beginRun(status: "Saving…", success: "Saved", onDisappear: disappeared.hit)
        fixture.finishFade()
        // When the work returns and the checkmark shows
        session.finishRun(run, .returned)
        fixture.finishFade()
        let whileShown = disappeared.count
        fixture.advance(by: HUDAppearance().displayDuration(for: "Saved"))
        fixture.finishFade()
        // And the run is finished again (a late cancellation)
        session.finishRun(run, .cancelled)
        // Then it ran once, after the checkmark's fade-out
        #expect(whileShown == 0)
        #expect(disappeared.count == 1)
        #expect(fixture.phase == .hidden)
    }

    @Test func aRunWithoutAnOutcomeImageHearsItOnceItsSpinnerHasFadedOut() {
        let run = session.beginRun(status: "Syncing…", onDisappear: disappeared.hit)
        fixture.finishFade()
        session.finishRun(run, .returned)
        let whileFading = disappeared.count
        fixture.finishFade()
        #expect(whileFading == 0)
        #expect(disappeared.count == 1)
    }

    @Test func aRunsOutcomeThatAnotherShowReplacesHearsItAtOnce() {
        let run = session.beginRun(status: "Saving…", success: "Saved", onDisappear: disappeared.hit)
        session.finishRun(run, .returned)
        session.show(HUDContent(status: "Next"))
        #expect(disappeared.count == 1)
    }

    @Test func aRunsCancelButtonCancelsTheWorkOnceAndTheHUDGoesAtOnceWithoutAnOutcome() {
        // Given a run with a Cancel button on its spinner
        let cancelledWork = Counter()
        let run = session.beginRun(
            status: "Uploading…", success: "Done", cancelButton: "Cancel", cancelWork: cancelledWork.hit,
            onDisappear: disappeared.hit)
        fixture.finishFade()
        #expect(session.render?.button?.title == "Cancel")
        #expect(session.render?.button?.role == .cancel)
        // When the button is tapped
        session.buttonTapped()
        // Then the work is cancelled and the HUD goes at once
        #expect(cancelledWork.count == 1)
        #expect(fixture.phase == .disappearing)
        // And when the cancelled work ends later with a cancellation error, and the button is tapped again
        session.finishRun(run, .thrown(message: "cancelled", isCancellationError: true, isTaskCancelled: false))
        fixture.finishFade()
        session.buttonTapped()
        // Then nothing more: no error HUD, no second cancel, one disappearance
        #expect(fixture.phase == .hidden)
        #expect(fixture.host.posted.filter { $0 == .willAppear }.count == 1)
        #expect(cancelledWork.count == 1)
        #expect(disappeared.count == 1)
    }

    @Test func aRunsCancelButtonIsNotOnItsOutcome() {
        let run = session.beginRun(status: "Uploading…", success: "Done", cancelButton: "Cancel", cancelWork: {})
        fixture.finishFade()
        session.finishRun(run, .returned)
        #expect(session.state.content?.indicator == .success)
        #expect(session.render?.button == nil)
    }

    // MARK: Bindings

    @Test func aBindingsOnDisappearRunsOnceWhenItsHUDHasGoneAfterTheBindingWasCleared() {
        // Given
        let binding = HUDSessionBinding<Bool>()
        var cleared = false
        var clearedFirst = false
        let counter = disappeared
        binding.configure(
            session: session,
            onDisappear: {
                clearedFirst = cleared
                counter.hit()
            },
            clearBinding: { cleared = true }
        )
        binding.reconcile(.isPresented(true, content: HUDContent(status: "Saving…")))
        fixture.finishFade()
        // When the HUD is dismissed by another path
        session.dismiss(delay: 0)
        let whileFading = disappeared.count
        fixture.finishFade()
        // Then
        #expect(whileFading == 0)
        #expect(disappeared.count == 1)
        #expect(cleared && clearedFirst)
    }

    // MARK: A cancelled Progress

    @Test func aFollowedProgressThatIsCancelledDismissesTheHUDAtOnceAndStopsFollowing() {
        // Given
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0.3), status: "Uploading…", options: HUDOptions())
        fixture.finishFade()
        // When its Cancel button cancels it
        let progress = Progress(totalUnitCount: 10)
        HUDButton.cancel(progress, title: "Cancel").action()
        session.recordProgress(HUDProgressReport(fraction: 0.3, isCancelled: progress.isCancelled), for: presentation)
        // Then
        #expect(progress.isCancelled)
        #expect(fixture.phase == .disappearing)
        #expect(!session.isFollowingProgress)
        #expect(fixture.host.calls.contains(.endProgressObservation(presentation)))
    }

    @Test func aCancelledProgressThatAnotherShowReplacedChangesNothing() {
        let presentation = session.followProgress(HUDProgressReport(fraction: 0.3), status: nil, options: HUDOptions())
        fixture.finishFade()
        session.show(HUDContent(status: "Other"))
        session.recordProgress(HUDProgressReport(fraction: 0.3, isCancelled: true), for: presentation)
        #expect(fixture.phase == .visible)
        #expect(session.state.content?.status == "Other")
    }
}
