import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// HUDKit's message calls from any thread (`HUDHandle.showMessage(_:…)`, `HUDHandle.hideMessage(id:)`,
/// `HUD.messagePosition`) go through ``HUDMainQueue`` to the messages lane, as the HUD's calls do: applied on the
/// main thread in the order each caller made them.
@MainActor
struct HUDMessageMainQueueTests {
    /// Background threads of these tests are never the main one (see `HUDMainQueueTests`).
    let queue = HUDMainQueue { false }
    let lane = MessageFixture()

    /// Runs `body` on a thread of the global pool (never the main thread) and waits for it.
    private nonisolated func onBackgroundThread(_ body: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                body()
                done.resume()
            }
        }
    }

    @Test func aPositionAMessageAndItsHideFromAnotherThreadApplyInTheCallersOrder() async throws {
        // Given a helper on a background thread that moves messages to the top, shows one, then hides it
        let lane = lane
        await onBackgroundThread { [queue] in
            queue.run { lane.messages.appearance.messagePosition = .top }
            queue.run { lane.show("Saved", id: "save") }
            queue.run { lane.messages.hide(id: "save") }
            _ = queue.read { lane.phase }
        }

        // Then the message was drawn at the top (the position applied before the show), and the hide that
        // followed the show ended it (applied after it, never before it)
        let drawn = lane.host.calls.compactMap { call -> HUDRenderDescription? in
            guard case .apply(let render) = call else { return nil }
            return render
        }
        let first = try #require(drawn.first)
        #expect(first.bezel.frame.midY < first.canvas.midY)
        lane.settle()
        #expect(lane.disappeared == ["Saved"])
        #expect(lane.phase == .idle)
    }

    @Test func messagesFromSeveralThreadsQueueInEachCallersOrder() async {
        // Given three threads, each showing four messages
        let lane = lane
        await withTaskGroup(of: Void.self) { group in
            for caller in 0..<3 {
                group.addTask {
                    await onBackgroundThread { [queue] in
                        for index in 0..<4 {
                            queue.run { lane.show("\(caller)-\(index)", options: HUDOptions(duration: 1)) }
                        }
                    }
                }
            }
        }

        // When the lane runs its course
        lane.settle()

        // Then every caller's messages were shown, in the order that caller showed them
        for caller in 0..<3 {
            let mine = lane.host.drawnTexts.filter { $0.hasPrefix("\(caller)-") }
            #expect(mine == (0..<4).map { "\(caller)-\($0)" }, "caller \(caller)")
        }
    }
}
