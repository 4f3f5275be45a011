#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Synchronous work off the main thread, and blocking work on it: forwarders to `HUDController.shared` and a view's
// controller. See `HUDController+Work.swift`.
extension HUD {
    /// Shows the spinner with `status`, runs the synchronous `work` on `queue`, then dismisses the HUD and, once it
    /// is gone, runs `completion` on the main thread (MBProgressHUD's `showAnimated:whileExecutingBlock:onQueue:`).
    /// Callable from any thread; see ``HUDController/showWhileExecuting(status:options:on:_:completion:)``.
    ///
    /// ```swift
    /// HUD.showWhileExecuting(status: "Compressing…", on: .global(qos: .utility)) {
    ///     archive.compress()
    /// } completion: {
    ///     HUD.showSuccess(status: "Compressed")
    /// }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - queue: Where `work` runs. A global queue of the user-initiated quality of service by default.
    ///   - work: The synchronous work.
    ///   - completion: Runs on the main thread once the work has returned and the HUD is gone. `nil` by default.
    public nonisolated static func showWhileExecuting(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        on queue: DispatchQueue = .global(qos: .userInitiated),
        _ work: @escaping @Sendable () -> Void,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.showWhileExecuting(
                status: status, options: options, on: queue, work, completion: completion)
        }
    }

    /// Shows the spinner with `status` in `view`, runs the synchronous `work` on `queue`, then dismisses that HUD and,
    /// once it is gone, runs `completion` on the main thread (MBProgressHUD's
    /// `showAnimated:whileExecutingBlock:onQueue:completionBlock:` on a HUD added to a view).
    ///
    /// ```swift
    /// HUD.showWhileExecuting(in: card, status: "Resizing…") {
    ///     thumbnails.render()
    /// }
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - queue: Where `work` runs. A global queue of the user-initiated quality of service by default.
    ///   - work: The synchronous work.
    ///   - completion: Runs on the main thread once the work has returned and the HUD is gone. `nil` by default.
    public nonisolated static func showWhileExecuting(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        on queue: DispatchQueue = .global(qos: .userInitiated),
        _ work: @escaping @Sendable () -> Void,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            controller(in: view).showWhileExecuting(
                status: status, options: options, on: queue, work, completion: completion)
        }
    }

    /// Shows the spinner with `status`, lets it draw, runs the blocking `work` on the main thread, then dismisses
    /// the HUD and returns what `work` returned. A HUD shown right before synchronous main-thread work is otherwise
    /// never drawn; see ``HUDController/showWhileBlocking(status:options:_:)`` for what still moves while it blocks.
    ///
    /// ```swift
    /// HUD.showWhileBlocking(status: "Migrating…") {
    ///     database.migrate()  // must run on the main thread
    /// }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - work: The blocking work, run on the main thread.
    /// - Returns: What `work` returned; an error it throws is rethrown after the HUD is dismissed.
    @discardableResult
    public static func showWhileBlocking<Value>(
        status: String? = nil, options: HUDOptions = HUDOptions(), _ work: () throws -> Value
    ) rethrows -> Value {
        try HUDController.shared.showWhileBlocking(status: status, options: options, work)
    }
}
#endif  // canImport(UIKit)
