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
    ///   - onDisappear: Runs once on the main actor when the run's last HUD has disappeared (its checkmark or
    ///     cross, or the spinner when it ends without one), at once when the run showed nothing. `nil` by default.
    ///   - work: The work to run.
    /// - Returns: What `work` returned.
    @discardableResult
    public func run<Value>(
        status: String? = nil,
        success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription },
        options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        _ work: () async throws -> Value
    ) async rethrows -> Value {
        let run = session.beginRun(
            status: status, success: success, options: options, isTaskCancelled: Task.isCancelled,
            onDisappear: onDisappear)
        return try await perform(run, failure: failure, work)
    }

    /// Runs `work` as ``run(status:success:failure:options:onDisappear:_:)`` does, with a Cancel button on the
    /// spinner: a touch-up on it cancels the task that runs `work` and the HUD goes at once, as when the calling
    /// task is cancelled (which cancels `work` too). The call then throws what `work` throws, typically
    /// `CancellationError`, or returns what it returns if it ignores cancellation; its outcome is not shown either
    /// way. The button is on the spinner only, never on the outcome.
    ///
    /// `work` runs in a task of its own, where a `Task { }` written in the same place would run: on the main actor
    /// when it is written there. It accepts the closures the call without the button accepts, whatever they return:
    /// a value that is not `Sendable` is sent back to the caller (`sending`).
    ///
    /// Runs that overlap each keep their own spinner, status, options and Cancel button: the HUD shows the latest
    /// open one's, and when that one ends (its button, its task or its work) the HUD shows the next open run's own
    /// status and button again, whose taps cancel that run. A run that has ended never shows its button again, and
    /// its cancel action never runs.
    ///
    /// ```swift
    /// let report = try await HUD.run(status: "Uploading…", success: "Uploaded", cancelButton: "Cancel") {
    ///     try await upload()
    /// }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner while `work` runs. `nil` by default.
    ///   - success: Text under the success checkmark; `nil` dismisses without one. `nil` by default.
    ///   - failure: Text under the error cross for the error `work` threw. The error's `localizedDescription` by
    ///     default.
    ///   - options: Settings for this run's HUDs only; its `button` is replaced by the Cancel button. Empty options
    ///     by default.
    ///   - cancelButton: The Cancel button's title, localized by the app.
    ///   - onDisappear: Runs once on the main actor when the run's last HUD has disappeared. `nil` by default.
    ///   - work: The work to run.
    /// - Returns: What `work` returned.
    @discardableResult
    public func run<Value>(
        status: String? = nil,
        success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription },
        options: HUDOptions = HUDOptions(),
        cancelButton: String,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        @_inheritActorContext _ work: @escaping @Sendable () async throws -> sending Value
    ) async throws -> Value {
        let cancellable = CancellableWork()
        let run = session.beginRun(
            status: status, success: success, options: options, cancelButton: cancelButton,
            cancelWork: { cancellable.cancel() }, isTaskCancelled: Task.isCancelled, onDisappear: onDisappear)
        return try await perform(run, failure: failure) {
            try await cancellable.value(of: work)
        }
    }

    /// Awaits `work` for `run` and finishes the run with how it ended: cancelled when the calling task is, else
    /// returned or thrown. A run the session finished from the start (its task was already cancelled when it
    /// began, `HUDSession.beginRun`) ignores each of these.
    private func perform<Value>(
        _ run: HUDActivityID, failure: (any Error) -> String, _ work: () async throws -> Value
    ) async rethrows -> Value {
        do {
            let value = try await withTaskCancellationHandler(operation: work) {
                HUDMainQueue.main.run { self.session.finishRun(run, .cancelled) }
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
