import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `setProgress(_:)`: a followed `Progress`'s frame that moves only the fraction. It moves a determinate indicator
/// in place and changes nothing else, as `HUDContent.setProgress(_:)` does.
@MainActor
struct HUDPresenterSetProgressTests {
    @Test func aShownRingMovesInPlaceAndKeepsItsStatusAndOptions() {
        // Given a ring with its own status and options
        let harness = PresenterHarness()
        let options = HUDOptions(maskType: .black, details: "2 files")
        harness.showVisible(.progress(0.1), status: "Uploading", options: options)

        // When
        let moved = harness.send(.setProgress(0.4))
        let unchanged = harness.send(.setProgress(0.4))

        // Then
        #expect(moved == [.updateProgress(0.4)])
        #expect(unchanged == [])
        #expect(harness.state.content == HUDContent(indicator: .progress(0.4), status: "Uploading", options: options))
    }

    @Test func anotherModeChangesNothing() {
        // Given a spinner, then a checkmark
        let harness = PresenterHarness()
        harness.showVisible(.spinner, status: "Loading")
        let onSpinner = harness.send(.setProgress(0.5))
        harness.showVisible(.success, status: "Done")
        let onImage = harness.send(.setProgress(0.5))

        // Then
        #expect(onSpinner == [])
        #expect(onImage == [])
        #expect(harness.state.content?.indicator == .success)
    }

    @Test func whileHiddenNothingHappens() {
        let harness = PresenterHarness()
        #expect(harness.send(.setProgress(0.5)) == [])
        #expect(harness.state == HUDState())
    }

    @Test func duringTheGraceTimeOnlyWhatWillAppearMoves() {
        // Given a ring waiting for its grace time
        let harness = PresenterHarness { $0.graceTimeInterval = 1 }
        harness.send(.show(.progress(0.1), status: "Uploading"))

        // When
        let moved = harness.send(.setProgress(0.7))
        let appeared = harness.advance(by: 1)

        // Then
        #expect(moved == [])
        #expect(appeared.contains(.render(HUDContent(indicator: .progress(0.7), status: "Uploading"))))
    }

    @Test func anUnusableFractionTurnsTheRingIntoTheSpinner() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading")
        harness.advance(by: HUDPresenter.announcementInterval)

        // When
        let spinning = harness.send(.setProgress(.nan))

        // Then the whole frame changes, as an update to the spinner does
        #expect(spinning.first == .render(HUDContent(indicator: .spinner, status: "Uploading")))
        #expect(harness.state.content?.indicator.rules.progressFraction == nil)
    }

    @Test func theActivityShownKeepsTheMovedProgress() {
        // Given an activity whose spinner turned into a ring, moved in place
        let harness = PresenterHarness()
        harness.send(.beginActivity(HUDActivityID(1), status: "Syncing"))
        harness.send(.update(.progress(0.1), status: "Syncing"))
        harness.send(.setProgress(0.6))

        // When a checkmark covers it and dismisses itself
        harness.showVisible(.success, status: "Saved")
        harness.advance(by: 10)

        // Then the HUD is the activity's again, with the progress it had moved to
        #expect(harness.state.content?.indicator == .progress(0.6))
        #expect(harness.state.content?.status == "Syncing")
    }

    @Test func theShowHeldKeepsTheMovedProgress() {
        // Given a ring shown, moved in place
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading")
        harness.send(.setProgress(0.8))

        // When an activity covers it and ends
        let activity = HUDActivityID(1)
        harness.send(.beginActivity(activity, status: "Syncing"))
        harness.send(.endActivity(activity))

        // Then the HUD shows the ring where it had moved to
        #expect(harness.state.content?.indicator == .progress(0.8))
        #expect(harness.state.content?.status == "Uploading")
    }
}
