#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// async/await forms of the façade, forwarding to `HUDController.shared`.
extension HUD {
    /// Dismisses the HUD after `delay` seconds, whatever its activity count, and returns once it has disappeared
    /// (after ``Foundation/NSNotification/Name/hudDidDisappear``); at once when no HUD is shown.
    ///
    /// A name of its own, so that `HUD.dismiss(withDelay: 1)` means the same, non-waiting call in `async` code as
    /// anywhere else (migrated SVProgressHUD code keeps its meaning).
    ///
    /// ```swift
    /// await HUD.dismissAndWait(withDelay: 0.5)
    /// ```
    /// - Parameter delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    public static func dismissAndWait(withDelay delay: TimeInterval = 0) async {
        await HUDController.shared.dismissAndWait(withDelay: delay)
    }

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
    public static func run<Value>(
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
    public static func run<Value>(
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
}
#endif  // canImport(UIKit)
