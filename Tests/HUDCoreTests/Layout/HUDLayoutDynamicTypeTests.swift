import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The indicator and the image grow with Dynamic Type as the label does, up to the first accessibility size.
struct HUDLayoutDynamicTypeTests {
    private func layout(
        _ content: HUDLayout.ContentKind, fontScale: CGFloat, label: CGSize? = CGSize(width: 40, height: 18)
    ) -> HUDLayout {
        HUDLayout(
            environment: HUDEnvironment(fontScale: fontScale), labelSize: label, content: content,
            appearance: HUDAppearance())
    }

    @Test func theScaleFollowsTheFontScaleBetweenOneAndTheFirstAccessibilitySize() {
        #expect(HUDLayout.indicatorScale(fontScale: 1) == 1)
        #expect(HUDLayout.indicatorScale(fontScale: 1.4) == 1.4)
        #expect(HUDLayout.indicatorScale(fontScale: 3.27) == HUDLayout.maximumIndicatorScale)
        #expect(abs(HUDLayout.maximumIndicatorScale - 25.0 / 15.0) < 1e-12)
        // Smaller text keeps the set sizes; nonsense gives 1
        for scale in [0.8, 0, -2, .nan, .infinity] as [CGFloat] {
            #expect(HUDLayout.indicatorScale(fontScale: scale) == 1, "\(scale)")
        }
    }

    @Test func theRingRadiusAndThicknessGrowWithTheText() {
        // Before the fix the ring stayed 18 pt (2 pt wide) while the label grew 1.5 times.
        let large = layout(.ring, fontScale: 1.5)
        #expect((large.ringRadius, large.ringThickness) == (27, 3))
        // Its box is 2 × (27 + 1.5 + 5) = 67 on a side
        #expect(large.contentFrame?.size == CGSize(width: 67, height: 67))
        let regular = layout(.ring, fontScale: 1)
        #expect((regular.ringRadius, regular.ringThickness) == (18, 2))
    }

    @Test func theBareSpinnerGrowsFromItsOwnRadius() {
        let bare = layout(.ring, fontScale: 1.2, label: nil)
        #expect(abs(bare.ringRadius - 28.8) < 1e-9)
        // 2 × (28.8 + 1.2 + 5) = 70
        #expect(bare.contentFrame?.size == CGSize(width: 70, height: 70))
    }

    @Test func theImageGrowsToWholePointsAndStopsAtTheCap() {
        #expect(layout(.image, fontScale: 1.5).imageFrame?.size == CGSize(width: 42, height: 42))
        // 28 × 5/3 = 46.67, rounded; a larger text size changes nothing more
        #expect(layout(.image, fontScale: 2).imageFrame?.size == CGSize(width: 47, height: 47))
        #expect(layout(.image, fontScale: 3).imageFrame == layout(.image, fontScale: 2).imageFrame)
    }

    @Test func theRenderDescriptionDrawsTheScaledSpinner() {
        let render = HUDRenderDescription(
            content: HUDContent(status: "Loading"), appearance: HUDAppearance(),
            environment: HUDEnvironment(fontScale: 1.5), measurer: HUDApproximateTextMeasurer())
        guard case .spinner(let spinner) = render.indicator else {
            Issue.record("no spinner")
            return
        }
        #expect((spinner.radius, spinner.lineWidth) == (27, 3))
    }
}
