import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// VoiceOver: a HUD that blocks the app takes VoiceOver's focus while it is on screen and gives it back once it is
/// gone; a HUD that lets touches through only announces, queued.
@MainActor
struct HUDPresenterAccessibilityTests {
    /// A presenter whose HUD blocks the app (the black mask).
    let blocking = PresenterHarness { $0.maskType = .black }

    @Test func aBlockingHUDMovesVoiceOverToItInsteadOfAnnouncing() {
        // When
        let shown = blocking.send(.show(.spinner, status: "Loading"))
        // Then
        #expect(shown.last == .moveAccessibilityFocus)
        #expect(!shown.contains(.announce(.status("Loading"))))
    }

    @Test func voiceOverGoesBackOnlyAfterTheHUDIsGone() {
        // Given
        blocking.send(.show(.spinner, status: "Loading"))
        blocking.finishFade()
        // When
        let fadingOut = blocking.send(.dismiss(delay: 0, completion: nil))
        let gone = blocking.finishFade()
        // Then
        #expect(!fadingOut.contains(.restoreAccessibilityFocus))
        #expect(gone == [.removeOverlay, .post(.didDisappear, status: "Loading"), .restoreAccessibilityFocus])
    }

    @Test func aShowDuringTheFadeOutKeepsTheFocusItHasAndAnnounces() {
        // Given
        blocking.send(.show(.spinner, status: "Loading"))
        blocking.finishFade()
        blocking.send(.dismiss(delay: 0, completion: nil))
        // When
        let reversed = blocking.send(.show(.spinner, status: "Again"))
        // Then
        #expect(!reversed.contains(.moveAccessibilityFocus))
        #expect(reversed.last == .announce(.status("Again")))
    }

    @Test func aHUDThatLetsTouchesThroughOnlyAnnounces() {
        let harness = PresenterHarness()
        let shown = harness.send(.show(.spinner, status: "Loading"))
        harness.finishFade()
        harness.send(.dismiss(delay: 0, completion: nil))
        let gone = harness.finishFade()
        #expect(shown.last == .announce(.status("Loading")))
        #expect(!(shown + gone).contains(.moveAccessibilityFocus))
        #expect(!gone.contains(.restoreAccessibilityFocus))
    }

    @Test func aPerCallBlockingMaskMovesTheFocusToo() {
        let harness = PresenterHarness()
        let shown = harness.send(.show(.spinner, status: "Saving", options: HUDOptions(maskType: .clear)))
        #expect(shown.last == .moveAccessibilityFocus)
    }
}
