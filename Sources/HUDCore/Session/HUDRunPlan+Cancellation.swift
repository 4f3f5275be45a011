import Foundation

extension HUDRunPlan.Outcome {
    /// Whether `error` means "cancelled" rather than "failed", so that a run shows no error for it:
    /// `CancellationError`, `URLError.cancelled` and `CocoaError.userCancelled`, as Swift values or as the `NSError`s
    /// they bridge to (the same answer on every platform). Every other error, an app's own included, is a failure.
    ///
    /// ```swift
    /// let outcome = HUDRunPlan.Outcome.thrown(
    ///     message: error.localizedDescription,
    ///     isCancellationError: HUDRunPlan.Outcome.isCancellation(error),
    ///     isTaskCancelled: Task.isCancelled)
    /// ```
    /// - Parameter error: The error the run's work threw.
    public static func isCancellation(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        let error = error as NSError
        switch error.domain {
        case NSURLErrorDomain: return error.code == NSURLErrorCancelled
        case NSCocoaErrorDomain: return error.code == CocoaError.userCancelled.rawValue
        default: return false
        }
    }
}
