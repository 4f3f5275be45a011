import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `followProgressInPlace(_:)`: MBProgressHUD's `progressObject` on a view's HUD (HUDKit's
/// `HUDHandle.progressObject`) only moves the progress of the HUD on screen, in its mode; it never shows a HUD.
@MainActor
struct HUDSessionProgressObjectTests: SessionSuite {
    let fixture = SessionFixture()

    @Test func aProgressSetOnAHiddenHUDShowsNothingAndIsNotFollowed() {
        // When a progress is set on a HUD that is not shown (MBProgressHUD shows nothing either)
        let followed = session.followProgressInPlace(HUDProgressReport(fraction: 0.3))

        // Then (before, setting progressObject showed a determinate HUD)
        #expect(followed == nil)
        #expect(fixture.host.calls.isEmpty)
        #expect(fixture.phase == .hidden)
        #expect(!session.isFollowingProgress)
    }

    @Test func aProgressSetOnADeterminateHUDMovesItInPlaceAndKeepsItsTexts() throws {
        // Given a pie on screen with a status
        let presentation = session.show(
            HUDContent(indicator: .progress(0), status: "Uploading…", options: HUDOptions(progressStyle: .pie)))
        fixture.finishFade()

        // When the app sets a progress, which then moves on, and the app changes the status meanwhile
        let followed = session.followProgressInPlace(HUDProgressReport(fraction: 0.3))
        session.edit { $0.status = "Almost there" }
        session.recordProgress(HUDProgressReport(fraction: 0.7, localizedDescription: "70 %"), for: presentation)
        session.tickProgress()

        // Then the same presentation moves, with the app's status and no new fade-in
        #expect(followed == presentation)
        #expect(session.currentPresentation == presentation)
        #expect(fixture.host.fadeIns == 1)
        #expect(session.state.content?.indicator == .progress(0.7))
        #expect(session.state.content?.status == "Almost there")
        #expect(session.state.content?.options.progressStyle == .pie)
    }

    @Test func aProgressInAModeThatIsNotDeterminateMovesNothingUntilTheModeIs() {
        // Given a spinner on screen following a progress
        let presentation = session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        session.followProgressInPlace(HUDProgressReport(fraction: 0.3))
        #expect(session.state.content?.indicator == .spinner, "MBProgressHUD's progress moves only a determinate mode")

        // When the app switches to the pie, then the progress moves
        session.edit { $0.setMode(.determinate) }
        session.recordProgress(HUDProgressReport(fraction: 0.5), for: presentation)
        session.tickProgress()

        // Then the pie follows it: changing the mode did not stop following
        #expect(session.isFollowingProgress)
        #expect(session.state.content?.indicator == .progress(0.5))
    }

    @Test func aCancelledProgressFollowedInPlaceDismissesNothing() {
        // Given
        let presentation = session.show(HUDContent(indicator: .progress(0), status: "Uploading…"))
        fixture.finishFade()
        session.followProgressInPlace(HUDProgressReport(fraction: 0.3))

        // When
        session.recordProgress(HUDProgressReport(fraction: 0.3, isCancelled: true), for: presentation)

        // Then following stops and the HUD stays, as MBProgressHUD's does
        #expect(!session.isFollowingProgress)
        #expect(fixture.phase == .visible)
    }
}
