import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@MainActor
struct HUDPresenterTimerTests {
    @Test func imageAutoDismissesExactlyItsDisplayDurationAfterDidAppear() {
        // Given
        let harness = PresenterHarness()
        harness.send(.show(.success, status: "Saved"))
        harness.advance(by: 0.15)
        harness.finishFade()
        // When
        let before = harness.advance(by: 1.499)
        let at = harness.advance(by: 0.001)
        // Then
        #expect(before == [])
        #expect(at == [.post(.willDisappear, status: "Saved"), .fadeOut(Fixture.fade(3), duration: 0.15)])
        #expect(harness.now == 1.65)
    }

    @Test func longerStatusStaysLonger() {
        let harness = PresenterHarness()
        let status = String(repeating: "a", count: 100)
        let effects = harness.showVisible(.error, status: status)
        #expect(effects.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 100 * 0.06 + 0.5))
    }

    @Test func maximumDismissTimeCapsTheAutoDismiss() {
        let harness = PresenterHarness { $0.maximumDismissTimeInterval = 2 }
        let effects = harness.showVisible(.info, status: String(repeating: "a", count: 1000))
        #expect(effects.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 2))
    }

    @Test func durationOptionReplacesTheDisplayDuration() {
        let harness = PresenterHarness()
        let effects = harness.showVisible(.success, status: "Saved", options: HUDOptions(duration: 4))
        #expect(effects.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 4))
    }

    @Test func durationOptionDismissesASpinnerToo() {
        let harness = PresenterHarness()
        harness.showVisible(.spinner, status: "Working", options: HUDOptions(duration: 3))
        #expect(harness.advance(by: 2.9) == [])
        #expect(harness.advance(by: 0.1).events == [.willDisappear])
    }

    @Test func infiniteDurationNeverAutoDismisses() {
        let harness = PresenterHarness()
        let effects = harness.showVisible(.success, status: "Saved", options: HUDOptions(duration: .infinity))
        #expect(effects.scheduled == [])
        #expect(harness.advance(by: 1e12) == [])
    }

    @Test(arguments: [-3, -TimeInterval.infinity, .nan])
    func negativeOrNaNDurationDismissesRightAfterDidAppear(_ duration: TimeInterval) {
        // Given
        let harness = PresenterHarness()
        // When
        let effects = harness.showVisible(.success, status: "Saved", options: HUDOptions(duration: duration))
        let fired = harness.advance(by: 0)
        // Then
        #expect(effects.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 0))
        #expect(fired.events == [.willDisappear])
        #expect(harness.state.content?.options.duration == 0)
    }

    @Test(arguments: [true, false])
    func laterDelayedDismissReplacesTheAutoDismiss(askedWhileAppearing: Bool) {
        // Given a success (1.5 s), then a dismiss with a 3 s delay, asked during the fade-in or once visible
        let harness = PresenterHarness()
        harness.send(.show(.success, status: "Saved"))
        if !askedWhileAppearing { harness.finishFade() }
        harness.send(.dismiss(delay: 3, completion: nil))
        harness.finishFade()
        // When
        let before = harness.advance(by: 2.999)
        let at = harness.advance(by: 0.001)
        // Then the last call decides: the HUD leaves at 3 s, not when the success's time is up
        #expect(before == [], "Before the fix, the success's auto-dismiss ended the HUD at 1.5 s")
        #expect(at.events == [.willDisappear])
    }

    @Test func laterSuccessReplacesAPendingDelayedDismiss() {
        // Given a dismiss with a 3 s delay
        let harness = PresenterHarness()
        harness.showVisible()
        let completion = harness.newCompletion()
        harness.send(.dismiss(delay: 3, completion: completion))
        // When a success follows
        let shown = harness.send(.show(.success, status: "Saved"))
        let before = harness.advance(by: 1.499)
        let at = harness.advance(by: 0.001)
        // Then the last call decides: the success leaves after its own 1.5 s
        #expect(
            Array(shown.prefix(2)) == [
                .cancelTimer(Fixture.timer(.delayedDismiss, 2)), .runCompletion(completion, .superseded),
            ])
        #expect(before == [])
        #expect(at.events == [.willDisappear])
    }

    @Test func secondDelayedDismissReplacesTheFirstWhoseTimerThenDoesNothing() {
        // Given two delayed dismisses, 1 s then 5 s
        let harness = PresenterHarness()
        harness.showVisible()
        let first = harness.send(.dismiss(delay: 1, completion: nil))
        let second = harness.send(.dismiss(delay: 5, completion: nil))
        // When a host fires the first, cancelled timer anyway, at its deadline
        harness.advance(by: 1)
        let stale = harness.send(.timerFired(Fixture.timer(.delayedDismiss, 2)))
        // Then it does nothing; the HUD leaves at 5 s
        #expect(first == [.scheduleTimer(Fixture.timer(.delayedDismiss, 2), after: 1)])
        #expect(
            second == [
                .cancelTimer(Fixture.timer(.delayedDismiss, 2)),
                .scheduleTimer(Fixture.timer(.delayedDismiss, 3), after: 5),
            ])
        #expect(stale == [])
        #expect(harness.phase == .visible)
        #expect(harness.advance(by: 4).events == [.willDisappear])
    }

    @Test func updateToAnImageDoesNotRestartARunningAutoDismiss() {
        // Given a spinner that dismisses itself after 5 s
        let harness = PresenterHarness()
        harness.showVisible(.spinner, status: "Saving", options: HUDOptions(duration: 5))
        harness.advance(by: 3)
        // When it turns into a success in place at 3 s
        let updated = harness.send(.update(.success, status: "Saved"))
        let before = harness.advance(by: 1.999)
        let at = harness.advance(by: 0.001)
        // Then it still leaves at 5 s
        #expect(updated.scheduled == [])
        #expect(before == [])
        #expect(at.events == [.willDisappear])
    }

    @Test func timerFiringTwiceActsOnce() {
        let harness = PresenterHarness()
        harness.showVisible(.success, status: "Saved")
        let timer = Fixture.timer(.autoDismiss, 2)
        #expect(harness.send(.timerFired(timer)).events == [.willDisappear])
        #expect(harness.send(.timerFired(timer)) == [])
    }

    @Test func fadeFinishingTwiceActsOnce() {
        let harness = PresenterHarness()
        harness.send(.show(.spinner, status: "Loading"))
        #expect(harness.send(.fadeFinished(Fixture.fade(1))) == [.post(.didAppear, status: "Loading")])
        #expect(harness.send(.fadeFinished(Fixture.fade(1))) == [])
    }

    @Test func noTimerOutlivesThePresentation() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 3 }
        harness.showVisible(.success, status: "Saved")
        harness.send(.dismiss(delay: 0, completion: nil))
        #expect(harness.presenter.liveTimers == [Fixture.timer(.minimumDisplay, 3)])
        // When
        harness.advance(by: 3)
        harness.finishFade()
        // Then
        #expect(harness.phase == .hidden)
        #expect(harness.presenter.liveTimers == [])
        #expect(harness.clock.pendingTimers == [])
    }

    @Test func idsAreUniqueAcrossPresentations() {
        // Given
        let harness = PresenterHarness()
        // When
        for _ in 0..<3 {
            harness.showVisible(.success, status: "Saved")
            harness.advance(by: 1.5)
            harness.finishFade()
        }
        // Then
        let fades = harness.log.compactMap { effect -> UInt64? in
            switch effect {
            case .fadeIn(let id, _, _), .fadeOut(let id, _): id.serial
            default: nil
            }
        }
        let serials = fades + harness.log.scheduled.map(\.serial)
        #expect(Set(serials).count == serials.count)
        #expect(serials.count == 9)
    }

    @Test func fadeDurationsComeFromTheSanitizedAppearance() {
        // Given
        let harness = PresenterHarness {
            $0.fadeInAnimationDuration = 0.4
            $0.fadeOutAnimationDuration = -2
        }
        // When
        let shown = harness.showVisible()
        let dismissed = harness.send(.dismiss(delay: 0, completion: nil))
        // Then
        #expect(shown.contains(.fadeIn(Fixture.fade(1), duration: 0.4, reversing: false)))
        #expect(dismissed.last == .fadeOut(Fixture.fade(2), duration: 0))
    }

    @Test func appearanceChangesApplyToTheNextDecision() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.presenter.appearance.minimumDisplayTime = 5
        #expect(harness.send(.dismiss(delay: 0, completion: nil)).scheduled == [Fixture.timer(.minimumDisplay, 2)])
    }

    @Test func nonFiniteNowNeverHoldsADismissForever() {
        // Given
        var presenter = HUDPresenter(appearance: HUDAppearance { $0.minimumDisplayTime = 2 })
        _ = presenter.handle(.show(.spinner, status: nil), now: .nan)
        _ = presenter.handle(.fadeFinished(Fixture.fade(1)), now: .nan)
        // When
        let effects = presenter.handle(.dismiss(delay: 0, completion: nil), now: .nan)
        // Then
        #expect(effects.events == [.willDisappear])
    }

    @Test(arguments: [-TimeInterval.infinity, .infinity])
    func infiniteNowNeverHoldsADismiss(_ now: TimeInterval) {
        // Given
        var presenter = HUDPresenter(appearance: HUDAppearance { $0.minimumDisplayTime = 2 })
        _ = presenter.handle(.show(.spinner, status: nil), now: 0)
        _ = presenter.handle(.fadeFinished(Fixture.fade(1)), now: 0)
        // When
        let effects = presenter.handle(.dismiss(delay: 0, completion: nil), now: now)
        // Then
        #expect(effects.events == [.willDisappear], "Before the fix, a dismiss at t=-∞ was held for good")
    }

    @Test func clockGoingBackwardsHoldsNoLongerThanTheMinimumDisplayTime() {
        // Given
        var presenter = HUDPresenter(appearance: HUDAppearance { $0.minimumDisplayTime = 2 })
        _ = presenter.handle(.show(.spinner, status: nil), now: 10)
        _ = presenter.handle(.fadeFinished(Fixture.fade(1)), now: 10)
        // When
        let effects = presenter.handle(.dismiss(delay: 0, completion: nil), now: 4)
        // Then
        #expect(
            effects == [.scheduleTimer(Fixture.timer(.minimumDisplay, 2), after: 2)],
            "Before the fix, a clock 6 s behind didAppear held the dismiss for 8 s")
    }
}
