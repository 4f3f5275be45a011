import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `update(_:status:)`: what a followed progress or a binding sends between shows. It changes what the HUD shows
/// and nothing else: no count, no superseded dismiss, no restarted auto-dismiss, no reversed fade-out.
@MainActor
struct HUDPresenterUpdateTests {
    let uploading = HUDOptions(maskType: .black)

    @Test func updateWhileHiddenDoesNothing() {
        let harness = PresenterHarness()
        #expect(harness.send(.update(.progress(0.5), status: "Uploading")) == [])
        #expect(harness.state == HUDState())
    }

    @Test func updateKeepsThePresentationsOptionsAndMovesOnlyTheRing() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading", options: uploading)
        harness.advance(by: HUDPresenter.announcementInterval)
        // When
        let moved = harness.send(.update(.progress(0.4), status: "Uploading"))
        let relabelled = harness.send(.update(.progress(0.5), status: "50 %"))
        // Then
        #expect(moved == [.updateProgress(0.4)])
        #expect(
            relabelled == [
                .render(HUDContent(indicator: .progress(0.5), status: "50 %", options: uploading)),
                .announce(.status("50 %")),
            ])
    }

    @Test func updateDoesNotCount() {
        // Given a spinner shown once
        let harness = PresenterHarness()
        harness.showVisible()
        // When it turns into a ring and back, then the show is balanced
        harness.send(.update(.progress(0.5), status: "Loading"))
        harness.send(.update(.spinner, status: "Loading"))
        let popped = harness.send(.popActivity)
        // Then
        #expect(popped.events == [.willDisappear])
    }

    @Test func updateLeavesADelayedDismissToItsTime() {
        // Given
        let harness = PresenterHarness()
        let completion = harness.newCompletion()
        harness.showVisible(.progress(0.1), status: "Uploading")
        harness.send(.dismiss(delay: 1, completion: completion))
        // When
        let moved = harness.send(.update(.progress(0.9), status: "Uploading"))
        let gone = harness.advance(by: 1)
        harness.finishFade()
        // Then
        #expect(moved == [.updateProgress(0.9)])
        #expect(gone.events == [.willDisappear])
        #expect(harness.completionsRun == [completion])
    }

    @Test func updateKeepsTheAutoDismissTime() {
        // Given a ring that dismisses itself after 2 s
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading", options: HUDOptions(duration: 2))
        harness.advance(by: 1.5)
        // When
        harness.send(.update(.progress(0.8), status: "Uploading"))
        let gone = harness.advance(by: 0.5)
        // Then
        #expect(gone.events == [.willDisappear])
    }

    @Test func updateDuringTheFadeOutDoesNotReverseIt() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading")
        harness.send(.popActivity)
        // When
        let moved = harness.send(.update(.progress(0.9), status: "Uploading"))
        let finished = harness.finishFade()
        // Then
        #expect(moved == [.updateProgress(0.9)])
        #expect(finished.events == [.didDisappear])
        #expect(harness.phase == .hidden)
    }

    @Test func updateDuringTheGracePeriodChangesWhatWillAppear() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 1 }
        harness.send(.show(.progress(0.1), status: "Uploading"))
        // When
        let during = harness.send(.update(.progress(0.3), status: "Uploading"))
        let appeared = harness.advance(by: 1)
        // Then
        #expect(during == [])
        #expect(appeared.contains(.render(Fixture.content(.progress(0.3), "Uploading"))))
    }

    @Test func imageShownByAnUpdatePlaysNoHapticButStillDismissesItself() {
        // Given
        let harness = PresenterHarness { $0.hapticsEnabled = true }
        harness.showVisible(.spinner, status: "Saving")
        // When
        let updated = harness.send(.update(.success, status: "Saved"))
        let later = harness.advance(by: 1.5)
        // Then
        #expect(
            updated == [
                .render(Fixture.content(.success, "Saved")), .announce(.status("Saved")),
                .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 1.5),
            ])
        #expect(later.events == [.willDisappear])
    }

    @Test func updatesOfAnImageKeepItsAutoDismissTime() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(.success, status: "Saved")
        harness.advance(by: 1)
        // When
        let updated = harness.send(.update(.error, status: "Saved"))
        let gone = harness.advance(by: 0.5)
        // Then
        #expect(updated == [.render(Fixture.content(.error, "Saved"))])
        #expect(gone.events == [.willDisappear])
    }
}
