import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A message never blocks touches outside its pill, and takes touches on it only with a tap handler,
/// `dismissOnTap`, a button or swipe to hide.
@MainActor
struct HUDMessageTouchTests {
    let fixture = MessageFixture { $0.maskType = .black }
    var messages: HUDMessageSession { fixture.messages }

    private func pillCenter() throws -> CGPoint {
        let frame = try #require(messages.render).bezel.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aPlainMessagePassesEveryTouchThroughItsPillToo() throws {
        // Before the lane, the toast swallowed the taps of the tab items under it for its whole duration.
        fixture.show("Copied")
        #expect(messages.hitTest(try pillCenter()) == .passThrough)
        #expect(messages.hitTest(CGPoint(x: 5, y: 5)) == .passThrough)
    }

    @Test(arguments: [
        HUDMessage("Undo", hasTapHandler: true), HUDMessage("Close", options: HUDOptions(dismissOnTap: true)),
        HUDMessage("Swipe", swipeToHide: true),
    ])
    func aMessageThatReactsTakesTouchesOnItsPillOnly(_ message: HUDMessage) throws {
        messages.show(message)
        #expect(messages.hitTest(try pillCenter()) == .bezel)
        #expect(messages.hitTest(CGPoint(x: 5, y: 5)) == .passThrough)
    }

    @Test func aButtonTakesItsTouchesAndRunsItsAction() throws {
        // Given
        var taps = 0
        let button = HUDButton("Undo") { taps += 1 }
        fixture.show("Deleted", options: HUDOptions(button: button))
        let render = try #require(messages.render)
        let frame = try #require(render.button).frame
        let point = CGPoint(x: render.bezel.frame.minX + frame.midX, y: render.bezel.frame.minY + frame.midY)

        // When
        let result = messages.hitTest(point)
        messages.buttonTapped()

        // Then
        #expect(result == .button)
        #expect(taps == 1)
    }

    @Test func nothingTakesTouchesWhileTheMessageFadesOutOrAfterIt() throws {
        fixture.show("Undo", options: HUDOptions(dismissOnTap: true))
        let center = try pillCenter()
        fixture.finishFade()
        messages.tapped()
        #expect(messages.hitTest(center) == .passThrough)
    }
}
