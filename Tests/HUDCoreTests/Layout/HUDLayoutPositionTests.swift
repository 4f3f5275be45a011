import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The bezel's origin on whole points (`HUDLayout+Position.swift`): rounded down like SVProgressHUD's `floorf`, and
/// never pushed out of the visible region by the rounding.
struct HUDLayoutPositionTests {
    private func bezel(
        bounds: CGRect, label: CGSize? = nil, content: HUDLayout.ContentKind = .ring,
        insets: HUDEdgeInsets = .zero, keyboard: CGFloat = 0, offset: HUDOffset = HUDOffset()
    ) -> CGRect {
        HUDLayout(
            bounds: bounds, safeAreaInsets: insets, keyboardHeight: keyboard, labelSize: label, content: content,
            appearance: HUDAppearance { $0.offsetFromCenter = offset }
        ).bezelFrame
    }

    @Test func originIsRoundedDownForOddSizesAndFractionalContainers() {
        // Given odd bezel widths and containers with fractional sizes and origins
        let frames = [
            // 85 × 42 text bezel: 195 − 42.5 = 152.5, 379.8 − 21 = 358.8
            bezel(
                bounds: CGRect(x: 0, y: 0, width: 390, height: 844), label: CGSize(width: 61, height: 18),
                content: .none),
            // 84 × 84 spinner: 160.25 − 42 = 118.25, 0.45 × 567.5 − 42 = 213.375
            bezel(bounds: CGRect(x: 0, y: 0, width: 320.5, height: 567.5)),
            // 52 × 52 custom view: 10.5 + 187.5 − 26 = 172, 20.25 + 0.45 × 667 − 26 = 294.4
            bezel(
                bounds: CGRect(x: 10.5, y: 20.25, width: 375, height: 667),
                content: .customView(CGSize(width: 28, height: 28))),
            // 85 × 42 text bezel: 207.15 − 42.5 = 164.65, 0.45 × 895.7 − 21 = 382.065
            bezel(
                bounds: CGRect(x: 0, y: 0, width: 414.3, height: 895.7), label: CGSize(width: 61, height: 18),
                content: .none),
        ]
        // Then every origin is the unrounded one rounded down
        #expect(
            frames == [
                CGRect(x: 152, y: 358, width: 85, height: 42),
                CGRect(x: 118, y: 213, width: 84, height: 84),
                CGRect(x: 172, y: 294, width: 52, height: 52),
                CGRect(x: 164, y: 382, width: 85, height: 42),
            ])
    }

    @Test func roundingNeverCrossesAFractionalSafeAreaEdge() {
        // Given fractional insets, and offsets that push the bezel against them
        let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
        let insets = HUDEdgeInsets(top: 47.33, left: 10.5, bottom: 34.5, right: 0)
        // When
        let topLeft = bezel(bounds: phone, insets: insets, offset: HUDOffset(horizontal: -300, vertical: -400))
        let bottom = bezel(bounds: phone, insets: insets, offset: HUDOffset(vertical: 500))
        let tooLarge = bezel(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), insets: HUDEdgeInsets(top: 20.5, left: 20.5))
        // Then against the top or left edge it rounds up (rounding down alone would give (10, 47), outside it)
        #expect(topLeft == CGRect(x: 11, y: 48, width: 84, height: 84))
        // And against the bottom edge (844 − 34.5 − 84 = 725.5) rounding down keeps it inside
        #expect(bottom == CGRect(x: 153, y: 725, width: 84, height: 84))
        // And a bezel larger than the region keeps its top-left corner inside it
        #expect(tooLarge == CGRect(x: 21, y: 21, width: 84, height: 84))
    }

    @Test(arguments: [
        HUDEdgeInsets(top: 47.33, left: 0.5, bottom: 34.25, right: 10.75),
        HUDEdgeInsets(top: 0.4, left: 20.6, bottom: 0.9, right: 0.1),
    ])
    func everyOriginIsWholeAndInsideTheSafeArea(insets: HUDEdgeInsets) {
        // Given a fractional container, bezels of several sizes, keyboards and offsets from far up-left to far
        // down-right
        let bounds = CGRect(x: 0.5, y: 0.25, width: 390.3, height: 843.7)
        let labels: [CGSize?] = [nil, CGSize(width: 17.5, height: 18), CGSize(width: 61, height: 18.2)]
        let offsets = Array(stride(from: -500.0, through: 500.0, by: 37.3))
        var misplaced: [String] = []
        // When
        for label in labels {
            for keyboard in [0, 291.4] as [CGFloat] {
                let region = HUDLayout.visibleRegion(in: bounds, safeAreaInsets: insets, keyboardHeight: keyboard)
                for dx in offsets {
                    for dy in offsets {
                        let frame = bezel(
                            bounds: bounds, label: label, insets: insets, keyboard: keyboard,
                            offset: HUDOffset(horizontal: dx, vertical: dy))
                        let isWhole = frame.minX == frame.minX.rounded() && frame.minY == frame.minY.rounded()
                        if !isWhole || !region.contains(frame) {
                            misplaced.append("\(frame) for label \(String(describing: label)) offset (\(dx), \(dy))")
                        }
                    }
                }
            }
        }
        // Then
        #expect(misplaced == [])
    }
}
