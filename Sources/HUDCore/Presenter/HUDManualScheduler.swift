import Foundation

/// A virtual clock for tests and previews: time moves only when ``advance(by:)`` is called.
///
/// ```swift
/// let clock = HUDManualScheduler()
/// clock.advance(by: 1.5) // fires every timer due within 1.5 s, in order
/// ```
@MainActor
@_spi(HUDEngine) public final class HUDManualScheduler: HUDScheduling {
    private struct Entry {
        let id: HUDTimerID
        let deadline: TimeInterval
        let action: @MainActor () -> Void
    }

    /// The virtual time in seconds. `0` at first.
    public private(set) var now: TimeInterval = 0
    private var entries: [Entry] = []

    /// Creates a clock at time 0.
    public init() {}

    /// The timers that are scheduled and not yet fired or cancelled, soonest first.
    public var pendingTimers: [HUDTimerID] {
        entries.sorted(by: Self.firesBefore).map(\.id)
    }

    /// The deadline of the soonest timer, or `nil` when none is scheduled.
    public var nextDeadline: TimeInterval? {
        entries.map(\.deadline).min()
    }

    /// Schedules `action`; a negative or NaN delay fires at the current time on the next ``advance(by:)``.
    public func schedule(_ id: HUDTimerID, after delay: TimeInterval, action: @escaping @MainActor () -> Void) {
        entries.removeAll { $0.id == id }
        let wait = delay.isNaN ? 0 : max(delay, 0)
        entries.append(Entry(id: id, deadline: now + wait, action: action))
    }

    /// Cancels a timer.
    public func cancel(_ id: HUDTimerID) {
        entries.removeAll { $0.id == id }
    }

    /// Moves time forward by `interval` (negative or NaN: not at all), firing every due timer at its own
    /// deadline, earliest first; timers scheduled by a firing action run too when they fall due in the interval.
    public func advance(by interval: TimeInterval) {
        let end = now + (interval.isNaN ? 0 : max(interval, 0))
        while let next = entries.filter({ $0.deadline <= end }).min(by: Self.firesBefore) {
            entries.removeAll { $0.id == next.id }
            now = max(now, next.deadline)
            next.action()
        }
        now = end
    }

    private static func firesBefore(_ lhs: Entry, _ rhs: Entry) -> Bool {
        (lhs.deadline, lhs.id.serial) < (rhs.deadline, rhs.id.serial)
    }
}
