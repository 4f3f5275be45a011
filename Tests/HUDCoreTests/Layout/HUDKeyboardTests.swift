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

/// Only a keyboard that reaches the bottom edge of the screen counts (iPad, 1024 × 1366 points).
struct HUDKeyboardDockingTests {
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)

    @Test(
        arguments: [
            ("docked", CGRect(x: 0, y: 968, width: 1024, height: 398), 398),
            ("docked, 0.5 pt short (rounding)", CGRect(x: 0, y: 967.5, width: 1024, height: 398), 398),
            ("hardware keyboard's shortcut bar", CGRect(x: 0, y: 1311, width: 1024, height: 55), 55),
            ("sliding off the bottom", CGRect(x: 0, y: 1200, width: 1024, height: 398), 166),
            ("undocked, mid-screen", CGRect(x: 0, y: 600, width: 1024, height: 398), 0),
            ("split, just above the bottom", CGRect(x: 0, y: 900, width: 1024, height: 400), 0),
            ("floating small keyboard", CGRect(x: 300, y: 800, width: 320, height: 260), 0),
        ] as [(String, CGRect, CGFloat)])
    func onlyADockedKeyboardCounts(label: String, keyboard: CGRect, expected: CGFloat) {
        #expect(HUDKeyboard.overlap(keyboardFrame: keyboard, containerFrame: screen, screenFrame: screen) == expected)
    }

    @Test func aContainerAboveTheBottomStillMovesForADockedKeyboard() {
        // Given a Stage Manager window that ends 100 pt above the screen's bottom edge
        let window = CGRect(x: 100, y: 100, width: 800, height: 1166)
        let keyboard = CGRect(x: 0, y: 968, width: 1024, height: 398)

        // Then the docked keyboard covers its bottom 298 pt, and an undocked one covers nothing
        #expect(HUDKeyboard.overlap(keyboardFrame: keyboard, containerFrame: window, screenFrame: screen) == 298)
        let undocked = keyboard.offsetBy(dx: 0, dy: -300)
        #expect(HUDKeyboard.overlap(keyboardFrame: undocked, containerFrame: window, screenFrame: screen) == 0)
    }

    @Test func anUnknownOrUnusableScreenCountsTheKeyboardWhereverItIs() {
        let undocked = CGRect(x: 0, y: 600, width: 1024, height: 398)
        let screens: [CGRect?] = [nil, .null, .zero, CGRect(x: 0, y: 0, width: 1024, height: CGFloat.nan)]
        #expect(
            screens.map { HUDKeyboard.overlap(keyboardFrame: undocked, containerFrame: screen, screenFrame: $0) }
                == [398, 398, 398, 398])
    }
}
