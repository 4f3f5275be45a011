import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// What a progress tick costs: the session must move the ring of the frame on screen, never measure or lay out again.
@MainActor
struct HUDSessionHotPathTests {
    /// Counts on the main actor how often the session asks for a measurement.
    @MainActor final class Counter {
        var measurements = 0
    }

    /// The approximate measurer, counting its calls.
    struct CountingMeasurer: HUDTextMeasuring {
        let counter: Counter

        func measure(_ text: String, font: HUDFont, fontScale: CGFloat, maximumSize: CGSize) -> HUDTextMeasurement {
            MainActor.assumeIsolated { counter.measurements += 1 }
            return HUDApproximateTextMeasurer().measure(
                text, font: font, fontScale: fontScale, maximumSize: maximumSize)
        }
    }

    let counter = Counter()
    let host = RecordingHost()
    let session: HUDSession

    init() {
        session = HUDSession(measurer: CountingMeasurer(counter: counter), host: host, scheduler: HUDManualScheduler())
    }

    @Test func progressTicksNeverMeasureTheStatusAgain() {
        // Given a progress ring with a status on screen, measured once
        session.send(.show(.progress(0), status: "Uploading…"))
        let afterShow = counter.measurements
        // When a hundred ticks arrive
        for step in 1...100 {
            session.send(.show(.progress(Double(step) / 100), status: "Uploading…"))
        }
        // Then the status was not measured again, and each tick changed only the ring of the frame first applied
        #expect(afterShow == 1)
        #expect(counter.measurements == 1)
        let first = host.applied.first
        #expect(host.applied.count == 101)
        #expect(host.applied.last == first?.updatingProgress(1))
    }

    @Test func aNewStatusIsMeasuredOnce() {
        // Given
        session.send(.show(.progress(0.2), status: "Uploading…"))
        // When the status changes with the progress
        session.send(.show(.progress(0.3), status: "Uploading 2 of 3…"))
        // Then the new status is measured, once
        #expect(counter.measurements == 2)
    }

    @Test func aTickToTheValueOnScreenAppliesNothing() {
        // Given a ring at 40 % on screen
        session.send(.show(.progress(0.4), status: "Uploading…"))
        let applied = host.applied.count
        // When ticks arrive that do not move it
        session.send(.show(.progress(0.4), status: "Uploading…"))
        session.send(.show(.progress(0.4), status: "Uploading…"))
        // Then the host is not asked to apply a frame
        #expect(host.applied.count == applied)
    }
}
