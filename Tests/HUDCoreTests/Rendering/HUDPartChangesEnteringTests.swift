import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A part that first appears while the HUD shows (``HUDPartChanges/entering``) is set where it belongs and fades
/// in; only the parts that were there already animate their frames.
@MainActor
struct HUDPartChangesEnteringTests {
    private let uploading = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.4), status: "Uploading"))

    private func adding(_ options: HUDOptions) -> HUDRenderDescription {
        HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.4), status: "Uploading", options: options))
    }

    @Test func detailsAddedWhileShowingEnterInsteadOfGrowing() {
        // When details are added to the HUD on screen
        let changes = HUDPartChanges(from: uploading, to: adding(HUDOptions(details: "2 of 8")))

        // Then
        #expect(
            changes.entering == [.details],
            "Before the fix, the details label grew from the bezel's corner: its frame animated from .zero")
    }

    @Test func aButtonAddedWhileShowingEnters() {
        let changes = HUDPartChanges(from: uploading, to: adding(HUDOptions(button: HUDButton("Cancel") {})))

        #expect(changes.entering == [.button])
    }

    @Test func theFirstFrameOnAViewSetsEveryPartAtOnceWithNothingEntering() {
        let changes = HUDPartChanges(from: nil, to: adding(HUDOptions(details: "2 of 8")))

        #expect(changes.entering.isEmpty)
        #expect(changes.resizeDuration == 0)
    }

    @Test func partsThatWereThereAlreadyMoveAndPartsThatGoDoNotEnter() {
        // Given: a HUD with details whose status changes, then loses its details
        let withDetails = adding(HUDOptions(details: "2 of 8"))
        let longer = HUDRenderDescription.fixture(
            HUDContent(
                indicator: .progress(0.4), status: "Uploading the photos", options: HUDOptions(details: "2 of 8")))

        // Then
        #expect(HUDPartChanges(from: withDetails, to: longer).entering.isEmpty)
        #expect(HUDPartChanges(from: withDetails, to: uploading).entering.isEmpty)
    }

    @Test func theSplitSetsTheEnteringPartsApartAndTogetherSetsWhatTheChangesSet() {
        // Given
        let changes = HUDPartChanges(
            from: uploading, to: adding(HUDOptions(details: "2 of 8", button: HUDButton("Cancel") {})))

        // When
        let (entering, moving) = changes.splitEntering()
        let frame = adding(HUDOptions(details: "2 of 8", button: HUDButton("Cancel") {}))
        var split = ModelHUDView()
        entering.apply(frame, to: &split)
        moving.apply(frame, to: &split)
        var whole = ModelHUDView()
        changes.apply(frame, to: &whole)

        // Then
        #expect(entering.parts == [.details, .button])
        #expect(moving.parts.contains(.bezel) && moving.parts.isDisjoint(with: [.details, .button]))
        #expect(split.state == whole.state)
    }
}
