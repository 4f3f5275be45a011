import Dispatch
import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// HUDKit's measurer reads the app's font family on the main thread only, and measures in the system font anywhere
/// else (`UIKitTextMeasurer`'s documented rule). It relies on this: the sessions it is handed to (`@MainActor`, the
/// main thread on iOS) measure synchronously inside their own calls, at every show, update and message, and never
/// later on some other executor.
@MainActor
struct HUDTextMeasuringThreadTests {
    /// The approximate measurer, counting its calls (a semaphore: a `Sendable` counter).
    private struct CountingMeasurer: HUDTextMeasuring {
        let counter = DispatchSemaphore(value: 0)

        func measure(_ text: String, font: HUDFont, fontScale: CGFloat, maximumSize: CGSize) -> HUDTextMeasurement {
            counter.signal()
            return HUDApproximateTextMeasurer().measure(
                text, font: font, fontScale: fontScale, maximumSize: maximumSize)
        }

        /// How often it was called since the last read.
        func calls() -> Int {
            var count = 0
            while counter.wait(timeout: .now()) == .success { count += 1 }
            return count
        }
    }

    /// Lets every task that could still run do so.
    private func yieldToOtherTasks() async {
        for _ in 0..<20 {
            await Task.yield()
        }
    }

    @Test func theHUDSessionMeasuresInsideItsOwnCallsOnly() async {
        // Given
        let measurer = CountingMeasurer()
        let host = RecordingHost()
        let session = HUDSession(measurer: measurer, host: host, scheduler: HUDManualScheduler())

        // When
        session.show(HUDContent(status: "Saving…"), onEnd: nil)
        let duringShow = measurer.calls()
        session.setStatus("Still saving…")
        let duringUpdate = measurer.calls()
        await yieldToOtherTasks()

        // Then
        #expect(duringShow > 0)
        #expect(duringUpdate > 0)
        #expect(measurer.calls() == 0, "A measure made later could run off the main thread, in the system font")
    }

    @Test func theMessageSessionMeasuresInsideItsOwnCallsOnly() async {
        // Given
        let measurer = CountingMeasurer()
        let host = RecordingMessageHost()
        let messages = HUDMessageSession(measurer: measurer, host: host, scheduler: HUDManualScheduler())

        // When
        _ = messages.show(HUDMessage("Copied"), onTap: nil, onDisappear: nil)
        let duringShow = measurer.calls()
        await yieldToOtherTasks()

        // Then
        #expect(duringShow > 0)
        #expect(measurer.calls() == 0, "A measure made later could run off the main thread, in the system font")
        #expect(!host.calls.isEmpty)
    }
}
