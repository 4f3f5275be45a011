import Foundation
import Testing

@testable import HUDCore

struct HUDPresenterTimerTests {
    @Test func imageAutoDismissesExactlyItsDisplayDurationAfterDidAppear() {
        // Given
        var harness = PresenterHarness()
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
        var harness = PresenterHarness()
        let status = String(repeating: "a", count: 100)
        let effects = harness.showVisible(.error, status: status)
        #expect(effects.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 100 * 0.06 + 0.5))
    }

    @Test func maximumDismissTimeCapsTheAutoDismiss() {
        var harness = PresenterHarness { $0.maximumDismissTimeInterval = 2 }
        let effects = harness.showVisible(.info, status: String(repeating: "a", count: 1000))
        #expect(effects.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 2))
    }

    @Test func durationOptionReplacesTheDisplayDuration() {
        var harness = PresenterHarness()
        let effects = harness.showVisible(.success, status: "Saved", options: HUDOptions(duration: 4))
        #expect(effects.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 4))
    }

    @Test func durationOptionDismissesASpinnerToo() {
        var harness = PresenterHarness()
        harness.showVisible(.spinner, status: "Working", options: HUDOptions(duration: 3))
        #expect(harness.advance(by: 2.9) == [])
        #expect(harness.advance(by: 0.1).events == [.willDisappear])
    }

    @Test func infiniteDurationNeverAutoDismisses() {
        var harness = PresenterHarness()
        let effects = harness.showVisible(.success, status: "Saved", options: HUDOptions(duration: .infinity))
        #expect(effects.scheduled == [])
        #expect(harness.advance(by: 1e12) == [])
    }

    @Test(arguments: [-3, -TimeInterval.infinity, .nan])
    func negativeOrNaNDurationDismissesRightAfterDidAppear(_ duration: TimeInterval) {
        // Given
        var harness = PresenterHarness()
        // When
        let effects = harness.showVisible(.success, status: "Saved", options: HUDOptions(duration: duration))
        let fired = harness.advance(by: 0)
        // Then
        #expect(effects.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 0))
        #expect(fired.events == [.willDisappear])
        #expect(harness.state.content?.options.duration == 0)
    }

    @Test func timerFiringTwiceActsOnce() {
        var harness = PresenterHarness()
        harness.showVisible(.success, status: "Saved")
        let timer = Fixture.timer(.autoDismiss, 2)
        #expect(harness.send(.timerFired(timer)).events == [.willDisappear])
        #expect(harness.send(.timerFired(timer)) == [])
    }

    @Test func fadeFinishingTwiceActsOnce() {
        var harness = PresenterHarness()
        harness.send(.show(.spinner, status: "Loading"))
        #expect(harness.send(.fadeFinished(Fixture.fade(1))) == [.post(.didAppear, status: "Loading")])
        #expect(harness.send(.fadeFinished(Fixture.fade(1))) == [])
    }

    @Test func noTimerOutlivesThePresentation() {
        // Given
        var harness = PresenterHarness { $0.minimumDisplayTime = 3 }
        harness.showVisible(.success, status: "Saved")
        harness.send(.dismiss(delay: 0, completion: nil))
        #expect(harness.presenter.liveTimers == [Fixture.timer(.minimumDisplay, 3)])
        // When
        harness.advance(by: 3)
        harness.finishFade()
        // Then
        #expect(harness.phase == .hidden)
        #expect(harness.presenter.liveTimers == [])
        #expect(harness.deadlines == [:])
    }

    @Test func idsAreUniqueAcrossPresentations() {
        // Given
        var harness = PresenterHarness()
        // When
        for _ in 0..<3 {
            harness.showVisible(.success, status: "Saved")
            harness.advance(by: 1.5)
            harness.finishFade()
        }
        // Then
        let fades = harness.log.compactMap { effect -> UInt64? in
            switch effect {
            case .fadeIn(let id, _), .fadeOut(let id, _): id.serial
            default: nil
            }
        }
        let serials = fades + harness.log.scheduled.map(\.serial)
        #expect(Set(serials).count == serials.count)
        #expect(serials.count == 9)
    }

    @Test func fadeDurationsComeFromTheSanitizedAppearance() {
        // Given
        var harness = PresenterHarness {
            $0.fadeInAnimationDuration = 0.4
            $0.fadeOutAnimationDuration = -2
        }
        // When
        let shown = harness.showVisible()
        let dismissed = harness.send(.dismiss(delay: 0, completion: nil))
        // Then
        #expect(shown.contains(.fadeIn(Fixture.fade(1), duration: 0.4)))
        #expect(dismissed.last == .fadeOut(Fixture.fade(2), duration: 0))
    }

    @Test func appearanceChangesApplyToTheNextDecision() {
        var harness = PresenterHarness()
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
