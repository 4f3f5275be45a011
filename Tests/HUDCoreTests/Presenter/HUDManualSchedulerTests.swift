import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@MainActor
struct HUDManualSchedulerTests {
    /// Records which timers fired and at what virtual time.
    final class Firings {
        var fired: [(HUDTimerID, TimeInterval)] = []
        var ids: [HUDTimerID] { fired.map(\.0) }
    }

    let clock = HUDManualScheduler()
    let firings = Firings()

    func schedule(_ kind: HUDTimerID.Kind, _ serial: UInt64, after delay: TimeInterval) {
        let id = Fixture.timer(kind, serial)
        clock.schedule(id, after: delay) { [clock, firings] in firings.fired.append((id, clock.now)) }
    }

    @Test func timersFireInDeadlineOrderAtTheirDeadlines() {
        schedule(.grace, 1, after: 2)
        schedule(.autoDismiss, 2, after: 1)
        clock.advance(by: 5)
        #expect(firings.ids == [Fixture.timer(.autoDismiss, 2), Fixture.timer(.grace, 1)])
        #expect(firings.fired.map(\.1) == [1, 2])
        #expect(clock.now == 5)
    }

    @Test func equalDeadlinesFireInSerialOrder() {
        schedule(.grace, 5, after: 1)
        schedule(.grace, 3, after: 1)
        clock.advance(by: 1)
        #expect(firings.ids == [Fixture.timer(.grace, 3), Fixture.timer(.grace, 5)])
    }

    @Test func timerDueLaterThanTheAdvanceWaits() {
        schedule(.grace, 1, after: 2)
        clock.advance(by: 1.999)
        #expect(firings.ids == [])
        #expect(clock.pendingTimers == [Fixture.timer(.grace, 1)])
    }

    @Test func cancelledTimerNeverFires() {
        schedule(.grace, 1, after: 1)
        clock.cancel(Fixture.timer(.grace, 1))
        clock.cancel(Fixture.timer(.grace, 99))
        clock.advance(by: 10)
        #expect(firings.ids == [])
        #expect(clock.pendingTimers == [])
    }

    @Test(arguments: [-1, -TimeInterval.infinity, .nan])
    func negativeOrNaNDelayFiresOnTheNextAdvance(_ delay: TimeInterval) {
        clock.advance(by: 3)
        schedule(.grace, 1, after: delay)
        clock.advance(by: 0)
        #expect(firings.fired.map(\.1) == [3])
    }

    @Test(arguments: [-1, -TimeInterval.infinity, .nan])
    func advancingByANegativeOrNaNIntervalDoesNotMoveTime(_ interval: TimeInterval) {
        clock.advance(by: 2)
        clock.advance(by: interval)
        #expect(clock.now == 2)
    }

    @Test func timerScheduledByAnActionFiresWhenDueWithinTheSameAdvance() {
        // Given
        let chained = Fixture.timer(.autoDismiss, 2)
        clock.schedule(Fixture.timer(.grace, 1), after: 1) { [clock, firings] in
            firings.fired.append((Fixture.timer(.grace, 1), clock.now))
            clock.schedule(chained, after: 1) { firings.fired.append((chained, clock.now)) }
        }
        // When
        clock.advance(by: 2.5)
        // Then
        #expect(firings.fired.map(\.1) == [1, 2])
    }

    @Test func reschedulingAnIdReplacesIt() {
        schedule(.grace, 1, after: 1)
        schedule(.grace, 1, after: 3)
        clock.advance(by: 5)
        #expect(firings.fired.map(\.1) == [3])
    }

    @Test func pendingTimersAreListedSoonestFirst() {
        schedule(.grace, 1, after: 3)
        schedule(.autoDismiss, 2, after: 1)
        schedule(.minimumDisplay, 3, after: 2)
        #expect(clock.pendingTimers.map(\.serial) == [2, 3, 1])
    }

    @Test func infiniteDelayNeverFiresOnAFiniteAdvance() {
        schedule(.delayedDismiss, 1, after: .infinity)
        clock.advance(by: 1e300)
        #expect(firings.ids == [])
    }
}
