import Foundation

/// Lets a burst of reports from any thread through as one hop to the main thread.
///
/// With ``HUDMainQueue`` (the hop itself, ordered) it is the whole of HUDCore's `Threading/` folder, HUDCore's only
/// touch of dispatch. HUDKit's `ProgressObserver` uses it directly.
///
/// A fast `Progress` reports through KVO many times per frame, on whatever thread changes it. Enqueuing a
/// main-queue block for each report floods the main queue, so each report first makes its value readable (the
/// `Progress` itself holds it), then asks the gate: ``report()`` answers `true` only when no hop is pending, and
/// only then does the reporter enqueue a hop. The hop, on the main thread, calls ``drain()`` first and then reads
/// the latest value: every report made before `drain()` returned is seen by this read, and the first report after
/// it hops again. So no report is lost, and at most one hop is ever queued.
///
/// ```swift
/// // In the KVO callback, on the thread that changed the progress (HUDKit's `ProgressObserver`):
/// if gate.report() { HUDMainQueue.main.run { gate.drain(); recordLatest() } }
/// ```
///
/// iOS 15 has neither `Synchronization.Atomic` nor `Mutex` (iOS 18), nor `OSAllocatedUnfairLock` (iOS 16), so the
/// state is a binary `DispatchSemaphore` (its count: `1` while no hop is pending), a `Sendable` cell on every
/// supported platform, and an `NSLock` orders each report and drain with the others: whatever a reporter wrote
/// before a report that returns `false` is visible to the main thread after the `drain()` that follows. A report
/// never waits for a hop, takes the lock for a few instructions, and allocates nothing. A gate may be released
/// with a hop pending.
@_spi(HUDEngine) public final class HUDReportGate: Sendable {
    private let lock = NSLock()
    /// The token: `1` while no hop is pending, `0` while one is. Created at `0` and signalled once: libdispatch
    /// crashes when a semaphore is released below the value it was created with, as this one is while a hop is
    /// pending.
    private let token = DispatchSemaphore(value: 0)
    /// A deadline that has passed (`DISPATCH_TIME_NOW`): taking the token never blocks and reads no clock.
    private let past = DispatchTime(uptimeNanoseconds: 0)

    /// Creates a gate with no hop pending.
    public init() {
        token.signal()
    }

    /// Records one report, from any thread: `true` when the caller must hop to the main thread (no hop was
    /// pending, and now one is), `false` when the pending hop will see this report.
    public func report() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return token.wait(timeout: past) == .success
    }

    /// Clears the pending hop, so that the next report hops again. Call it at the start of the hop (on the main
    /// thread, at tick time), before reading the latest value. Draining when no hop is pending changes nothing.
    ///
    /// - Returns: Whether a hop was pending.
    @discardableResult
    public func drain() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        // Take the token if it is there, then put it back: the gate never holds more than one token, so an extra
        // drain can never let two hops through.
        let wasPending = token.wait(timeout: past) == .timedOut
        token.signal()
        return wasPending
    }
}
