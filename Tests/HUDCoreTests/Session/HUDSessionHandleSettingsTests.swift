import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `restyle(_:to:)`: MBProgressHUD's per-HUD settings (`margin`, `bezelView.color`, `graceTime`) made through a
/// view's handle last for their presentation; the view's defaults are the session's appearance.
@MainActor
struct HUDSessionHandleSettingsTests: SessionSuite {
    let fixture = SessionFixture()
    private let red = HUDColor(red: 1, green: 0, blue: 0)

    @Test func aSettingMadeWhileShownRestylesThatPresentationAndEndsWithIt() {
        // Given a HUD on screen
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        let standard = session.render?.bezel.fill

        // When the handle sets the bezel colour
        session.restyle(\.bezelColor, to: red)

        // Then the HUD on screen takes it at once
        #expect(session.render?.bezel.fill == red)

        // When it is hidden and shown again
        session.dismiss()
        fixture.finishFade()
        session.showDraft()
        fixture.finishFade()

        // Then the new show has the view's default again (before, the handle's colour stayed for good)
        #expect(session.render?.bezel.fill == standard)
        #expect(session.appearance.bezelColor == nil, "The view's defaults never change through a handle")
    }

    @Test func aSettingMadeBeforeTheShowAppliesToThatPresentationOnly() {
        // Given a setting made through the handle while nothing shows (set, then show)
        session.restyle(\.bezelColor, to: red)
        #expect(host.calls.isEmpty)
        #expect(session.editableAppearance.bezelColor == red)

        // When it is shown
        session.showDraft()
        fixture.finishFade()

        // Then that presentation has it
        #expect(session.render?.bezel.fill == red)

        // When it is hidden
        session.dismiss()
        fixture.finishFade()

        // Then the setting has ended
        #expect(session.editableAppearance.bezelColor == nil)
    }

    @Test func anotherShowEndsTheSettingsOfThePresentationItSupersedes() {
        // Given a HUD styled through its handle
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        let standard = session.render?.bezel.fill
        session.restyle(\.bezelColor, to: red)

        // When another show replaces it
        session.show(HUDContent(status: "Saving"))

        // Then the new presentation starts from the view's defaults
        #expect(session.render?.bezel.fill == standard)
    }

    @Test func aDefaultChangedMeanwhileShowsWhereTheHandleSetNothing() {
        // Given a HUD whose bezel colour the handle set
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        session.restyle(\.bezelColor, to: red)

        // When the view's defaults change (its controller's appearance)
        session.appearance.margin = 30
        session.appearance.bezelColor = .black

        // Then the handle's setting stays over the defaults, and the other default shows
        #expect(session.editableAppearance.bezelColor == red)
        #expect(session.editableAppearance.margin == 30)
        #expect(session.render?.bezel.fill == red)
    }

    @Test func aSettingMadeWhileTheHUDFadesOutWaitsForTheNextShow() {
        // Given a HUD fading out
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        let standard = session.render?.bezel.fill
        session.dismiss()

        // When the handle sets the colour
        session.restyle(\.bezelColor, to: red)

        // Then the HUD leaving keeps its colour, and the next show has the new one
        #expect(session.render?.bezel.fill == standard)
        fixture.finishFade()
        session.showDraft()
        fixture.finishFade()
        #expect(session.render?.bezel.fill == red)
    }

    @Test func aGraceTimeSetBeforeTheShowDelaysThatShowOnly() {
        // Given a grace time set through the handle (MBProgressHUD's graceTime, before showAnimated:)
        session.restyle(\.graceTimeInterval, to: 1)

        // When shown
        session.showDraft()

        // Then the show waits for it
        #expect(fixture.phase == .gracePending)

        // When it appears, is hidden and shown again
        fixture.advance(by: 1)
        fixture.finishFade()
        session.dismiss()
        fixture.finishFade()
        session.showDraft()

        // Then the next show does not wait
        #expect(fixture.phase == .appearing)
    }

    @Test func aReusedInstanceKeepsItsSettingsAcrossAHide() {
        // Given the lifetime of an MBProgressHUD kept and shown again, styled while shown
        session.draftLifetime = .instance
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        session.restyle(\.bezelColor, to: red)

        // When it is hidden and shown again
        session.dismiss()
        fixture.finishFade()
        session.showDraft()
        fixture.finishFade()

        // Then it keeps the setting, as MBProgressHUD's properties outlive hideAnimated:
        #expect(session.render?.bezel.fill == red)
    }
}
