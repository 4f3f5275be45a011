#if canImport(UIKit)
import Foundation

/// The one hop every `nonisolated` entry point of HUDKit takes to the main thread.
///
/// On the main thread the work runs at once (so `HUD.isVisible` is true right after `HUD.show()`); on any other
/// thread it is submitted to the main queue, whose blocks run in submission order. Each caller's calls therefore
/// apply in the order the caller made them — unlike separate `Task { @MainActor in }` hops, which carry no ordering
/// guarantee between them. Swift concurrency's main actor also runs on the main queue, so a task that calls
/// `HUD.show()` off the main actor and then `await MainActor.run { HUD.dismiss() }` still sees them in order.
enum MainThreadQueue {
    /// Runs `work` on the main thread: now when called there, otherwise after the work submitted before it.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated(work)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(work) }
        }
    }
}
#endif  // canImport(UIKit)
