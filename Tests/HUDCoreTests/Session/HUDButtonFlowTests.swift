import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The button (``HUDOptions/button``): laid out under the texts, never passed through, and its action run by the
/// session once per tap, only while the presentation it came with is on screen.
@MainActor
struct HUDButtonFlowTests: SessionSuite {
    let fixture = SessionFixture()
    /// How often each button's action ran.
    private let taps = TapCounter()

    private func content(_ title: String = "Cancel", _ name: String = "first", status: String? = "Uploading")
        -> HUDContent
    {
        let taps = taps
        let button = HUDButton(title, role: .cancel) { taps.count[name, default: 0] += 1 }
        return HUDContent(indicator: .progress(0.3), status: status, options: HUDOptions(button: button))
    }

    /// The button's frame in the container's coordinates.
    private func buttonOnScreen(_ render: HUDRenderDescription) -> CGRect? {
        render.button?.frame.offsetBy(dx: render.bezel.frame.minX, dy: render.bezel.frame.minY)
    }

    @Test func eachTapRunsTheActionOnceAndLeavesTheHUDUp() {
        // Given
        session.show(content())
        fixture.finishFade()

        // When
        session.buttonTapped()
        session.buttonTapped()

        // Then
        #expect(taps.count == ["first": 2])
        #expect(fixture.phase == .visible)
    }

    @Test func onlyThePresentationOnScreenHearsTheTap() {
        // Given a second presentation with its own button replaces the first
        session.show(content())
        session.show(content("Stop", "second"))
        fixture.finishFade()

        // When
        session.buttonTapped()

        // Then
        #expect(taps.count == ["second": 1])
    }

    @Test func noTapIsHeardOnceTheHUDFadesOutOrWithoutAButton() {
        // A show without a button replaces one with a button
        session.show(content())
        session.show(HUDContent(status: "Loading"))
        session.buttonTapped()
        // The HUD with a button fades out
        session.show(content())
        fixture.finishFade()
        session.dismiss()
        session.buttonTapped()
        fixture.finishFade()
        session.buttonTapped()
        #expect(taps.count == [:])
    }

    @Test func aRunsSpinnerHasTheButtonAndItsOutcomeHasNone() {
        // Given a run whose options carry the button
        let run = session.beginRun(status: "Saving", success: "Saved", options: content().options)
        fixture.finishFade()

        // When the button is tapped, then the work returns and the checkmark shows
        session.buttonTapped()
        session.finishRun(run, .returned)
        session.buttonTapped()

        // Then
        #expect(taps.count == ["first": 1])
        #expect(session.render?.button == nil)
    }

    @Test func anActionThatDismissesFadesTheHUDOut() {
        session.show(
            HUDContent(
                status: "Uploading",
                options: HUDOptions(button: HUDButton("Cancel") { [session] in session.dismiss() })))
        fixture.finishFade()
        session.buttonTapped()
        #expect(fixture.phase == .disappearing)
    }

    @Test func theButtonIsLaidOutUnderTheTextsAndTakesItsTouchesWhateverTheMask() throws {
        // Given mask .none (the default): touches outside the bezel pass through
        session.show(content())
        let render = try #require(session.render)
        let button = try #require(render.button)
        let label = try #require(render.label)
        let onScreen = try #require(buttonOnScreen(render))

        // Then
        #expect(button.frame.minY == label.frame.maxY + HUDLayout.buttonSpacing)
        #expect(button.frame.height >= 36)
        #expect(session.hitTest(CGPoint(x: onScreen.midX, y: onScreen.midY)) == .button)
        #expect(session.hitTest(CGPoint(x: render.bezel.frame.minX + 1, y: render.bezel.frame.minY + 1)) == .bezel)
        #expect(session.hitTest(.zero) == .passThrough)
    }

    @Test func theButtonIsFoundWhereTheBezelIsOnScreen() throws {
        // Given the bezel tilted 10 points right by the motion effect and at 1.3× while zooming in
        session.show(content())
        let render = try #require(session.render)
        let button = try #require(render.button).frame
        let bezel = render.bezel.frame
        let onScreen = CGRect(
            x: bezel.midX + 10 - bezel.width * 1.3 / 2, y: bezel.midY - bezel.height * 1.3 / 2,
            width: bezel.width * 1.3, height: bezel.height * 1.3)
        let center = CGPoint(x: onScreen.minX + button.midX * 1.3, y: onScreen.minY + button.midY * 1.3)

        // Then
        #expect(session.hitTest(center, bezelOffset: HUDOffset(horizontal: 10), scale: 1.3) == .button)
        #expect(session.hitTest(center, bezelOffset: HUDOffset(horizontal: 10), scale: 0) == .passThrough)
    }

    @Test func aTouchOnTheButtonIsNotATapOfTheHUD() throws {
        // Given a HUD that a tap dismisses
        var options = content().options
        options.dismissOnTap = true
        session.show(HUDContent(status: "Uploading", options: options))
        fixture.finishFade()
        let render = try #require(session.render)
        let button = try #require(buttonOnScreen(render))

        // When
        session.touchDown(at: CGPoint(x: button.midX, y: button.midY))
        session.touchUp(at: CGPoint(x: button.midX, y: button.midY))

        // Then
        #expect(fixture.phase == .visible)
    }

    @Test func anEmptyTitleShowsNoButtonAndTakesNoTap() {
        session.show(content(""))
        fixture.finishFade()
        session.buttonTapped()
        #expect(session.render?.button == nil)
        #expect(taps.count == [:])
    }

    @Test func aLongTitleIsCutOnOneLine() throws {
        session.show(content(String(repeating: "Cancel the upload ", count: 5_000)))
        let button = try #require(session.render?.button)
        #expect(button.line.hasSuffix("…"))
        #expect(button.frame.width <= 200)
        #expect(button.frame.height == 36)
    }

    @Test func theRoleSetsTheTitlesWeight() throws {
        session.show(HUDContent(options: HUDOptions(button: HUDButton("OK", action: {}))))
        let ok = try #require(session.render?.button)
        session.show(content())
        let cancel = try #require(session.render?.button)
        #expect([ok.font.weight, cancel.font.weight] == [.regular, .semibold])
    }

    @Test func theDumpDescribesTheButtonAfterTheTexts() throws {
        session.show(content())
        let lines = try #require(session.render).description.split(separator: "\n")
        #expect(
            lines.dropFirst(5).prefix(3) == [
                "label x=19 y=68 w=68 h=18 color=rgba(0,0,0,1) font=subheadline,regular,15 size=15 lines=1",
                #"  "Uploading""#,
                #"button x=12 y=98 w=82 h=36 r=18 fill=rgba(0,0,0,0.1) color=rgba(0,0,0,1) font=subheadline,semibold,15 size=15 "Cancel""#,
            ])
    }

    @Test func buttonsCompareByTitleAndRoleNotByAction() {
        #expect(HUDButton("Cancel", action: {}) == HUDButton("Cancel", action: { print("other") }))
        #expect(HUDButton("Cancel", action: {}) != HUDButton("Cancel", role: .cancel, action: {}))
    }
}

/// Counts the taps of each button by name.
@MainActor
private final class TapCounter {
    var count: [String: Int] = [:]
}
