import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@MainActor
struct HUDPresenterDismissTests {
    let first = Fixture.completion(1)
    let second = Fixture.completion(2)

    @Test func dismissWhileHiddenRunsTheCompletionAtOnce() {
        let harness = PresenterHarness()
        #expect(harness.send(.dismiss(delay: 3, completion: first)) == [.runCompletion(first, .notShown)])
        #expect(harness.state == HUDState())
    }

    @Test func dismissBeforeGraceTimeNeverShows() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 1 }
        harness.send(.show(.spinner, status: "Loading"))
        harness.advance(by: 0.5)
        // When
        let effects = harness.send(.dismiss(delay: 0, completion: first))
        harness.advance(by: 10)
        // Then
        #expect(effects == [.cancelTimer(Fixture.timer(.grace, 1)), .runCompletion(first, .notShown)])
        #expect(harness.events == [])
        #expect(!harness.log.contains(.installOverlay))
        #expect(harness.state == HUDState())
    }

    @Test func delayedDismissFiringDuringGraceCancelsTheShow() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 2 }
        harness.send(.show(.spinner, status: "Loading"))
        harness.send(.dismiss(delay: 1, completion: first))
        // When
        let fired = harness.advance(by: 1)
        harness.advance(by: 10)
        // Then
        #expect(fired == [.cancelTimer(Fixture.timer(.grace, 1)), .runCompletion(first, .notShown)])
        #expect(harness.events == [])
        #expect(harness.completionsRun == [first])
        #expect(harness.phase == .hidden)
    }

    @Test func delayedDismissLongerThanTheGraceTimeShowsThenDismisses() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 0.5 }
        harness.send(.show(.spinner, status: "Loading"))
        harness.send(.dismiss(delay: 2, completion: first))
        // When
        harness.advance(by: 0.5)
        harness.finishFade()
        harness.advance(by: 1.5)
        harness.finishFade()
        // Then
        #expect(harness.events == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(harness.completionsRun == [first])
    }

    @Test func delayedDismissPostsWillDisappearOnlyWhenTheFadeOutBegins() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        // When
        let asked = harness.send(.dismiss(delay: 2, completion: first))
        let before = harness.advance(by: 1.999)
        let at = harness.advance(by: 0.001)
        // Then
        #expect(asked == [.scheduleTimer(Fixture.timer(.delayedDismiss, 2), after: 2)])
        #expect(before == [])
        #expect(at == [.post(.willDisappear, status: "Loading"), .fadeOut(Fixture.fade(3), duration: 0.15)])
    }

    @Test func newerDelayedDismissReplacesTheOlderTimer() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 5, completion: first))
        // When
        let replaced = harness.send(.dismiss(delay: 1, completion: second))
        harness.advance(by: 1)
        let finished = harness.finishFade()
        // Then
        #expect(
            replaced == [
                .cancelTimer(Fixture.timer(.delayedDismiss, 2)),
                .scheduleTimer(Fixture.timer(.delayedDismiss, 3), after: 1),
            ])
        #expect(
            finished == [
                .removeOverlay, .post(.didDisappear, status: "Loading"), .runCompletion(first, .disappeared),
                .runCompletion(second, .disappeared),
            ])
        #expect(harness.advance(by: 10) == [])
    }

    @Test func laterLongerDelayPostponesTheDismiss() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 1, completion: first))
        harness.send(.dismiss(delay: 3, completion: second))
        #expect(harness.advance(by: 2.9) == [])
        #expect(harness.advance(by: 0.1).events == [.willDisappear])
    }

    @Test func immediateDismissAfterADelayedOneDismissesNow() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 5, completion: first))
        let effects = harness.send(.dismiss(delay: 0, completion: second))
        #expect(effects.first == .cancelTimer(Fixture.timer(.delayedDismiss, 2)))
        #expect(effects.events == [.willDisappear])
    }

    @Test func delayedDismissThenShowNeverDismissesTheLaterShow() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        harness.advance(by: HUDPresenter.announcementInterval)
        harness.send(.dismiss(delay: 1, completion: first))
        // When
        harness.send(.show(.spinner, status: "Again"))
        let later = harness.advance(by: 30)
        let staleFire = harness.send(.timerFired(Fixture.timer(.delayedDismiss, 2)))
        // Then
        #expect(later == [])
        #expect(staleFire == [])
        #expect(harness.phase == .visible)
        #expect(harness.completionsRun == [first])
    }

    @Test func dismissWhileAppearingWithoutMinimumDisplayTimeFadesOutAtOnce() {
        // Given
        let harness = PresenterHarness()
        harness.send(.show(.spinner, status: "Loading"))
        let fadeIn = harness.presenter.liveFade
        // When
        let effects = harness.send(.dismiss(delay: 0, completion: first))
        let staleFinish = fadeIn.map { harness.send(.fadeFinished($0)) }
        // Then
        #expect(effects == [.post(.willDisappear, status: "Loading"), .fadeOut(Fixture.fade(2), duration: 0.15)])
        #expect(staleFinish == [])
        #expect(harness.events == [.willAppear, .willDisappear])
    }

    @Test func dismissDuringTheFadeOutOnlyAddsItsCompletion() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 0, completion: first))
        // When
        let added = harness.send(.dismiss(delay: 4, completion: second))
        let finished = harness.finishFade()
        // Then
        #expect(added == [])
        #expect(finished.completionsRun == [first, second])
    }

    @Test func fadeOutFinishRemovesTheOverlayPostsDidDisappearAndForgetsEverything() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.4), status: "Uploading")
        harness.send(.dismiss(delay: 0, completion: first))
        // When
        let effects = harness.finishFade()
        // Then
        #expect(
            effects == [.removeOverlay, .post(.didDisappear, status: "Uploading"), .runCompletion(first, .disappeared)])
        #expect(harness.state == HUDState())
        #expect(harness.presenter.liveTimers == [])
        #expect(harness.presenter.liveFade == nil)
    }

    @Test func fadeOutCancelsEveryLiveTimer() {
        // Given a success whose auto-dismiss a delayed dismiss replaced
        let harness = PresenterHarness()
        harness.showVisible(.success, status: "Saved")
        harness.send(.dismiss(delay: 1, completion: nil))
        // When
        let effects = harness.send(.dismiss(delay: 0, completion: nil))
        // Then
        #expect(effects.first == .cancelTimer(Fixture.timer(.delayedDismiss, 3)))
        #expect(effects.events == [.willDisappear])
        #expect(harness.presenter.liveTimers == [])
    }

    @Test(arguments: [-1, -TimeInterval.infinity, .nan, 0])
    func nonPositiveOrNaNDelayDismissesAtOnce(_ delay: TimeInterval) {
        let harness = PresenterHarness()
        harness.showVisible()
        let effects = harness.send(.dismiss(delay: delay, completion: nil))
        #expect(effects.events == [.willDisappear])
        #expect(effects.scheduled == [])
    }

    @Test func infiniteDelayWaitsForALaterDismiss() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        // When
        let asked = harness.send(.dismiss(delay: .infinity, completion: first))
        let later = harness.advance(by: 1e9)
        harness.send(.dismiss(delay: 0, completion: second))
        harness.finishFade()
        // Then
        #expect(asked == [])
        #expect(later == [])
        #expect(harness.completionsRun == [first, second])
    }

    @Test func sameCompletionGivenTwiceRunsOnce() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 1, completion: first))
        harness.send(.dismiss(delay: 0, completion: first))
        harness.finishFade()
        #expect(harness.completionsRun == [first])
    }

    @Test func dismissResetsTheCountAndClosesEveryActivity() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.show(.spinner, status: "Loading"))
        harness.send(.beginActivity(Fixture.activity(1), status: "Sync"))
        harness.send(.dismiss(delay: 3, completion: nil))
        #expect(harness.state.activityCount == 0)
        #expect(harness.state.openActivities == [])
        #expect(harness.phase == .visible)
    }

    @Test func tapWithDismissOnTapReportsTheTapThenDismisses() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(options: HUDOptions(dismissOnTap: true))
        // When the finger goes down on the bezel, then lifts there
        let down = harness.send(.touch(.bezel, phase: .down))
        let up = harness.send(.touch(.bezel, phase: .upInside))
        // Then the touch-down only posts the notifications; the touch-up taps and dismisses
        #expect(
            down == [.post(.didReceiveTouchEvent, status: "Loading"), .post(.didTouchDownInside, status: "Loading")],
            "Before the fix, the touch-down tapped and dismissed")
        #expect(
            up == [
                .tapped(.bezel), .post(.willDisappear, status: "Loading"), .fadeOut(Fixture.fade(2), duration: 0.15),
            ])
    }
}
