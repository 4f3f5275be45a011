import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The layout settings MBProgressHUD's apps set: margin, spacing between the indicator and the label, a square bezel.
struct HUDLayoutBezelSettingsTests {
    private func layout(label: CGSize? = CGSize(width: 100, height: 18), _ configure: (inout HUDAppearance) -> Void)
        -> HUDLayout
    {
        HUDLayout(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: .zero, keyboardHeight: 0,
            labelSize: label, content: .ring, appearance: HUDAppearance(configure))
    }

    @Test func theMarginSurroundsTheStack() {
        // 20 + 100 + 20 wide; 20 + 48 + 8 + 18 + 20 high
        let result = layout { $0.margin = 20 }
        #expect(result.bezelFrame.size == CGSize(width: 140, height: 114))
        #expect(result.contentFrame == CGRect(x: 46, y: 20, width: 48, height: 48))
        #expect(result.labelFrame == CGRect(x: 20, y: 76, width: 100, height: 18))
    }

    @Test func theSpacingSeparatesTheIndicatorFromTheLabelOnly() {
        let result = layout { $0.labelSpacing = 2 }
        #expect(result.bezelFrame.size == CGSize(width: 124, height: 92))
        #expect(result.labelFrame?.minY == 62)
        // Without a label there is no spacing
        #expect(layout(label: nil) { $0.labelSpacing = 40 }.bezelFrame.size == CGSize(width: 84, height: 84))
    }

    @Test func aSquareBezelTakesTheLargerSideAndCentresTheStack() {
        let result = layout { $0.isSquare = true }
        // 124 × 98 becomes 124 × 124; the stack (48 + 8 + 18 = 74 high) is centred: top at 25
        #expect(result.bezelFrame.size == CGSize(width: 124, height: 124))
        #expect(result.contentFrame?.minY == 25)
        let tall = layout(label: CGSize(width: 20, height: 100)) { $0.isSquare = true }
        #expect(tall.bezelFrame.size == CGSize(width: 180, height: 180))
    }

    @Test func invalidMarginsAndSpacingsActAsZero() {
        for bad in [-5, CGFloat.nan, .infinity, -.infinity] {
            let result = layout {
                $0.margin = bad
                $0.labelSpacing = bad
            }
            #expect(result.bezelFrame.size == CGSize(width: 100, height: 66), "\(bad)")
        }
    }

    @Test func theDefaultsAreSVProgressHUDs() {
        #expect(HUDAppearance().margin == 12 && HUDAppearance().labelSpacing == 8 && !HUDAppearance().isSquare)
        #expect(HUDLayout.margin == 12 && HUDLayout.labelSpacing == 8)
    }
}
