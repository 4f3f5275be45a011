import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `edit(_:)` and `showDraft(onEnd:)`: MBProgressHUD's per-HUD properties (`label.text`, `mode`, `progress`,
/// `detailsLabel.text`) set before `showAnimated:` or on the HUD on screen.
@MainActor
struct HUDSessionHandleTests: SessionSuite {
    let fixture = SessionFixture()

    @Test func propertiesSetBeforeTheShowAreWhatTheShowShows() throws {
        // Given a HUD made and configured, not shown yet (MBProgressHUD(view:) and its properties)
        session.edit {
            $0.status = "Uploading…"
            $0.indicator = .progress(0.25)
            $0.options.progressStyle = .pie
            $0.options.details = "2 of 8"
        }
        #expect(host.calls.isEmpty, "Setting a property of a hidden HUD shows nothing")

        // When it is shown
        session.showDraft()

        // Then it shows them
        let frame = try #require(session.render)
        #expect(frame.label?.text == "Uploading…")
        #expect(frame.indicator.pie?.strokeEnd == 0.25)
        #expect(session.editableContent.options.details == "2 of 8")
    }

    @Test func aPropertySetOnTheHUDOnScreenChangesItInPlace() throws {
        // Given a spinner on screen
        var ended: [HUDSession.PresentationChange] = []
        let presentation = session.show(HUDContent(status: "Preparing…"), onEnd: { ended.append($0) })
        fixture.finishFade()

        // When the app sets the mode, the progress and the label, as on an MBProgressHUD
        session.edit {
            $0.indicator = .progress(0.5)
            $0.options.progressStyle = .annular
        }
        session.edit { $0.status = "Uploading…" }

        // Then the same presentation shows them, with one appearance
        #expect(host.fadeIns == 1)
        #expect(host.posted == [.willAppear, .didAppear])
        #expect(session.currentPresentation == presentation)
        #expect(ended.isEmpty)
        #expect(session.render?.label?.text == "Uploading…")
        #expect(session.editableContent.indicator == .progress(0.5))
    }

    @Test func aHUDHiddenAndShownAgainShowsWhatItLastShowed() {
        // Given a HUD whose label was set on screen, then hidden
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        session.edit { $0.status = "Almost done" }
        session.dismiss()
        fixture.finishFade()
        #expect(fixture.phase == .hidden)

        // When a property is set while hidden, then it is shown again
        session.edit { $0.options.details = "Step 3" }
        session.showDraft()

        // Then it shows the last label and the new details
        #expect(session.state.content?.status == "Almost done")
        #expect(session.state.content?.options.details == "Step 3")
    }

    @Test func aHUDShownByACallAndHiddenShowsItsLastContentAgain() {
        // Given a pie shown by a call (HUDHandle.show(progress:status:)), moved in place, then hidden (hud.hide)
        let pie = HUDOptions(progressStyle: .pie)
        session.show(HUDContent(indicator: .progress(0.2), status: "Uploading…", options: pie))
        fixture.finishFade()
        session.updateCurrent(to: .progress(0.6), status: nil)
        session.dismiss()
        fixture.finishFade()
        #expect(fixture.phase == .hidden)

        // When the handle shows it again (MBProgressHUD's showAnimated: after hideAnimated:)
        session.showDraft()

        // Then it shows what it last showed, as an MBProgressHUD keeps its properties (before, an empty spinner)
        #expect(session.state.content == HUDContent(indicator: .progress(0.6), status: "Uploading…", options: pie))
    }

    @Test func theAppsOwnImageIsNotKeptForTheNextShow() {
        // Given a spinner with a status, then the app's image in place, then hidden
        session.show(HUDContent(status: "Saving"))
        fixture.finishFade()
        session.updateCurrent(to: .image(.custom(session.makeAssetID())), status: "Saved")
        session.dismiss()
        fixture.finishFade()

        // When it is shown again
        session.showDraft()

        // Then the last texts come back with the indicator before the image (the image was released)
        #expect(session.state.content?.indicator == .spinner)
        #expect(session.state.content?.status == "Saved")
    }

    @Test func anEditOnceADismissWasAskedForWaitsForTheNextShow() {
        // Given a HUD fading out
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        session.dismiss()

        // When
        session.edit { $0.status = "Later" }

        // Then the HUD leaving is not changed, and the next show has it
        #expect(session.state.content?.status == "Loading")
        #expect(session.editableContent.status == "Later")
    }
}
