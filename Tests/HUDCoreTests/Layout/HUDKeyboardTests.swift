import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDKeyboardTests {
    let container = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func dockedKeyboardCoversItsHeight() {
        let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
        #expect(HUDKeyboard.overlap(keyboardFrame: keyboard, containerFrame: container) == 336)
    }

    @Test func keyboardPartlyBelowTheContainerCoversOnlyTheVisiblePart() {
        let keyboard = CGRect(x: 0, y: 744, width: 390, height: 336)
        #expect(HUDKeyboard.overlap(keyboardFrame: keyboard, containerFrame: container) == 100)
    }

    @Test func containerThatEndsAboveTheScreenBottomCountsOnlyItsOwnPart() {
        let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
        let inset = CGRect(x: 0, y: 100, width: 390, height: 600)
        #expect(HUDKeyboard.overlap(keyboardFrame: keyboard, containerFrame: inset) == 192)
    }

    @Test func hiddenKeyboardsCoverNothing() {
        let offscreen = CGRect(x: 0, y: 844, width: 390, height: 336)
        let beside = CGRect(x: 400, y: 508, width: 390, height: 336)
        let frames = [offscreen, beside, .null, .zero, CGRect(x: 0, y: 508, width: 0, height: 336)]
        #expect(frames.map { HUDKeyboard.overlap(keyboardFrame: $0, containerFrame: container) } == [0, 0, 0, 0, 0])
    }

    @Test func nonFiniteFramesCoverNothing() {
        let nan = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)
        let infinite = CGRect(x: 0, y: 508, width: CGFloat.infinity, height: 336)
        #expect(HUDKeyboard.overlap(keyboardFrame: nan, containerFrame: container) == 0)
        #expect(HUDKeyboard.overlap(keyboardFrame: infinite, containerFrame: container) == 0)
        #expect(HUDKeyboard.overlap(keyboardFrame: container, containerFrame: nan) == 0)
    }

    @Test func negativeSizedFramesAreStandardized() {
        let flipped = CGRect(x: 390, y: 844, width: -390, height: -336)
        #expect(HUDKeyboard.overlap(keyboardFrame: flipped, containerFrame: container) == 336)
    }
}
