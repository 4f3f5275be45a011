import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// What each caller's calls did, in the order the main thread applied them.
@MainActor
private final class CallLog {
    private(set) var entries: [(caller: Int, call: Int)] = []

    func record(caller: Int, call: Int) {
        entries.append((caller, call))
    }

    func calls(of caller: Int) -> [Int] {
        entries.filter { $0.caller == caller }.map(\.call)
    }
}

@MainActor
struct HUDMainQueueTests {
    /// The hop as the background threads of these tests see it: never on the main thread. (On Linux, Swift Testing
    /// drains the main queue on threads that `Thread.isMainThread` does not call the main one, and not always the
    /// same one, so the tests say where they call from.)
    let queue = HUDMainQueue { false }

    /// Runs `body(caller)` for each caller at once, each on a thread of the global pool (never the main thread).
    private nonisolated func onBackgroundThreads(callers: Int, _ body: @escaping @Sendable (Int) -> Void) async {
        await withTaskGroup(of: Void.self) { group in
            for caller in 0..<callers {
                group.addTask {
                    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                        DispatchQueue.global().async {
                            body(caller)
                            done.resume()
                        }
                    }
                }
            }
        }
    }

    @Test func aCallOnTheMainThreadAppliesAtOnce() {
        // Given
        let log = CallLog()

        // When a call is made on the main thread (the main actor, where this test runs)
        HUDMainQueue { true }.run { log.record(caller: 0, call: 1) }

        // Then
        #expect(log.calls(of: 0) == [1])
    }

    @Test func callsFromSeveralThreadsApplyInEachCallersOrder() async {
        // Given
        let log = CallLog()

        // When four threads make 300 calls each at once, and each then reads (which waits for its calls)
        await onBackgroundThreads(callers: 4) { [queue] caller in
            for call in 0..<300 {
                queue.run { log.record(caller: caller, call: call) }
            }
            _ = queue.read { log.entries.count }
        }

        // Then every caller's calls applied, in the order it made them
        for caller in 0..<4 {
            #expect(log.calls(of: caller) == Array(0..<300), "caller \(caller)")
        }
    }

    @Test func aReadFromAnotherThreadSeesThatThreadsEarlierCalls() async {
        // Given
        let log = CallLog()

        // When each of three threads reads its own count right after each call
        await onBackgroundThreads(callers: 3) { [queue] caller in
            for call in 0..<100 {
                queue.run { log.record(caller: caller, call: call) }
                let seen = queue.read { log.calls(of: caller).count }
                // Then the read saw the call before it, never an older state
                #expect(seen == call + 1, "caller \(caller), call \(call)")
            }
        }
    }

    @Test func aSettingAndAShowFromAnotherThreadApplyInOrderAndTheHUDReadsAsVisible() async throws {
        // Given a session, and a background thread that sets the mask, then shows, then asks
        let fixture = SessionFixture()
        let session = fixture.session
        let visible = await withCheckedContinuation { (answer: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async { [queue] in
                queue.run { session.appearance.maskType = .black }
                queue.run { session.show(HUDContent(status: "Loading")) }
                answer.resume(returning: queue.read { session.isVisible })
            }
        }

        // Then the show was applied before the read, with the mask set before it
        #expect(visible)
        let frame = try #require(fixture.host.applied.last)
        #expect(frame.blocksTouches)
    }
}
