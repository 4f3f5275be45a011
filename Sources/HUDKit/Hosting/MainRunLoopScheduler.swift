#if canImport(UIKit)
import Dispatch
@_spi(HUDEngine) import HUDCore
import QuartzCore

/// HUDCore's clock and timers on the main thread: `now` is `CACurrentMediaTime()` and every timer is a
/// `DispatchWorkItem` on the main queue (which also runs while a scroll view tracks, unlike a default-mode `Timer`).
@MainActor
final class MainRunLoopScheduler: HUDScheduling {
    /// The longest delay handed to Dispatch (about 31 years); longer delays fire then, which is never in practice.
    private static let longestDelay: TimeInterval = 1e9

    private var pending: [HUDTimerID: DispatchWorkItem] = [:]
    private var actions: [HUDTimerID: @MainActor () -> Void] = [:]

    /// Seconds since boot on the monotonic media clock (the clock `DispatchTime` uses too).
    var now: TimeInterval { CACurrentMediaTime() }

    /// Schedules `action` on the main queue after `delay` seconds; a negative or NaN delay fires on the next turn
    /// of the main queue, and rescheduling an id replaces its timer.
    func schedule(_ id: HUDTimerID, after delay: TimeInterval, action: @escaping @MainActor () -> Void) {
        cancel(id)
        let seconds = delay.isNaN ? 0 : min(max(delay, 0), Self.longestDelay)
        let item = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.fire(id) }
        }
        actions[id] = action
        pending[id] = item
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(seconds * 1e9)), execute: item)
    }

    /// Cancels `id`; an unknown or fired id does nothing.
    func cancel(_ id: HUDTimerID) {
        pending.removeValue(forKey: id)?.cancel()
        actions.removeValue(forKey: id)
    }

    private func fire(_ id: HUDTimerID) {
        pending.removeValue(forKey: id)
        actions.removeValue(forKey: id)?()
    }
}
#endif  // canImport(UIKit)
