import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The session asks the host to bring an installed HUD to the front (and to where the host plan puts it now) after
/// every explicit show, `beginActivity` and run, and never after a progress tick, `setStatus` or a binding's update.
@MainActor
struct HUDSessionPlacementTests: SessionSuite {
    let fixture = SessionFixture()

    private func showing(_ content: HUDContent = HUDContent(status: "Loading")) -> HUDPresentationID {
        let presentation = session.show(content)
        fixture.finishFade()
        return presentation
    }

    @Test func theFirstShowInstallsWithoutBeingBroughtToTheFront() {
        _ = showing()
        #expect(host.placedInFront == 0)
    }

    @Test func aSecondShowOnScreenBringsTheHUDToTheFront() {
        // Given
        _ = showing()
        // When
        session.show(HUDContent(indicator: .success, status: "Saved"))
        // Then: before the fix a HUD in the app's window stayed under what covered it
        #expect(host.placedInFront == 1)
    }

    @Test func beginActivityAndARunBringTheHUDToTheFront() {
        // Given
        _ = showing()
        // When
        _ = session.beginActivity(status: "Syncing")
        _ = session.beginRun(status: "Saving")
        // Then
        #expect(host.placedInFront == 2)
    }

    @Test func progressTicksStatusChangesAndBindingUpdatesDoNot() {
        // Given
        let presentation = showing(HUDContent(indicator: .progress(0.1), status: "Uploading"))
        // When
        session.show(HUDContent(indicator: .progress(0.5), status: "Uploading"))
        session.setStatus("Almost there")
        session.update(presentation, to: HUDContent(indicator: .progress(0.9), status: "Almost there"))
        // Then
        #expect(host.placedInFront == 0)
    }

    @Test func aShowDuringTheFadeOutBringsTheHUDToTheFront() {
        // Given
        _ = showing()
        session.dismiss()
        // When
        session.show(HUDContent(status: "Again"))
        // Then
        #expect(host.placedInFront == 1)
    }

    @Test func aShowWhileWaitingForASceneBringsNothingToTheFront() {
        // Given
        host.canInstall = false
        session.show(HUDContent(status: "Loading"))
        // When
        session.show(HUDContent(status: "Still loading"))
        // Then
        #expect(host.placedInFront == 0)
    }

    @Test func aPresentationsWindowModeWinsOverTheAppearancesWhileItShows() {
        // Given: the app's window by default
        let fixture = SessionFixture { $0.windowMode = .appWindow }
        #expect(fixture.session.windowMode == .appWindow)
        // When: one critical operation asks for the overlay
        fixture.session.show(HUDContent(status: "Restoring", options: HUDOptions(windowMode: .overlayWindow)))
        // Then
        #expect(fixture.session.windowMode == .overlayWindow)
        // When: the next show leaves it to the appearance
        fixture.finishFade()
        fixture.session.show(HUDContent(indicator: .success, status: "Restored"))
        // Then: the host is asked to place it again, with the appearance's mode
        #expect(fixture.session.windowMode == .appWindow)
        #expect(fixture.host.placedInFront == 1)
    }
}
