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

    @Test func aNewShowAfterAHideStartsFresh() {
        // Given a HUD shown through the handle with a status, details, a button and the app's view, changed on
        // screen, then hidden
        session.edit {
            $0.status = "Uploading…"
            $0.options.details = "2 of 8"
            $0.options.button = HUDButton("Cancel") {}
        }
        session.showDraft()
        fixture.finishFade()
        let badge = session.makeCustomView(size: CGSize(width: 20, height: 20))
        session.edit { $0.indicator = .customView(badge) }
        session.dismiss()
        fixture.finishFade()
        #expect(fixture.phase == .hidden)

        // When the handle shows again without setting anything
        session.showDraft()

        // Then it shows a fresh HUD: nothing of the earlier presentation comes back (before, all of it did)
        #expect(session.state.content == HUDContent(), "A new show in a view never re-shows an earlier one's content")
    }

    @Test func aHUDShownByACallStartsTheNextHandleShowFresh() {
        // Given a pie shown by a call (HUD.show(in:progress:status:)), moved in place, then hidden (hud.hide)
        session.show(HUDContent(indicator: .progress(0.2), status: "Uploading…", options: HUDOptions(details: "1")))
        fixture.finishFade()
        session.updateCurrent(to: .progress(0.6), status: nil)
        session.dismiss()
        fixture.finishFade()

        // When the handle sets a status and shows
        session.edit { $0.status = "Again" }
        session.showDraft()

        // Then it shows what was set for it, and nothing of the pie
        #expect(session.state.content == HUDContent(status: "Again"))
    }

    @Test func whatTheHandleSetsForTheNextShowGoesWithWhicheverShowComesNext() {
        // Given details set while hidden
        session.edit { $0.options.details = "Step 3" }

        // When a call shows its own content
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()

        // Then it shows its own content, and the draft went with it
        #expect(session.state.content == HUDContent(status: "Loading"))

        // When it hides and the handle shows
        session.dismiss()
        fixture.finishFade()
        session.showDraft()

        // Then the handle's show starts fresh
        #expect(session.state.content == HUDContent())
    }

    @Test func aReusedInstanceShowsWhatItLastShowed() {
        // Given the lifetime of an MBProgressHUD kept and shown again (the Objective-C HUDProgressHUD)
        session.draftLifetime = .instance
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        session.edit { $0.status = "Almost done" }
        session.dismiss()
        fixture.finishFade()

        // When a property is set while hidden, then it is shown again
        session.edit { $0.options.details = "Step 3" }
        session.showDraft()

        // Then it shows the last label and the new details
        #expect(session.state.content?.status == "Almost done")
        #expect(session.state.content?.options.details == "Step 3")
    }

    @Test func aReusedInstanceDoesNotKeepTheAppsOwnImage() {
        // Given a reused instance: a spinner with a status, then the app's image in place, then hidden
        session.draftLifetime = .instance
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
