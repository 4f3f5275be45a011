import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Bad input with defined behaviour: enormous or empty statuses, negative, NaN, huge and infinite durations
/// everywhere. Every scenario also passes ``HUDInvariantChecker``.
@MainActor
struct HUDPresenterEdgeCaseTests {
    static let hugeStatus = String(repeating: "é", count: 100_000)

    @Test func hundredThousandCharacterStatusIsShownAnnouncedAndTimed() {
        // Given
        let harness = PresenterHarness()
        // When
        let shown = harness.showVisible(.success, status: Self.hugeStatus)
        // Then
        #expect(shown.contains(.render(Fixture.content(.success, Self.hugeStatus))))
        #expect(shown.contains(.announce(.status(Self.hugeStatus))))
        #expect(shown.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 100_000 * 0.06 + 0.5))
        #expect(harness.violations == [])
    }

    @Test func emptyStatusAnnouncesLoadingAndKeepsTheEmptyText() {
        let harness = PresenterHarness()
        let effects = harness.send(.show(.spinner, status: ""))
        #expect(effects.contains(.render(Fixture.content(.spinner, ""))))
        #expect(effects.last == .announce(.loading))
    }

    nonisolated static let fallbackToZero: [TimeInterval] = [-1, -.infinity, .nan]

    @Test(arguments: fallbackToZero)
    func invalidGraceTimeShowsAtOnce(_ grace: TimeInterval) {
        let harness = PresenterHarness { $0.graceTimeInterval = grace }
        #expect(harness.send(.show(.spinner, status: nil)).first == .installOverlay)
        #expect(harness.violations == [])
    }

    @Test func hugeGraceTimeWaitsThatLong() {
        let harness = PresenterHarness { $0.graceTimeInterval = 1e300 }
        #expect(harness.send(.show(.spinner, status: nil)) == [.scheduleTimer(Fixture.timer(.grace, 1), after: 1e300)])
        #expect(harness.advance(by: 1e299) == [])
        #expect(harness.advance(by: 1e300).first == .installOverlay)
        #expect(harness.violations == [])
    }

    @Test(arguments: fallbackToZero)
    func invalidMinimumDisplayTimeNeverHolds(_ minimum: TimeInterval) {
        let harness = PresenterHarness { $0.minimumDisplayTime = minimum }
        harness.showVisible()
        #expect(harness.send(.dismiss(delay: 0, completion: nil)).events == [.willDisappear])
    }

    @Test func hugeMinimumDisplayTimeHoldsUntilALaterShowSupersedesTheDismiss() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 1e300 }
        harness.showVisible()
        let completion = harness.newCompletion()
        // When
        let held = harness.send(.dismiss(delay: 0, completion: completion))
        let superseded = harness.send(.show(.spinner, status: "Next"))
        // Then
        #expect(held == [.scheduleTimer(Fixture.timer(.minimumDisplay, 2), after: 1e300)])
        #expect(
            Array(superseded.prefix(2)) == [
                .cancelTimer(Fixture.timer(.minimumDisplay, 2)), .runCompletion(completion, .superseded),
            ])
        #expect(harness.violations == [])
    }

    @Test(arguments: [(1e300, true), (.infinity, false)] as [(TimeInterval, Bool)])
    func hugeDelaysAndDurationsScheduleOnlyFiniteTimers(_ value: TimeInterval, _ scheduled: Bool) {
        // Given
        let harness = PresenterHarness()
        // When
        let shown = harness.showVisible(.info, status: nil, options: HUDOptions(duration: value))
        let asked = harness.send(.dismiss(delay: value, completion: harness.newCompletion()))
        let later = harness.advance(by: 1e200)
        // Then
        #expect(shown.scheduled.map(\.kind) == (scheduled ? [.autoDismiss] : []))
        #expect(asked.scheduled.map(\.kind) == (scheduled ? [.delayedDismiss] : []))
        #expect(later == [])
        #expect(harness.phase == .visible)
        #expect(harness.violations == [])
    }

    @Test func graceTimeLongerThanTheDelayedDismissShowsNothing() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 5 }
        let completion = harness.newCompletion()
        harness.send(.show(.spinner, status: "Loading"))
        harness.send(.dismiss(delay: 1, completion: completion))
        // When
        harness.advance(by: 10)
        let next = harness.showVisible(status: "Later")
        // Then
        #expect(harness.completionsRun == [completion])
        #expect(next.events == [.willAppear, .didAppear])
        #expect(harness.log.filter { $0 == .installOverlay }.count == 1)
        #expect(harness.violations == [])
    }

    @Test func invalidFadeDurationsFadeInstantly() {
        let harness = PresenterHarness {
            $0.fadeInAnimationDuration = .nan
            $0.fadeOutAnimationDuration = .infinity
        }
        let shown = harness.showVisible()
        let dismissed = harness.send(.dismiss(delay: 0, completion: nil))
        #expect(shown.contains(.fadeIn(Fixture.fade(1), duration: 0, reversing: false)))
        #expect(dismissed.last == .fadeOut(Fixture.fade(2), duration: 0))
    }

    @Test func invalidDismissTimeIntervalsStillGiveAFiniteAutoDismiss() {
        let harness = PresenterHarness {
            $0.minimumDismissTimeInterval = .nan
            $0.maximumDismissTimeInterval = -4
        }
        let shown = harness.showVisible(.success, status: "Saved")
        #expect(shown.last == .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 5 * 0.06 + 0.5))
    }

    @Test func callsInAnyOrderOnAFreshPresenterAreHarmless() {
        // Given
        let harness = PresenterHarness()
        // When
        let effects = [
            HUDInput.popActivity, .endActivity(Fixture.activity(1)), .setStatus("x"), .touch(.bezel, phase: .upInside),
            .timerFired(Fixture.timer(.autoDismiss, 1)), .fadeFinished(Fixture.fade(1)),
        ].flatMap { harness.send($0) }
        // Then
        #expect(effects == [])
        #expect(harness.state == HUDState())
    }
}
