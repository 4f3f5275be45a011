import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A SwiftUI modifier's ``HUDSessionBinding`` on a fixture's session, counting how often it clears the binding.
@MainActor
final class BindingProbe<ItemID: Hashable & Sendable> {
    let runner = HUDSessionBinding<ItemID>()
    /// How many times the binding was set back to `false`/`nil`.
    private(set) var clears = 0

    init(_ fixture: SessionFixture) {
        runner.configure(session: fixture.session, onDisappear: nil) { [unowned self] in clears += 1 }
    }

    var machine: HUDPresentationBinding<ItemID> { runner.machine }

    func reconcile(_ input: HUDPresentationBinding<ItemID>.Input) {
        runner.reconcile(input)
    }
}

/// A SwiftUI binding, a tap handler and a followed `Progress` against the real session: the presentation changes it
/// reports, and what the binding does with them.
@MainActor
struct HUDPresentationFlowTests {
    let controller = SessionFixture()
    let binding: BindingProbe<Bool>
    let loading = HUDContent(indicator: .spinner, status: "Loading")

    init() {
        binding = BindingProbe(controller)
    }

    private func turnOn(_ content: HUDContent) {
        binding.reconcile(.isPresented(true, content: content))
        controller.finishFade()
    }

    // MARK: The binding turns false by any path

    @Test func aTapOnADismissOnTapHUDTurnsTheBindingFalse() {
        // Given
        turnOn(HUDContent(status: "Loading", options: HUDOptions(dismissOnTap: true)))

        // When
        controller.apply(.touch(.bezel, phase: .down))
        controller.apply(.touch(.bezel, phase: .upInside))

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

        // Then
        #expect(binding.clears == 1)
    }

    @Test func aDismissFromElsewhereTurnsTheBindingFalseAndTheStaleTrueDoesNotReShow() {
        // Given
        turnOn(loading)

        // When: `HUD.dismiss()`, then SwiftUI re-evaluates the body before the binding write lands
        controller.dismiss()
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
        let controller = SessionFixture { $0.graceTimeInterval = 1 }
        let binding = BindingProbe<Bool>(controller)
        binding.reconcile(.isPresented(true, content: loading))

        // When
        controller.dismiss()

        // Then
        #expect(controller.host.calls == [])
        #expect(binding.clears == 1)
    }

    @Test func anotherShowTurnsTheBindingFalseAndItsDismissLeavesTheNewHUDAlone() {
        // Given
        turnOn(loading)

        // When: `HUD.showSuccess` replaces the binding's HUD, then the binding turns false
        controller.present(.show(.success, status: "Saved"))
        binding.reconcile(.isPresented(false, content: loading))

        // Then
        #expect(binding.clears == 1)
        #expect(controller.session.state.content == HUDContent(indicator: .success, status: "Saved"))
        #expect(controller.phase == .visible)
    }

    @Test func turningTheBindingOffDismissesWithoutClearingIt() {
        // Given
        turnOn(loading)

        // When
        binding.reconcile(.isPresented(false, content: loading))
        controller.finishFade()

        // Then
        #expect(controller.phase == .hidden)
        #expect(binding.clears == 0)
    }

    @Test func aViewThatDisappearsHidesItsHUDAndLeavesTheBindingAlone() {
        // Given
        turnOn(loading)
        // When
        binding.reconcile(.viewDisappeared)
        controller.finishFade()
        // Then: before the fix the binding was cleared, and a `.disabled(isUploading)` button re-enabled
        #expect(binding.clears == 0)
        #expect(controller.phase == .hidden)
        #expect(controller.host.posted == [.willAppear, .didAppear, .willDisappear, .didDisappear])
    }

    @Test func aViewThatComesBackWhileTheBindingIsSetShowsItsHUDAgain() {
        // Given
        turnOn(loading)
        binding.reconcile(.viewDisappeared)
        controller.finishFade()
        // When
        binding.reconcile(.isPresented(true, content: loading))
        binding.reconcile(.viewAppeared)
        controller.finishFade()
        // Then
        #expect(controller.phase == .visible)
        #expect(controller.session.state.content == loading)
        #expect(binding.clears == 0)
    }

    @Test func aViewThatComesBackDuringTheFadeOutReversesItWithoutWritingTheBinding() {
        // Given
        turnOn(loading)
        binding.reconcile(.viewDisappeared)
        // When: the view is back before the fade-out ends
        binding.reconcile(.viewAppeared)
        controller.finishFade()
        // Then
        #expect(controller.phase == .visible)
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
        #expect(controller.session.state.activityCount == 1)
        #expect(controller.host.posted == [])
        #expect(controller.session.state.content?.status == "Almost done")
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

        // Then: the update did not cancel the dismiss
        #expect(controller.session.state.content?.status == "Loading")
        #expect(controller.phase == .disappearing)
        #expect(binding.clears == 1)
    }

    // MARK: Items

    @Test func anotherItemReplacesTheHUDAndTheOldOnesEndIsIgnored() {
        // Given
        let items = BindingProbe<Int>(controller)
        items.reconcile(.requested(1, content: HUDContent(status: "Contacts")))
        controller.finishFade()

        // When
        items.reconcile(.requested(2, content: HUDContent(status: "Photos")))

        // Then
        #expect(items.clears == 0)
        #expect(items.machine.phase == .presenting(2, HUDPresentationID(2)))
        #expect(controller.session.state.content?.status == "Photos")
    }

    // MARK: Followed progress

    @Test func progressFramesStopOnceADismissWasAskedFor() {
        // Given: a followed progress, its first frame shown
        let session = controller.session
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0.1, localizedDescription: "10% completed"), status: nil, options: HUDOptions())
        controller.finishFade()

        // When: `HUD.dismiss(withDelay: 1)`, then a new report and a display frame
        controller.dismiss(delay: 1)
        let late = HUDProgressReport(fraction: 0.5, localizedDescription: "50% completed")
        session.recordProgress(late, for: presentation)
        session.tickProgress()
        controller.advance(by: 1)

        // Then: following stopped with the dismiss, the frame was dropped and the dismiss happened on time
        #expect(controller.host.calls.contains(.endProgressObservation(presentation)))
        #expect(session.isFollowingProgress == false)
        #expect(session.state.content?.status == "10% completed")
        #expect(controller.phase == .disappearing)
    }

    @Test func laterProgressFramesUpdateTheFirstShowWithoutANewOne() {
        // Given
        let session = controller.session
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0.1), status: "Importing…", options: HUDOptions())
        controller.finishFade()
        controller.host.forget()

        // When: two reports in one display frame, then an indeterminate one
        session.recordProgress(HUDProgressReport(fraction: 0.4), for: presentation)
        session.recordProgress(HUDProgressReport(fraction: 0.6), for: presentation)
        session.tickProgress()
        session.recordProgress(HUDProgressReport(fraction: 0.6, isIndeterminate: true), for: presentation)
        session.tickProgress()

        // Then: one ring update for the frame, then the spinner in place; one activity, no new appearance
        let strokeEnds = controller.host.applied.compactMap { render -> Double? in
            guard case .ring(let ring) = render.indicator else { return nil }
            return ring.strokeEnd
        }
        #expect(strokeEnds == [0.6])
        #expect(session.state.content == HUDContent(indicator: .spinner, status: "Importing…"))
        #expect(session.state.activityCount == 1)
        #expect(controller.host.posted == [])
    }

    @Test func aStatusTheAppSetsStaysWhileTheFramesOnlyMoveTheFraction() {
        // Given a followed progress with its own status, and the app's status set on the HUD meanwhile
        let session = controller.session
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0.1), status: "Importing…", options: HUDOptions())
        controller.finishFade()
        session.setStatus("Almost there")

        // When a frame moves only the fraction
        session.recordProgress(HUDProgressReport(fraction: 0.7), for: presentation)
        session.tickProgress()

        // Then the ring moves and the app's status stays, as MBProgressHUD's `progressObject` moves only the progress
        #expect(session.state.content == HUDContent(indicator: .progress(0.7), status: "Almost there"))
    }

    @Test func anotherShowStopsFollowingAndALateReportIsIgnored() {
        // Given
        let session = controller.session
        let presentation = session.followProgress(HUDProgressReport(fraction: 0.3), status: nil, options: HUDOptions())

        // When
        let next = session.show(HUDContent(status: "Other"))
        session.recordProgress(HUDProgressReport(fraction: 0.9), for: presentation)
        session.tickProgress()

        // Then
        #expect(controller.changes == [.superseded(presentation)])
        #expect(controller.host.calls.contains(.endProgressObservation(presentation)))
        #expect(session.currentPresentation == next)
        #expect(session.state.content == HUDContent(status: "Other"))
    }

    @Test func aTapReachesTheHandlerOnlyWhileTheHUDIsShown() {
        // Given
        var taps = 0
        var tapped = loading
        tapped.options = HUDOptions(onBezelTap: { taps += 1 }, onOutsideTap: { taps += 1 })
        controller.session.show(tapped)
        controller.finishFade()

        // When
        controller.apply(.touch(.mask, phase: .upInside))
        controller.apply(.touch(.bezel, phase: .down))
        controller.apply(.touch(.bezel, phase: .upInside))
        controller.dismiss()
        controller.apply(.touch(.bezel, phase: .upInside))

        // Then: two taps for the tap handler; none while fading out
        #expect(taps == 2)
    }
}
