import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@Suite("A view's message sits above that view's HUD, and neither scrolls with a scroll view's content")
struct HUDStackingLayersTests {
    @Test(
        arguments: [
            ("the HUD at the top", HUDStacking.Layer.hud, nil, false),
            ("its messages right above it", .messages, .hud, false),
            ("its messages above an app view above the HUD", .messages, .app, true),
            ("an app view added after the HUD", .app, .hud, true),
            ("an app view above its messages", .app, .messages, true),
        ] as [(String, HUDStacking.Layer, HUDStacking.Layer?, Bool)])
    func onlyTheOwnersMessagesRightAboveTheHUDDoNotCoverIt(
        _ label: String, top: HUDStacking.Layer, belowTop: HUDStacking.Layer?, expected: Bool
    ) {
        #expect(HUDStacking.isHUDCovered(top: top, belowTop: belowTop) == expected, "\(label)")
    }

    @Test func theMessagesComeToTheFrontAfterTheHUD() {
        #expect(HUDStacking.layers == [.hud, .messages], "Before the fix, the view's HUD came in front of its message")
    }

    @Test func aLayerInAScrolledScrollViewTakesTheVisibleArea() {
        // Given a table view scrolled down by 480 points (its bounds' origin is its content offset)
        let bounds = CGRect(x: 0, y: 480, width: 390, height: 600)

        // Then the HUD and the message take the visible area, not the top of the content
        #expect(HUDStacking.layerFrame(inContainerBounds: bounds) == bounds)
    }
}
