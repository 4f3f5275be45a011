#if canImport(UIKit)
import Foundation
@_spi(HUDEngine) import HUDCore

/// The work of a run with a Cancel button: it runs in a task of its own, which the button (``cancel()``) or the
/// cancellation of the awaiting task cancels, and its value comes back to the one caller that awaits it through a
/// continuation, which takes it as `sending`: the value need not be `Sendable`, as with a run without the button.
@MainActor
final class CancellableWork {
    private var task: Task<Void, Never>?
    private var isCancelled = false

    /// Cancels the work's task (before it started: as soon as it starts).
    func cancel() {
        isCancelled = true
        task?.cancel()
    }

    /// Runs `work` in a new task, where a `Task { }` written in its place would run, and returns what it returns
    /// or throws what it throws; cancelling the calling task cancels the work's.
    func value<Value>(of work: @escaping @Sendable () async throws -> sending Value) async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                task = Task {
                    do {
                        continuation.resume(returning: try await work())
                    } catch {
                        continuation.resume(throwing: error)
                    }
                }
                if isCancelled { task?.cancel() }
            }
        } onCancel: {
            HUDMainQueue.main.run { self.cancel() }
        }
    }
}
#endif  // canImport(UIKit)
