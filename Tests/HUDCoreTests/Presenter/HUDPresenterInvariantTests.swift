import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The event-order and completion-exactly-once promises on scripted scenarios, and the checker that guards them
/// (also used by the randomized suite) catching broken ones.
@MainActor
struct HUDPresenterInvariantTests {
    @Test func eventsStayInOrderThroughShowDismissAndReversal() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 0.5 }
        // When
        harness.showVisible()
        harness.send(.dismiss(delay: 0, completion: harness.newCompletion()))
        harness.advance(by: 0.5)
        harness.send(.show(.progress(0.2), status: "Again"))
        harness.send(.dismiss(delay: 0, completion: harness.newCompletion()))
        harness.finishFade()
        harness.advance(by: 0.5)
        harness.send(.show(.success, status: "Done"))
        harness.finishFade()
        harness.advance(by: 1.5)
        harness.finishFade()
        // Then
        #expect(
            harness.events == [
                .willAppear, .didAppear, .willDisappear, .willAppear, .didAppear, .willDisappear, .willAppear,
                .didAppear, .willDisappear, .didDisappear,
            ])
        #expect(harness.violations == [])
        #expect(harness.phase == .hidden)
    }

    @Test func everyCompletionRunsExactlyOnceWhateverEndsItsDismiss() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 0.2 }
        var asked: [HUDCompletionID] = []
        func dismiss(_ delay: TimeInterval) {
            let completion = harness.newCompletion()
            asked.append(completion)
            harness.send(.dismiss(delay: delay, completion: completion))
        }
        // When: cancelled during grace, superseded by a show, waiting through a fade-out, and while hidden
        harness.send(.show(.spinner, status: nil))
        dismiss(0)
        harness.send(.show(.spinner, status: nil))
        dismiss(3)
        harness.send(.show(.spinner, status: "Next"))
        harness.advance(by: 0.2)
        harness.finishFade()
        dismiss(1)
        dismiss(0)
        dismiss(5)
        harness.finishFade()
        dismiss(0)
        harness.advance(by: 10)
        // Then
        #expect(harness.completionsRun == asked)
        #expect(harness.violations == [])
    }

    @Test func checkerCatchesDidAppearWithoutWillAppear() {
        var checker = HUDInvariantChecker()
        checker.check(
            .fadeFinished(HUDFadeID(serial: 1)), now: 0, before: HUDPresenter(),
            effects: [.installOverlay, .post(.didAppear, status: nil)], after: HUDPresenter())
        #expect(checker.violations.contains("didAppear after nothing"))
    }

    @Test func checkerCatchesACompletionRunTwice() {
        var checker = HUDInvariantChecker()
        let completion = Fixture.completion(1)
        checker.check(
            .dismiss(delay: 0, completion: completion), now: 0, before: HUDPresenter(),
            effects: [.runCompletion(completion, .disappeared), .runCompletion(completion, .disappeared)],
            after: HUDPresenter())
        #expect(checker.violations == ["ran completion#1 twice"])
    }

    @Test func checkerCatchesATimerLeftWhileHidden() {
        var checker = HUDInvariantChecker()
        checker.check(
            .popActivity, now: 0, before: HUDPresenter(),
            effects: [.scheduleTimer(Fixture.timer(.grace, 1), after: 1)], after: HUDPresenter())
        #expect(checker.violations.first == "live timers [] but scheduled [grace#1]")
    }

    @Test func checkerCatchesProgressOutOfRangeAndInfiniteDelays() {
        var checker = HUDInvariantChecker()
        var presenter = HUDPresenter()
        _ = presenter.handle(.show(.spinner, status: nil), now: 0)
        checker.check(.popActivity, now: 0, before: HUDPresenter(), effects: [.installOverlay], after: presenter)
        checker.check(
            .popActivity, now: 0, before: presenter,
            effects: [.updateProgress(1.5), .scheduleTimer(Fixture.timer(.grace, 7), after: .infinity)],
            after: presenter)
        #expect(checker.violations.contains("updateProgress(1.5)"))
        #expect(checker.violations.contains("grace#7 scheduled after inf"))
    }

    @Test func checkerCatchesAStaleFadeThatActs() {
        var checker = HUDInvariantChecker()
        checker.check(
            .fadeFinished(Fixture.fade(9)), now: 0, before: HUDPresenter(), effects: [.removeOverlay],
            after: HUDPresenter())
        #expect(checker.violations.first == "stale fade#9 had effects [HUDCore.HUDEffect.removeOverlay]")
    }
}
