import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A message (``HUDIndicator/none``, `HUD.showMessage`): a toast that dismisses itself by the images' duration
/// rule, never blocks the app unless the call asks for a mask, does not count as an activity and sits at the
/// bottom unless told otherwise.
@MainActor
struct HUDMessageFlowTests {
    let fixture = SessionFixture { $0.maskType = .black }
    var session: HUDSession { fixture.session }

    private func message(_ text: String, _ options: HUDOptions = HUDOptions()) -> HUDContent {
        HUDContent(indicator: .none, status: text, options: options)
    }

    @Test func dismissesItselfAfterTheDisplayDurationOfItsText() throws {
        // Given
        session.show(message("Copied"))
        fixture.finishFade()
        let duration = session.appearance.displayDuration(for: "Copied")

        // When
        fixture.advance(by: duration - 0.01)
        let before = fixture.phase
        fixture.advance(by: 0.01)

        // Then
        #expect(before == .visible)
        #expect(fixture.phase == .disappearing)
    }

    @Test func passesTouchesThroughWhateverTheAppearancesMask() throws {
        // Given the appearance's black mask
        session.show(message("Copied"))
        let render = try #require(session.render)

        // Then only the bezel takes touches
        #expect(render.mask == .none)
        #expect(render.blocksTouches == false)
        #expect(session.hitTest(CGPoint(x: 5, y: 5)) == .passThrough)
        #expect(session.hitTest(CGPoint(x: render.bezel.frame.midX, y: render.bezel.frame.midY)) == .bezel)
    }

    @Test func aMaskTheCallAsksForStillBlocks() throws {
        session.show(message("Copied", HUDOptions(maskType: .clear)))
        #expect(session.hitTest(CGPoint(x: 5, y: 5)) == .mask)
    }

    @Test func doesNotCountAsAnActivity() {
        // Given a spinner that counts
        session.show(HUDContent(status: "Loading"))
        #expect(session.state.activityCount == 1)

        // When a message replaces it
        session.show(message("Copied"))

        // Then the count is back to 0: the message waits for no pop (a pop at 0 dismisses it, as it does an image,
        // SVProgressHUD's rule)
        #expect(session.state.activityCount == 0)
    }

    @Test func sitsAtTheBottomUnlessTheCallOrTheAppearanceSaysOtherwise() throws {
        session.show(message("Copied"))
        let bottom = try #require(session.render).bezel.frame
        session.show(message("Copied", HUDOptions(position: .top)))
        let top = try #require(session.render).bezel.frame
        session.appearance.messagePosition = .center
        session.show(message("Copied"))
        let center = try #require(session.render).bezel.frame

        // 844 − 16 − 42 = 786; 16; the default place
        #expect([bottom.minY, top.minY, center.minY] == [786, 16, 358])
    }

    @Test func aDurationOptionKeepsItLongerOrUntilDismissed() {
        session.show(message("Copied", HUDOptions(duration: .infinity)))
        fixture.finishFade()
        fixture.advance(by: 3600)
        #expect(fixture.phase == .visible)
    }

    @Test func aHundredThousandCharacterMessageIsTruncatedToTheMaximumLabelSize() throws {
        session.show(message(String(repeating: "copied ", count: 100_000 / 7)))
        let label = try #require(session.render?.label)
        #expect(label.frame.width <= 200)
        #expect(label.frame.height <= 300)
        #expect(label.lines.last?.hasSuffix("…") == true)
    }

    @Test func anEmptyMessageIsAnEmptyToastThatStillGoesAway() {
        session.show(message(""))
        fixture.finishFade()
        #expect(session.render?.label == nil)
        fixture.advance(by: session.appearance.displayDuration(for: ""))
        #expect(fixture.phase == .disappearing)
    }
}
