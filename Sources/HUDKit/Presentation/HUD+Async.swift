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
    /// HUD without an error. See ``HUDController/run(status:success:failure:options:_:)``.
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
    ///   - work: The work to run.
    /// - Returns: What `work` returned.
    @discardableResult
    public static func run<Value>(
        status: String? = nil,
        success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription },
        options: HUDOptions = HUDOptions(),
        _ work: () async throws -> Value
    ) async rethrows -> Value {
        try await HUDController.shared.run(
            status: status, success: success, failure: failure, options: options, work)
    }
}
#endif  // canImport(UIKit)
