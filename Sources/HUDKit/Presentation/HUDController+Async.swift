#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDController {
    /// Dismisses the HUD after `delay` seconds, whatever its activity count, and returns once it has disappeared
    /// (after `hudDidDisappear`); at once when no HUD is shown. Cancelling the waiting task does not stop the
    /// dismiss, and the call still returns only when the HUD is gone.
    ///
    /// A name of its own, so that `dismiss(withDelay: 1)` means the same, non-waiting call in `async` code as
    /// anywhere else.
    ///
    /// ```swift
    /// await HUDController.shared.dismissAndWait(withDelay: 0.5)
    /// ```
    /// - Parameter delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    public func dismissAndWait(withDelay delay: TimeInterval = 0) async {
        await withCheckedContinuation { continuation in
            let waiter = DismissWaiter(continuation)
            dismiss(withDelay: delay) { waiter.resume() }
        }
    }

    /// Runs `work` under the spinner: shows `status` while it runs, then `success` when it returns, or the error
    /// cross with `failure(error)` when it throws, and rethrows the error.
    ///
    /// When the task is cancelled the HUD goes away at once without an error (the work goes on until it checks
    /// for cancellation; whatever it ends with is not shown). A task cancelled before the call shows no HUD at
    /// all. Runs that overlap share the HUD: each holds it with its own scoped activity, one that finishes first
    /// leaves the spinner to the others, and an error is always shown (see `HUDRunPlan`).
    ///
    /// `work` runs where it was written: a closure written on the main actor runs there.
    ///
    /// ```swift
    /// let document = try await HUDController.shared.run(status: "Saving…", success: "Saved") {
    ///     try await save()
    /// }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner while `work` runs. `nil` by default.
    ///   - success: Text under the success checkmark; `nil` dismisses without one, `""` shows the checkmark
    ///     alone. `nil` by default.
    ///   - failure: Text under the error cross for the error `work` threw. The error's `localizedDescription` by
    ///     default.
    ///   - options: Settings for this run's HUDs only (a `duration` applies to the outcome, never to the
    ///     spinner). Empty options by default.
    ///   - work: The work to run.
    /// - Returns: What `work` returned.
    @discardableResult
    public func run<Value>(
        status: String? = nil,
        success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription },
        options: HUDOptions = HUDOptions(),
        _ work: () async throws -> Value
    ) async rethrows -> Value {
        guard !Task.isCancelled else { return try await work() }
        let run = session.beginRun(status: status, success: success, options: options)
        do {
            let value = try await withTaskCancellationHandler(operation: work) {
                MainThreadQueue.run { self.session.finishRun(run, .cancelled) }
            }
            session.finishRun(run, .returned)
            return value
        } catch {
            let outcome = HUDRunPlan.Outcome.thrown(
                message: failure(error), isCancellationError: HUDRunPlan.Outcome.isCancellation(error),
                isTaskCancelled: Task.isCancelled)
            session.finishRun(run, outcome)
            throw error
        }
    }
}
#endif  // canImport(UIKit)
