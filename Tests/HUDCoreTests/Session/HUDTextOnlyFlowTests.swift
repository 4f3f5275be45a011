import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Text only (``HUDIndicator/none``) is a HUD kind, MBProgressHUD's text mode: it follows the HUD's rules (centred,
/// the appearance's mask, counted like the spinner, shown until dismissed). Toasts are messages, another lane.
@MainActor
struct HUDTextOnlyFlowTests: SessionSuite {
    let fixture = SessionFixture { $0.maskType = .black }

    private func textOnly(_ text: String, _ options: HUDOptions = HUDOptions()) -> HUDContent {
        HUDContent(indicator: .none, status: text, options: options)
    }

    @Test func staysUntilDismissedLikeTheSpinner() {
        // Given
        session.show(textOnly("Please wait"))
        fixture.finishFade()

        // When
        fixture.advance(by: 3600)

        // Then
        #expect(fixture.phase == .visible)
    }

    @Test func keepsTheAppearancesMask() throws {
        // Before messages had a lane of their own, text only dropped the mask: a toast over a blocking HUD
        // unblocked the app.
        session.show(textOnly("Please wait"))
        let render = try #require(session.render)
        #expect(render.blocksTouches)
        #expect(session.hitTest(CGPoint(x: 5, y: 5)) == .mask)
    }

    @Test func countsAsAnActivityAndAPopBalancesIt() {
        // Given a spinner that counts
        session.show(HUDContent(status: "Loading"))

        // When text only is shown over it
        session.show(textOnly("Still loading"))

        // Then both count, as two spinner shows would
        #expect(session.state.activityCount == 2)
        session.popActivity()
        #expect(session.state.activityCount == 1)
    }

    @Test func sitsAtTheCentreUnlessTheCallSaysOtherwise() throws {
        session.show(textOnly("Copied"))
        let center = try #require(session.render).bezel.frame
        session.show(textOnly("Copied", HUDOptions(position: .top)))
        let top = try #require(session.render).bezel.frame

        // The default place; 16 below the top
        #expect([center.minY, top.minY] == [358, 16])
    }

    @Test func aHundredThousandCharacterTextIsTruncatedToTheMaximumLabelSize() throws {
        session.show(textOnly(String(repeating: "copied ", count: 100_000 / 7)))
        let label = try #require(session.render?.label)
        #expect(label.frame.width <= 200)
        #expect(label.frame.height <= 300)
        #expect(label.lines.last?.hasSuffix("…") == true)
    }
}
