#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import QuartzCore
import UIKit

// Synchronous work (MBProgressHUD's `showAnimated:whileExecutingBlock:onQueue:completionBlock:`), and blocking work
// on the main thread (MBProgressHUD's FAQ). Both hold the HUD with a run of their own (HUDCore's `HUDRunPlan`, as
// `run(status:…)` does), so other shows, activities and runs share the HUD as usual.
extension HUDController {
    /// Shows the spinner with `status`, runs the synchronous `work` on `queue`, then dismisses the HUD and, once it
    /// is gone, runs `completion` on the main thread (MBProgressHUD's `showAnimated:whileExecutingBlock:onQueue:`).
    ///
    /// The HUD is held by a run of its own: while another activity or run is open the HUD stays for it, and
    /// `completion` waits until the HUD has disappeared. Callable from the main thread only; ``HUD``'s static
    /// variant from any thread.
    ///
    /// ```swift
    /// HUDController.shared.showWhileExecuting(status: "Compressing…") {
    ///     archive.compress()  // blocking, off the main thread
    /// } completion: {
    ///     print("done, and the HUD is gone")
    /// }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - queue: Where `work` runs. A global queue of the user-initiated quality of service by default; the main
    ///     queue blocks the main thread (see ``showWhileBlocking(status:options:_:)``).
    ///   - work: The synchronous work.
    ///   - completion: Runs on the main thread once the work has returned and the HUD is gone. `nil` by default.
    public func showWhileExecuting(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        on queue: DispatchQueue = .global(qos: .userInitiated),
        _ work: @escaping @Sendable () -> Void,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let run = session.beginRun(status: status, options: options, onDisappear: completion)
        queue.async {
            work()
            HUDMainQueue.main.run { self.session.finishRun(run, .returned) }
        }
    }

    /// Shows the spinner with `status`, lets it draw, runs the blocking `work` on the main thread, then dismisses
    /// the HUD, and returns what `work` returned (MBProgressHUD's FAQ: "show, let it draw, then run the work").
    ///
    /// UIKit draws a HUD on the next turn of the run loop, so a HUD shown right before synchronous main-thread work
    /// never appears. This commits the HUD's frame and its fade-in first (`CATransaction.flush()`): Core Animation
    /// runs them outside the main thread, so the fade-in plays and the spinner turns while `work` blocks. Nothing
    /// else changes on screen until `work` returns: a `setStatus` or progress from inside it, touches and the app's
    /// own views wait. With a grace time the HUD is not drawn yet when `work` starts. Move such work off the main
    /// thread where you can (``showWhileExecuting(status:options:on:_:completion:)``, `run(status:…)`).
    ///
    /// ```swift
    /// let rows = HUDController.shared.showWhileBlocking(status: "Migrating…") {
    ///     database.migrate()  // must run on the main thread
    /// }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - work: The blocking work, run on the main thread.
    /// - Returns: What `work` returned; an error it throws is rethrown after the HUD is dismissed.
    @discardableResult
    public func showWhileBlocking<Value>(
        status: String? = nil, options: HUDOptions = HUDOptions(), _ work: () throws -> Value
    ) rethrows -> Value {
        let run = session.beginRun(status: status, options: options)
        defer { session.finishRun(run, .returned) }
        host.drawNow()
        return try work()
    }
}
#endif  // canImport(UIKit)
