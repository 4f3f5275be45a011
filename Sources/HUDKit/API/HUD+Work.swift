#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Work under the shared HUD: `async` runs (awaited from anywhere), synchronous work off the main thread, and
// blocking work on it; forwarders to `HUDController.shared`. See `HUDController+Async.swift` and
// `HUDController+Work.swift`. The "Running work" topic of the HUD page.
extension HUD {
    /// Runs `work` under the spinner: shows `status` while it runs, then `success` when it returns, or the error
    /// cross with the error's message when it throws, and rethrows the error; cancelling the task dismisses the
    /// HUD without an error. See ``HUDController/run(status:success:failure:options:onDisappear:_:)``.
    ///
    /// ```swift
    /// try await HUD.run(status: "Saving…", success: "Saved") { try await save() }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner while `work` runs. `nil` by default.
    ///   - success: Text under the success checkmark; `nil` dismisses without one. `nil` by default.
    ///   - failure: Text under the error cross for the error `work` threw. The error's `localizedDescription` by
    ///     default.
    ///   - options: Settings for this run's HUDs only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when the run's last HUD has disappeared. `nil` by default.
    ///   - work: The work to run.
    /// - Returns: What `work` returned.
    @discardableResult
    @MainActor public static func run<Value>(
        status: String? = nil,
        success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription },
        options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        _ work: () async throws -> Value
    ) async rethrows -> Value {
        try await HUDController.shared.run(
            status: status, success: success, failure: failure, options: options, onDisappear: onDisappear, work)
    }

    /// Runs `work` under the spinner with a Cancel button that cancels it; see
    /// ``HUDController/run(status:success:failure:options:cancelButton:onDisappear:_:)``.
    ///
    /// ```swift
    /// let report = try await HUD.run(status: "Uploading…", cancelButton: "Cancel") { try await upload() }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner while `work` runs. `nil` by default.
    ///   - success: Text under the success checkmark; `nil` dismisses without one. `nil` by default.
    ///   - failure: Text under the error cross for the error `work` threw. The error's `localizedDescription` by
    ///     default.
    ///   - options: Settings for this run's HUDs only. Empty options by default.
    ///   - cancelButton: The Cancel button's title, localized by the app.
    ///   - onDisappear: Runs once on the main actor when the run's last HUD has disappeared. `nil` by default.
    ///   - work: The work to run, in a task of its own that the button cancels; what it returns need not be
    ///     `Sendable`.
    /// - Returns: What `work` returned.
    @discardableResult
    @MainActor public static func run<Value>(
        status: String? = nil,
        success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription },
        options: HUDOptions = HUDOptions(),
        cancelButton: String,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        @_inheritActorContext _ work: @escaping @Sendable () async throws -> sending Value
    ) async throws -> Value {
        try await HUDController.shared.run(
            status: status, success: success, failure: failure, options: options, cancelButton: cancelButton,
            onDisappear: onDisappear, work)
    }

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
        HUDMainQueue.main.run {
            HUDController.shared.showWhileExecuting(
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
    @MainActor public static func showWhileBlocking<Value>(
        status: String? = nil, options: HUDOptions = HUDOptions(), _ work: () throws -> Value
    ) rethrows -> Value {
        try HUDController.shared.showWhileBlocking(status: status, options: options, work)
    }
}
#endif  // canImport(UIKit)
