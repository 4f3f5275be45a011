import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// What a HUD says to VoiceOver, and where it moves the focus, on screen and while paused.
struct HUDVoiceOverGateTests {
    var gate = HUDVoiceOverGate()
    let saved = HUDContent(indicator: .success, status: "Saved")

    @Test mutating func onScreenNothingIsHeld() {
        #expect(gate.announce(.status("Loading")) == .announce(.status("Loading")))
        #expect(gate.takeFocus(screenCoverage: 1, showing: saved) == .moveFocus)
        #expect(gate.giveFocusBack() == .restoreFocus)
        #expect(gate.giveFocusBack() == nil)
    }

    @Test mutating func aSmallHUDAnnouncesInsteadOfTakingTheFocus() {
        #expect(gate.takeFocus(screenCoverage: 0.2, showing: saved) == .announce(.status("Saved")))
        #expect(gate.takeFocus(screenCoverage: 0.2, showing: nil) == nil)
        #expect(gate.giveFocusBack() == nil)
    }

    /// Every VoiceOver order, for a gate that is paused.
    @Test(arguments: [0.2, 1])
    func aPausedHUDSaysNothingAndNeverTakesTheFocus(screenCoverage: Double) {
        // Given
        var gate = HUDVoiceOverGate()
        gate.pause()
        // When / Then
        #expect(gate.isPaused)
        #expect(gate.announce(.status("Uploading 40 %")) == nil)
        #expect(gate.takeFocus(screenCoverage: screenCoverage, showing: saved) == nil)
        #expect(gate.giveFocusBack() == nil)
    }

    @Test mutating func theFocusTakenBeforeAPauseIsNotGivenBackAfterIt() {
        // Given
        _ = gate.takeFocus(screenCoverage: 1, showing: saved)
        // When
        gate.pause()
        _ = gate.resume(showing: saved)
        // Then
        #expect(gate.giveFocusBack() == nil)
        #expect(!gate.hasMovedFocus)
    }

    @Test mutating func aResumeAfterSomethingWasHeldAnnouncesTheCurrentContentOnceWithItsButton() {
        // Given
        let cancel = HUDContent(status: "Uploading", options: HUDOptions(button: HUDButton("Cancel") {}))
        gate.pause()
        _ = gate.announce(.status("Uploading 10 %"))
        _ = gate.announce(.status("Uploading 20 %"))
        // When
        let order = gate.resume(showing: cancel)
        // Then: what it shows now, not the backlog; and only once
        #expect(order == .announce(.withButton(.status("Uploading"), title: "Cancel")))
        gate.pause()
        #expect(gate.resume(showing: cancel) == nil)
    }

    @Test mutating func aHeldFocusMoveComesBackAsAnAnnouncementNotAFocusMove() {
        // Given
        gate.pause()
        _ = gate.takeFocus(screenCoverage: 1, showing: saved)
        // When
        let order = gate.resume(showing: saved)
        // Then
        #expect(order == .announce(.status("Saved")))
        #expect(!gate.hasMovedFocus)
    }

    @Test mutating func aResumeWithNothingHeldOrNothingOnScreenSaysNothing() {
        gate.pause()
        #expect(gate.resume(showing: saved) == nil)
        gate.pause()
        _ = gate.announce(.status("Saved"))
        #expect(gate.resume(showing: nil) == nil)
        #expect(!gate.isPaused)
        #expect(gate.resume(showing: saved) == nil)
    }
}
