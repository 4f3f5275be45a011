extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `seconds` (iOS 15 has no `Task.sleep(for:)`); throws when it is cancelled.
    static func sleep(seconds: Double) async throws {
        try await sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
    }
}
