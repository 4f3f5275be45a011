import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A progress HUD keeps one width from 0 % to 100 % when its status shows a percentage.
struct HUDLayoutSteadyDigitsTests {
    private func bezelWidth(_ status: String, _ progress: Double, style: HUDProgressStyle = .ring) -> CGFloat {
        HUDRenderDescription(
            content: HUDContent(indicator: .progress(progress), status: status),
            appearance: HUDAppearance { $0.progressStyle = style }, environment: HUDEnvironment(),
            measurer: HUDApproximateTextMeasurer()
        ).bezel.frame.width
    }

    @Test(arguments: [HUDProgressStyle.ring, .pie, .bar])
    func theBezelKeepsOneWidthFromZeroToAHundredPercent(style: HUDProgressStyle) {
        // Before, "Uploading 9%" → "Uploading 10%" → "Uploading 100%" widened the bezel twice (a long status is
        // wider than the ring's box, so the label sets the width).
        let widths = Set((0...100).map { bezelWidth("Uploading photos \($0)%", Double($0) / 100, style: style) })
        #expect(widths.count == 1)
        let arabic = Set((0...100).map { bezelWidth("جارٍ رفع الصور \($0)٪", Double($0) / 100, style: style) })
        #expect(arabic.count == 1)
    }

    @Test func aSpinnerStatusIsMeasuredAsItIs() {
        let spinner = { (status: String) in
            HUDRenderDescription(
                content: HUDContent(indicator: .spinner, status: status), appearance: HUDAppearance(),
                environment: HUDEnvironment(), measurer: HUDApproximateTextMeasurer()
            ).bezel.frame.width
        }
        #expect(spinner("Checking a long list 5%") < spinner("Checking a long list 100%"))
    }

    @Test func theTemplateReservesThreeDigitsBeforeAPercentSign() {
        #expect(HUDLayout.steadyPercentTemplate("Uploading 7%") == "Uploading 000%")
        #expect(HUDLayout.steadyPercentTemplate("42 % done") == "000 % done")
        #expect(HUDLayout.steadyPercentTemplate("File 3 of 12: 100%") == "File 0 of 00: 000%")
        #expect(HUDLayout.steadyPercentTemplate("Uploading") == nil)
        #expect(HUDLayout.steadyPercentTemplate("3 of 12") == nil)
        #expect(HUDLayout.steadyPercentTemplate("100% sure") == "000% sure")
    }
}
