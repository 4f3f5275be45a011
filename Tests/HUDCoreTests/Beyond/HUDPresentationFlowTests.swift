import Foundation
import Testing

@testable import HUDCore

/// A SwiftUI binding, a tap handler and a followed `Progress` against the engine: the presentation changes a
/// controller reports, and what the binding does with them.
@MainActor
struct HUDPresentationFlowTests {
    let controller = ControllerDouble()
    let binding: BindingDriver<Bool>
    let loading = HUDContent(indicator: .spinner, status: "Loading")

    init() {
        binding = BindingDriver(controller)
    }

    private func turnOn(_ content: HUDContent) {
        binding.reconcile(.isPresented(true, content: content))
        controller.finishFade()
        binding.sync()
    }

    // MARK: The binding turns false by any path

    @Test func aTapOnADismissOnTapHUDTurnsTheBindingFalse() {
        // Given
        turnOn(HUDContent(status: "Loading", options: HUDOptions(dismissOnTap: true)))

        // When
        controller.apply(.touch(.bezel, phase: .down))
        controller.apply(.touch(.bezel, phase: .upInside))
        binding.sync()

        // Then
        #expect(controller.phase == .disappearing)
        #expect(binding.clears == 1)
        #expect(binding.machine.phase == .awaitingBindingClear(true))
    }

    @Test func anAutoDismissTurnsTheBindingFalse() {
        // Given
        turnOn(HUDContent(status: "Loading", options: HUDOptions(duration: 2)))

        // When
        controller.advance(by: 2)
        binding.sync()

        // Then
        #expect(binding.clears == 1)
    }

    @Test func aDismissFromElsewhereTurnsTheBindingFalseAndTheStaleTrueDoesNotReShow() {
        // Given
        turnOn(loading)

        // When: `HUD.dismiss()`, then SwiftUI re-evaluates the body before the binding write lands
        controller.dismiss()
        binding.sync()
        binding.reconcile(.isPresented(true, content: loading))
        controller.finishFade()
        binding.reconcile(.isPresented(false, content: loading))

        // Then
        #expect(binding.clears == 1)
        #expect(controller.phase == .hidden)
        #expect(controller.host.posted == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(binding.machine.phase == .idle)
    }

    @Test func aDismissDuringTheGraceTimeTurnsTheBindingFalseWithoutAnyEvent() {
        // Given
        let controller = ControllerDouble { $0.graceTimeInterval = 1 }
        let binding = BindingDriver<Bool>(controller)
        binding.reconcile(.isPresented(true, content: loading))

        // When
        controller.dismiss()
        binding.sync()

        // Then
        #expect(controller.host.calls == [])
        #expect(binding.clears == 1)
    }

    @Test func anotherShowTurnsTheBindingFalseAndItsDismissLeavesTheNewHUDAlone() {
        // Given
        turnOn(loading)

        // When: `HUD.showSuccess` replaces the binding's HUD, then the binding turns false
        controller.present(.show(.success, status: "Saved"))
        binding.sync()
        binding.reconcile(.isPresented(false, content: loading))

        // Then
        #expect(binding.clears == 1)
        #expect(controller.engine.state.content == HUDContent(indicator: .success, status: "Saved"))
        #expect(controller.phase == .visible)
    }

    @Test func turningTheBindingOffDismissesWithoutClearingIt() {
        // Given
        turnOn(loading)

        // When
        binding.reconcile(.isPresented(false, content: loading))
        controller.finishFade()
        binding.sync()

        // Then
        #expect(controller.phase == .hidden)
        #expect(binding.clears == 0)
    }

    // MARK: Updates

    @Test func aNewStatusUpdatesTheHUDWithoutANewShow() {
        // Given
        turnOn(loading)
        controller.host.forget()

        // When
        binding.reconcile(.isPresented(true, content: HUDContent(status: "Almost done")))

        // Then
        #expect(controller.engine.state.activityCount == 1)
        #expect(controller.host.posted == [])
        #expect(controller.engine.state.content?.status == "Almost done")
        #expect(controller.changes == [])
    }

    @Test func aMovingProgressOnlyMovesTheRing() {
        // Given
        turnOn(HUDContent(indicator: .progress(0.2), status: "Uploading"))
        controller.host.forget()

        // When
        binding.reconcile(.isPresented(true, content: HUDContent(indicator: .progress(0.7), status: "Uploading")))

        // Then
        let strokeEnds = controller.host.applied.map { render -> Double? in
            guard case .ring(let ring) = render.indicator else { return nil }
            return ring.strokeEnd
        }
        #expect(strokeEnds == [0.7])
        #expect(controller.host.posted == [])
    }

    @Test func anUpdateAfterADismissWasAskedForIsDropped() {
        // Given: a delayed dismiss is pending
        turnOn(loading)
        controller.dismiss(delay: 1)

        // When
        binding.reconcile(.isPresented(true, content: HUDContent(status: "Late")))
        controller.advance(by: 1)
        binding.sync()

        // Then: the update did not cancel the dismiss
        #expect(controller.engine.state.content?.status == "Loading")
        #expect(controller.phase == .disappearing)
        #expect(binding.clears == 1)
    }

    // MARK: Items

    @Test func anotherItemReplacesTheHUDAndTheOldOnesEndIsIgnored() {
        // Given
        let items = BindingDriver<Int>(controller)
        items.reconcile(.requested(1, content: HUDContent(status: "Contacts")))
        controller.finishFade()

        // When
        items.reconcile(.requested(2, content: HUDContent(status: "Photos")))
        items.sync()

        // Then
        #expect(items.clears == 0)
        #expect(items.machine.phase == .presenting(2, HUDPresentationID(2)))
        #expect(controller.engine.state.content?.status == "Photos")
    }

    // MARK: Followed progress

    @Test func progressFramesStopOnceADismissWasAskedFor() throws {
        // Given: a followed progress, rendered frame by frame
        var coalescer = HUDProgressCoalescer()
        let generation = coalescer.begin(status: nil)
        coalescer.record(fraction: 0.1, localizedDescription: "10% completed", generation: generation)
        let first = coalescer.tick()
        let frame = try #require(first)
        let presentation = controller.present(.show(frame.indicator, status: frame.status))
        controller.finishFade()

        // When: `HUD.dismiss(withDelay: 1)`, then a new frame
        controller.dismiss(delay: 1)
        coalescer.record(fraction: 0.5, localizedDescription: "50% completed", generation: generation)
        let late = coalescer.tick()
        let accepted = controller.tracker.acceptsUpdates(from: presentation)
        controller.advance(by: 1)

        // Then: the controller drops the frame, so the dismiss happens on time
        #expect(late == HUDProgressCoalescer.Frame(indicator: .progress(0.5), status: "50% completed"))
        #expect(!accepted)
        #expect(controller.phase == .disappearing)
    }

    @Test func aTapReachesTheHostOnlyWhileTheHUDIsShown() {
        // Given
        turnOn(loading)

        // When
        controller.apply(.touch(.mask, phase: .upInside))
        controller.apply(.touch(.bezel, phase: .down))
        controller.apply(.touch(.bezel, phase: .upInside))
        controller.dismiss()
        controller.apply(.touch(.bezel, phase: .upInside))

        // Then: two taps for the tap handler; none while fading out
        #expect(controller.host.calls.filter { $0 == .handleTap }.count == 2)
    }
}
