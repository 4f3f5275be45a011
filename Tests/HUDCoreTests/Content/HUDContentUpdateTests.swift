import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDContentUpdateTests {
    let saving = HUDContent(indicator: .spinner, status: "Saving 1 of 3")

    @Test func aNewStatusAloneIsASetStatus() {
        // Given
        let next = HUDContent(indicator: .spinner, status: "Saving 2 of 3")

        // When
        let input = next.updateInput(replacing: saving)

        // Then: no new show, so the activity count stays
        #expect(input == .setStatus("Saving 2 of 3"))
    }

    @Test func removingTheStatusIsASetStatusToNil() {
        #expect(HUDContent(indicator: .spinner).updateInput(replacing: saving) == .setStatus(nil))
    }

    @Test func anImageIsAShowSoThatItDismissesItself() {
        // Given
        let next = HUDContent(indicator: .success, status: "Saved")

        // When
        let input = next.updateInput(replacing: saving)

        // Then
        #expect(input == .show(.success, status: "Saved", options: HUDOptions()))
    }

    @Test func theSpinnerTurningIntoARingIsAnUpdate() {
        // Given
        let next = HUDContent(indicator: .progress(0.5), status: "Saving 1 of 3")

        // When
        let input = next.updateInput(replacing: saving)

        // Then: no new show, so a pending dismiss stays pending
        #expect(input == .update(.progress(0.5), status: "Saving 1 of 3"))
    }

    @Test func optionsThatSanitizeToTheCurrentOnesGiveAnUpdate() {
        // Given: the presenter keeps sanitized options (a negative duration becomes 0)
        let current = HUDContent(indicator: .progress(0.2), options: HUDOptions(duration: 0))

        // When
        let input = HUDContent(indicator: .progress(0.4), options: HUDOptions(duration: -1))
            .updateInput(replacing: current)

        // Then
        #expect(input == .update(.progress(0.4), status: nil))
    }

    @Test func otherOptionsAreAShow() {
        // Given
        let options = HUDOptions(maskType: .black)
        let next = HUDContent(indicator: .spinner, status: "Saving 1 of 3", options: options)

        // When
        let input = next.updateInput(replacing: saving)

        // Then
        #expect(input == .show(.spinner, status: "Saving 1 of 3", options: options))
    }

    @Test func aMovingRingIsAnUpdateThatThePresenterRendersAsAProgressUpdate() {
        // Given: a progress HUD on screen
        var presenter = HUDPresenter()
        let ring = HUDContent(indicator: .progress(0.2), status: "Uploading")
        _ = presenter.handle(.show(ring.indicator, status: ring.status), now: 0)

        // When
        let input = HUDContent(indicator: .progress(0.6), status: "Uploading").updateInput(replacing: ring)
        let effects = presenter.handle(input, now: 0.1)

        // Then
        #expect(input == .update(.progress(0.6), status: "Uploading"))
        #expect(effects == [.updateProgress(0.6)])
        #expect(presenter.state.activityCount == 1)
    }

    @Test func withNothingShownItIsAShow() {
        #expect(saving.updateInput(replacing: nil) == .show(.spinner, status: "Saving 1 of 3", options: HUDOptions()))
    }

    @Test func unchangedContentIsASetStatusThePresenterIgnores() {
        // Given
        var presenter = HUDPresenter()
        _ = presenter.handle(.show(.spinner, status: "Saving 1 of 3"), now: 0)

        // When
        let input = saving.updateInput(replacing: saving)
        let effects = presenter.handle(input, now: 0.1)

        // Then
        #expect(input == .setStatus("Saving 1 of 3"))
        #expect(effects == [])
    }
}
