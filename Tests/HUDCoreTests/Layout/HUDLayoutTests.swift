import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDLayoutTests {
    let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The layout as one comparable line, numbers rounded like the render description's.
    private func summary(_ layout: HUDLayout) -> String {
        func rect(_ rect: CGRect?) -> String {
            guard let rect else { return "none" }
            return [rect.minX, rect.minY, rect.width, rect.height].map { HUDTextFormat.number($0) }
                .joined(separator: ",")
        }
        return "bezel=\(rect(layout.bezelFrame)) content=\(rect(layout.contentFrame)) label=\(rect(layout.labelFrame))"
            + " r=\(HUDTextFormat.number(layout.ringRadius))"
    }

    private func layout(
        label: CGSize? = nil, content: HUDLayout.ContentKind = .ring, appearance: HUDAppearance = HUDAppearance(),
        bounds: CGRect? = nil, insets: HUDEdgeInsets = .zero, keyboard: CGFloat = 0
    ) -> HUDLayout {
        HUDLayout(
            bounds: bounds ?? phone, safeAreaInsets: insets, keyboardHeight: keyboard, labelSize: label,
            content: content, appearance: appearance)
    }

    @Test func bareSpinnerBezelIs84By84AtFortyFivePercentOfTheHeight() {
        // Given / When
        let result = layout()
        // Then: ring box 2 × (24 + 1 + 5) = 60 plus 12 on each side; centre y = 0.45 × 844 = 379.8, so the top is
        // floor(379.8 − 42) = 337
        #expect(summary(result) == "bezel=153,337,84,84 content=12,12,60,60 label=none r=24")
    }

    @Test func spinnerWithTextIsTheLabelWidthPlus24AndEightyPlusTheLabelHeight() {
        // Given a label wider than the 48-point ring box
        let result = layout(label: CGSize(width: 100, height: 18))
        // Then: 24 + 100 wide, 12 + 48 + 8 + 18 + 12 high, ring radius 18
        #expect(summary(result) == "bezel=133,330,124,98 content=38,12,48,48 label=12,68,100,18 r=18")
    }

    @Test func labelSizeWithFloatNoiseLaysOutAsItsWholePoints() {
        // Given a measured label a hair over 100×18
        let result = layout(label: CGSize(width: 100.000_000_1, height: 18.000_000_1))
        // Then it lays out exactly as 100×18 (not rounded up to 101×19)
        #expect(summary(result) == "bezel=133,330,124,98 content=38,12,48,48 label=12,68,100,18 r=18")
    }

    @Test func spinnerWithShortTextIsAsWideAsTheRingBoxPlusMargins() {
        let result = layout(label: CGSize(width: 30, height: 18))
        #expect(summary(result) == "bezel=159,330,72,98 content=12,12,48,48 label=21,68,30,18 r=18")
    }

    @Test func imageWithTextKeepsTheSpinnersBoxSoTheLabelStaysPut() {
        // Given a spinner and a checkmark with the same status
        let spinner = layout(label: CGSize(width: 50, height: 18))
        let image = layout(label: CGSize(width: 50, height: 18), content: .image)
        // Then the bezel and the label do not move when the spinner turns into the checkmark
        #expect(summary(image) == "bezel=158,330,74,98 content=13,12,48,48 label=12,68,50,18 r=18")
        #expect(
            image.bezelFrame == spinner.bezelFrame && image.labelFrame == spinner.labelFrame,
            "Before the fix the image bezel was 20 pt lower, so the label jumped up 20 pt")
        // And the 28 pt image is centred in the ring's box
        #expect(image.imageFrame == CGRect(x: 23, y: 22, width: 28, height: 28))
    }

    @Test func imageAloneIsAsLargeAsTheBareSpinner() {
        let result = layout(content: .image)
        #expect(summary(result) == "bezel=153,337,84,84 content=12,12,60,60 label=none r=24")
        #expect(result.imageFrame == CGRect(x: 28, y: 28, width: 28, height: 28))
        #expect(layout(content: .ring).imageFrame == nil)
    }

    @Test func textAloneIsTheLabelPlus24() {
        let result = layout(label: CGSize(width: 60, height: 18), content: .none)
        #expect(summary(result) == "bezel=153,358,84,42 content=none label=12,12,60,18 r=18")
    }

    @Test func fractionalLabelSizesAreRoundedUpToWholePoints() {
        let result = layout(label: CGSize(width: 60.2, height: 17.5), content: .none)
        #expect(summary(result) == "bezel=152,358,85,42 content=none label=12,12,61,18 r=18")
    }

    @Test func minimumSizeEnlargesTheBezelAndCentresItsContent() {
        // Given
        let appearance = HUDAppearance { $0.minimumSize = CGSize(width: 200, height: 150) }
        // When
        let result = layout(label: CGSize(width: 100, height: 18), appearance: appearance)
        // Then: the 48 + 8 + 18 stack is centred in 150
        #expect(summary(result) == "bezel=95,304,200,150 content=76,38,48,48 label=50,94,100,18 r=18")
    }

    @Test func minimumSizeSmallerThanTheContentChangesNothing() {
        let appearance = HUDAppearance { $0.minimumSize = CGSize(width: 50, height: 50) }
        #expect(summary(layout(appearance: appearance)) == summary(layout()))
    }

    @Test func keyboardRaisesTheCentreToFortyFivePercentOfTheHeightAboveIt() {
        // Given a 300-point keyboard: 0.45 × (844 − 300) = 244.8, so the top is floor(244.8 − 42) = 202
        let result = layout(keyboard: 300)
        #expect(summary(result) == "bezel=153,202,84,84 content=12,12,60,60 label=none r=24")
    }

    @Test func offsetFromCenterMovesTheBezel() {
        let appearance = HUDAppearance { $0.offsetFromCenter = HUDOffset(horizontal: 20, vertical: -30) }
        let result = layout(appearance: appearance)
        #expect(result.bezelFrame.origin == CGPoint(x: 173, y: 307))
    }

    @Test func offsetCannotPushTheBezelOutOfTheSafeArea() {
        // Given an offset far up and to the right, and a notch and a side inset
        let appearance = HUDAppearance { $0.offsetFromCenter = HUDOffset(horizontal: 300, vertical: -400) }
        let insets = HUDEdgeInsets(top: 47, left: 0, bottom: 34, right: 10)
        // When
        let result = layout(appearance: appearance, insets: insets)
        // Then it stops at the top inset and the right inset
        #expect(result.bezelFrame == CGRect(x: 296, y: 47, width: 84, height: 84))
    }

    @Test func bezelStaysAboveTheKeyboardAndTheBottomInset() {
        let appearance = HUDAppearance { $0.offsetFromCenter = HUDOffset(vertical: 500) }
        let result = layout(appearance: appearance, insets: HUDEdgeInsets(bottom: 34), keyboard: 336)
        #expect(result.bezelFrame == CGRect(x: 153, y: 424, width: 84, height: 84))
    }

    @Test func bezelLargerThanTheSafeRegionIsPinnedToItsTopLeft() {
        let result = layout(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), insets: HUDEdgeInsets(top: 20, left: 20))
        #expect(result.bezelFrame == CGRect(x: 20, y: 20, width: 84, height: 84))
    }

    @Test func containerOriginIsRespected() {
        let result = layout(bounds: CGRect(x: 100, y: 200, width: 390, height: 844))
        #expect(result.bezelFrame.origin == CGPoint(x: 253, y: 537))
    }

    @Test func nativeIndicatorUsesTheSystemLargeIndicatorBox() {
        let bare = layout(content: .nativeIndicator)
        let withText = layout(label: CGSize(width: 40, height: 18), content: .nativeIndicator)
        #expect(summary(bare) == "bezel=164,349,61,61 content=12,12,37,37 label=none r=24")
        #expect(summary(withText) == "bezel=163,336,64,87 content=13.67,12,37,37 label=12,57,40,18 r=18")
    }

    @Test func ringBoxFollowsRadiusAndThickness() {
        #expect(HUDLayout.ringBoxSide(radius: 30, thickness: 4) == 74)
        let appearance = HUDAppearance {
            $0.ringNoTextRadius = 30
            $0.ringThickness = 4
        }
        #expect(layout(appearance: appearance).bezelFrame.size == CGSize(width: 98, height: 98))
    }

    @Test func zeroImageSizeLaysOutAsTextOnly() {
        let appearance = HUDAppearance { $0.imageViewSize = .zero }
        let result = layout(label: CGSize(width: 60, height: 18), content: .image, appearance: appearance)
        #expect(summary(result) == "bezel=153,358,84,42 content=none label=12,12,60,18 r=18")
    }

    @Test func longStatusWrapsAndTruncatesInsideTheMaximumLabelBox() {
        // Given a 100,000-character status measured in the default 200×300 box
        let status = String(repeating: "lorem ipsum dolor ", count: 5_556)
        let measured = HUDApproximateTextMeasurer().measure(
            status, font: .subheadline, fontScale: 1, maximumSize: CGSize(width: 200, height: 300))
        // When
        let result = layout(label: measured.size)
        // Then: 16 lines of 18 points, at most 200 wide
        #expect(measured.isTruncated)
        #expect(measured.lines.count == 16)
        #expect(measured.size.width <= 200)
        #expect(result.labelFrame?.size == CGSize(width: measured.size.width.rounded(.up), height: 288))
        #expect(result.bezelFrame.size == CGSize(width: 24 + measured.size.width.rounded(.up), height: 368))
    }

    @Test func fontScaleTwoGrowsTheBezel() {
        // Given "Loading" measured at the default size and at twice the size
        let measurer = HUDApproximateTextMeasurer()
        let box = CGSize(width: 200, height: 300)
        let normal = measurer.measure("Loading", font: .subheadline, fontScale: 1, maximumSize: box)
        let large = measurer.measure("Loading", font: .subheadline, fontScale: 2, maximumSize: box)
        // When / Then: 53.37 → 54 and 106.74 → 107 wide, 18 and 36 high
        #expect(layout(label: normal.size).bezelFrame.size == CGSize(width: 78, height: 98))
        #expect(layout(label: large.size).bezelFrame.size == CGSize(width: 131, height: 116))
    }

    @Test func invalidGeometryHasDefinedResults() {
        // Given a NaN container, a NaN keyboard and negative insets
        let result = layout(
            bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844),
            insets: HUDEdgeInsets(top: -10, left: .infinity), keyboard: .nan)
        // Then the container counts as empty and the bezel sits at its origin
        #expect(result.bezelFrame == CGRect(x: 0, y: 0, width: 84, height: 84))
        // And a NaN keyboard on a valid container is no keyboard
        #expect(summary(layout(keyboard: .nan)) == summary(layout()))
        #expect(summary(layout(keyboard: -50)) == summary(layout()))
    }

    @Test func keyboardTallerThanTheContainerPinsTheBezelToTheTop() {
        let result = layout(keyboard: 2_000)
        #expect(result.bezelFrame == CGRect(x: 153, y: 0, width: 84, height: 84))
    }

    @Test func invalidLabelSizesCountAsZero() {
        let result = layout(label: CGSize(width: -5, height: CGFloat.nan), content: .none)
        #expect(summary(result) == "bezel=183,367,24,24 content=none label=12,12,0,0 r=18")
    }

    @Test func visibleRegionIsTheSafeAreaAboveTheKeyboard() {
        let region = HUDLayout.visibleRegion(
            in: phone, safeAreaInsets: HUDEdgeInsets(top: 47, left: 5, bottom: 34, right: 5), keyboardHeight: 336)
        #expect(region == CGRect(x: 5, y: 47, width: 380, height: 461))
    }
}
