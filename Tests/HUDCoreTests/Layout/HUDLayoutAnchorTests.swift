import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Where ``HUDPosition`` puts the bezel (`HUDLayout+Position.swift`): 16 points inside the top or bottom of the
/// safe area, above the keyboard, moved by the position's offset and never out of the visible region.
struct HUDLayoutAnchorTests {
    /// A 390×844 phone with the notch and home indicator insets of an iPhone 15.
    private let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    private let insets = HUDEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// The frame of an 85×42 text bezel (a 61×18 label).
    private func bezel(
        at position: HUDPosition, keyboard: CGFloat = 0, offsetFromCenter: HUDOffset = .zero
    ) -> CGRect {
        HUDLayout(
            bounds: phone, safeAreaInsets: insets, keyboardHeight: keyboard, labelSize: CGSize(width: 61, height: 18),
            content: .none, appearance: HUDAppearance { $0.offsetFromCenter = offsetFromCenter }, position: position
        ).bezelFrame
    }

    @Test func topAndBottomSitSixteenPointsInsideTheSafeArea() {
        // 59 + 16 = 75; 844 − 34 − 16 − 42 = 752
        #expect(bezel(at: .top) == CGRect(x: 152, y: 75, width: 85, height: 42))
        #expect(bezel(at: .bottom) == CGRect(x: 152, y: 752, width: 85, height: 42))
    }

    @Test func centerIsTheDefaultPlaceMovedByTheAppearancesOffset() {
        #expect(bezel(at: .center) == CGRect(x: 152, y: 358, width: 85, height: 42))
        #expect(
            bezel(at: .center, offsetFromCenter: HUDOffset(vertical: 10)) == bezel(at: .center.offset(vertical: 10)))
    }

    @Test func topAndBottomIgnoreTheAppearancesOffsetFromCenter() {
        let moved = HUDOffset(horizontal: 40, vertical: 100)
        #expect(bezel(at: .top, offsetFromCenter: moved) == bezel(at: .top))
        #expect(bezel(at: .bottom, offsetFromCenter: moved) == bezel(at: .bottom))
    }

    @Test func bottomSitsAboveTheKeyboard() {
        // The keyboard covers 336 points: 844 − 336 − 16 − 42 = 450 (the home indicator is under the keyboard)
        #expect(bezel(at: .bottom, keyboard: 336) == CGRect(x: 152, y: 450, width: 85, height: 42))
    }

    @Test func offsetsAddUpAndMoveFromTheAnchor() {
        let position = HUDPosition.bottom.offset(vertical: -40).offset(horizontal: 10, vertical: -9)
        #expect(position.offset == HUDOffset(horizontal: 10, vertical: -49))
        #expect(bezel(at: position) == CGRect(x: 162, y: 703, width: 85, height: 42))
    }

    @Test func anOffsetNeverPushesTheBezelOutOfTheVisibleRegion() {
        #expect(bezel(at: .top.offset(vertical: -1000)).minY == 59)
        let farOff = bezel(at: .bottom.offset(horizontal: 1000, vertical: 1000))
        #expect(farOff == CGRect(x: 305, y: 768, width: 85, height: 42))
        #expect(bezel(at: .bottom.offset(vertical: 1000), keyboard: 336).maxY == 508)
    }

    @Test func nonFiniteOffsetsCountAsZero() {
        #expect(bezel(at: .top.offset(horizontal: .nan, vertical: .infinity)) == bezel(at: .top))
        #expect(bezel(at: .bottom.offset(vertical: -.infinity)) == bezel(at: .bottom))
    }
}
