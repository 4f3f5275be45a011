import Foundation

/// The one hop that calls made from any thread take to the main thread, in each caller's order: an ordered hop,
/// never an unordered `Task { @MainActor in }` (a show landing after its dismiss is a bug).
///
/// With ``HUDReportGate`` it is the whole of HUDCore's `Threading/` folder, HUDCore's only touch of dispatch: every
/// other HUDCore type is a plain value or a `@MainActor` session that never reads a clock nor touches a queue.
/// HUDKit calls it directly (`HUDMainQueue.main`), with no forwarder of its own.
///
/// HUDKit's `nonisolated` entry points (every `show…`, `dismiss`, the settings' setters, the calls on a view's HUD)
/// go through it, and its reads (`HUD.isVisible`, the settings' getters) too:
/// - **On the main thread** a call applies at once, so a read right after it sees it (`HUD.isVisible` is `true`
///   right after `HUD.show()`).
/// - **From any other thread** a call is submitted to the main queue, whose blocks run in submission order: each
///   caller's calls — shows, dismisses and settings alike — apply in the order that caller made them. Separate
///   `Task { @MainActor in }` hops carry no such guarantee. Swift concurrency's main actor runs on the main queue
///   too, so a task that sets `HUD.style` off the main actor and then `await MainActor.run { HUD.show() }`
///   still sees the style applied first.
/// - **A read from another thread** waits for the main thread and runs after every call that thread submitted
///   before it, so it sees them: `HUD.show()` then `HUD.isVisible` on a background thread answers `true`. It blocks
///   its thread until then, so never read from a thread the main thread is waiting for.
///
/// ```swift
/// HUDMainQueue.main.run { session.show(HUDContent(status: "Loading")) }
/// let shown = HUDMainQueue.main.read { session.isVisible }
/// ```
package struct HUDMainQueue: Sendable {
    /// The queue of the app's main thread, the one HUDKit uses.
    public static let main = HUDMainQueue { Thread.isMainThread }

    /// Whether the caller is on the thread that drains the main queue.
    private let isMainThread: @Sendable () -> Bool

    /// Creates the hop to the main queue; `isMainThread` says whether the caller is on the thread that drains it
    /// (`Thread.isMainThread` in an app; tests on Linux, where the main queue may be drained by another thread,
    /// pass their own).
    ///
    /// - Parameter isMainThread: Whether the caller is on the thread that drains the main queue.
    public init(isMainThread: @escaping @Sendable () -> Bool) {
        self.isMainThread = isMainThread
    }

    /// Applies `work` on the main thread: now when called there, otherwise after the work submitted before it.
    ///
    /// - Parameter work: The call to apply.
    public func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isMainThread() {
            MainActor.assumeIsolated(work)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(work) }
        }
    }

    /// Reads `body` on the main thread: now when called there, otherwise after the work this thread submitted
    /// before it, waiting for the answer.
    ///
    /// - Parameter body: What to read.
    /// - Returns: What `body` returned.
    public func read<Value: Sendable>(_ body: @MainActor @Sendable () -> Value) -> Value {
        if isMainThread() { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
