#if canImport(UIKit)
/// Resumes the continuation of an `await`ed dismiss exactly once: when the dismiss completion runs (HUDCore runs
/// each completion exactly once), or, should the completion never run because its controller was released first,
/// when the last reference to the waiter goes.
@MainActor
final class DismissWaiter {
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    /// Resumes the waiting task; a second call does nothing.
    func resume() {
        continuation?.resume()
        continuation = nil
    }

    deinit {
        continuation?.resume()
    }
}
#endif  // canImport(UIKit)
