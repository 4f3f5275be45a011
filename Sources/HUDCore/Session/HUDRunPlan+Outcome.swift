extension HUDRunPlan {
    /// How the work of a run ended.
    ///
    /// ```swift
    /// let outcome = HUDRunPlan.Outcome.thrown(
    ///     message: error.localizedDescription,
    ///     isCancellationError: error is CancellationError,
    ///     isTaskCancelled: Task.isCancelled)
    /// ```
    public enum Outcome: Hashable, Sendable {
        /// The work returned a value; a run whose task was cancelled but whose work still returned counts as
        /// returned (the work was done). HUDKit's `run` finishes a run with ``cancelled`` as soon as its task is
        /// cancelled, so this applies only to work that returned before the cancellation reached the main thread.
        case returned
        /// The work threw an error that is not a cancellation; `message` is its text for the error HUD.
        case threw(message: String)
        /// The work was cancelled; the HUD goes away without an error.
        case cancelled

        /// Classifies a thrown error: a cancellation error (`CancellationError`, `URLError.cancelled`, … — the
        /// caller recognises them with ``isCancellation(_:)``) or any error thrown by a task that was cancelled is
        /// ``cancelled``; every other error is ``threw(message:)``.
        ///
        /// A cancelled task often surfaces as some other error (a wrapped one, a closed stream), so the task's
        /// own cancellation wins over the error's type: a cancelled run never shows an error.
        ///
        /// - Parameters:
        ///   - message: The error's text, e.g. its `localizedDescription`.
        ///   - isCancellationError: Whether the error itself means "cancelled".
        ///   - isTaskCancelled: Whether the running task was cancelled (`Task.isCancelled`).
        public static func thrown(message: String, isCancellationError: Bool, isTaskCancelled: Bool) -> Outcome {
            isCancellationError || isTaskCancelled ? .cancelled : .threw(message: message)
        }
    }
}
