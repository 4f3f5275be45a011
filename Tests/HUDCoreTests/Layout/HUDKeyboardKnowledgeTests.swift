import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Every lane reads the same keyboard, and never a stale one.
struct HUDKeyboardKnowledgeTests {
    let up = CGRect(x: 0, y: 508, width: 390, height: 336)

    @Test func beforeAnyNotificationTheLayoutGuideTells() {
        var keyboard = HUDKeyboardKnowledge()
        keyboard.observing(true)
        #expect(keyboard.source == .layoutGuide)
    }

    @Test func aHiddenKeyboardIsKnownHidden() {
        var keyboard = HUDKeyboardKnowledge()
        keyboard.observing(true)
        keyboard.moved(to: up)
        keyboard.moved(to: nil)
        #expect(keyboard.source == .notified(nil))
    }

    @Test func aFrameIsForgottenWhenNoLaneObservesTheKeyboard() {
        // Given a keyboard that was up while a HUD showed
        var keyboard = HUDKeyboardKnowledge()
        keyboard.observing(true)
        keyboard.moved(to: up)

        // When every lane stopped needing it (the keyboard may go unseen), then a message needs it again
        keyboard.observing(false)
        let whileUnobserved = keyboard.source
        keyboard.observing(true)

        // Then the message asks the layout guide, never the frame of a keyboard that may have gone
        #expect(whileUnobserved == .layoutGuide)
        #expect(keyboard.source == .layoutGuide, "A message must not float above a keyboard that went meanwhile")
    }

    @Test func observingAgainWhileObservedKeepsWhatIsKnown() {
        var keyboard = HUDKeyboardKnowledge()
        keyboard.observing(true)
        keyboard.moved(to: up)
        keyboard.observing(true)
        #expect(keyboard.source == .notified(up))
    }
}
