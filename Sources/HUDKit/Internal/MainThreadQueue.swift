#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore

/// The one hop every `nonisolated` entry point of HUDKit takes to the main thread: HUDCore's `HUDMainQueue.main`,
/// whose rules (at once on the main thread; from other threads in each caller's order; a read sees the caller's
/// earlier calls) are tested on Linux.
enum MainThreadQueue {
    /// Runs `work` on the main thread: now when called there, otherwise after the work submitted before it.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        HUDMainQueue.main.run(work)
    }

    /// Reads `body` on the main thread: now when called there, otherwise after the work this thread submitted
    /// before it.
    static func read<Value: Sendable>(_ body: @MainActor @Sendable () -> Value) -> Value {
        HUDMainQueue.main.read(body)
    }
}
#endif  // canImport(UIKit)
