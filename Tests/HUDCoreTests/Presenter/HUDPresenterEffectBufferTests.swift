import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `handle(_:now:into:)` is the allocation-free form of `handle(_:now:)` that the engine uses: same effects, same
/// state, the caller's buffer reused.
struct HUDPresenterEffectBufferTests {
    /// A presentation that goes through every kind of effect: appearing, a timer, ticks, a status change, a held
    /// dismiss with a completion, a stale fade and the fade-out.
    private let inputs: [(HUDInput, TimeInterval)] = [
        (.show(.progress(0.1), status: "Uploading"), 0),
        (.fadeFinished(Fixture.fade(1)), 0.15),
        (.show(.progress(0.5), status: "Uploading"), 0.2),
        (.show(.progress(0.5), status: "Uploading"), 0.3),
        (.setStatus("Almost done"), 2.4),
        (.dismiss(delay: 0.5, completion: Fixture.completion(1)), 2.5),
        (.timerFired(Fixture.timer(.delayedDismiss, 2)), 3),
        (.fadeFinished(Fixture.fade(1)), 3.1),
        (.fadeFinished(Fixture.fade(3)), 3.2),
    ]

    @Test func bufferedHandleGivesTheSameEffectsAndStateAsTheReturningOne() {
        // Given
        var returning = HUDPresenter()
        var buffered = HUDPresenter()
        var buffer: [HUDEffect] = []
        for (input, now) in inputs {
            // When
            let expected = returning.handle(input, now: now)
            buffered.handle(input, now: now, into: &buffer)
            // Then
            #expect(buffer == expected, "\(input) at t=\(now)")
            #expect(buffered.state == returning.state, "\(input) at t=\(now)")
        }
        #expect(buffered.state == HUDState())
        #expect(buffered.liveTimers.isEmpty)
    }

    @Test func bufferedHandleReplacesWhatTheBufferHeld() {
        // Given
        var presenter = HUDPresenter()
        _ = presenter.handle(.show(.progress(0.1), status: "Uploading"), now: 0)
        var buffer: [HUDEffect] = [.installOverlay, .tapped(.bezel), .removeOverlay]
        // When
        presenter.handle(.show(.progress(0.6), status: "Uploading"), now: 0.1, into: &buffer)
        // Then
        #expect(buffer == [.updateProgress(0.6)])
    }

    @Test func inputWithoutEffectsLeavesTheBufferEmpty() {
        // Given
        var presenter = HUDPresenter()
        var buffer: [HUDEffect] = [.tapped(.bezel)]
        // When
        presenter.handle(.fadeFinished(Fixture.fade(7)), now: 0, into: &buffer)
        // Then
        #expect(buffer.isEmpty)
        #expect(presenter.state == HUDState())
    }

    @Test func progressTickWritesIntoTheBufferItWasGivenWithoutReallocating() {
        // Given
        var presenter = HUDPresenter()
        _ = presenter.handle(.show(.progress(0.1), status: "Uploading"), now: 0)
        var buffer: [HUDEffect] = []
        buffer.reserveCapacity(8)
        let storage = buffer.withUnsafeBufferPointer { $0.baseAddress }
        // When
        presenter.handle(.show(.progress(0.2), status: "Uploading"), now: 0.1, into: &buffer)
        presenter.handle(.show(.progress(0.3), status: "Uploading"), now: 0.2, into: &buffer)
        // Then
        #expect(buffer == [.updateProgress(0.3)])
        #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }
}
