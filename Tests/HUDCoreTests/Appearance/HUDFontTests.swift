import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDFontTests {
    private let invalidSizes: [Double] = [.nan, .infinity, -.infinity, 0, -3]

    @Test func invalidPointSizesBecomeOneInTheInitializer() {
        #expect(invalidSizes.map { HUDFont(textStyle: .body, pointSize: $0).pointSize } == [1, 1, 1, 1, 1])
    }

    @Test func invalidPointSizesBecomeOneWhenAssigned() {
        // Given / When
        let assigned = invalidSizes.map { size -> Double in
            var font = HUDFont.subheadline
            font.pointSize = size
            return font.pointSize
        }
        // Then
        #expect(
            assigned == [1, 1, 1, 1, 1],
            "Before the fix, only the initializer replaced an invalid size; an assigned NaN reached the label")
    }

    @Test func aValidAssignedSizeIsKept() {
        var font = HUDFont.subheadline
        font.pointSize = 22.5
        #expect(font == HUDFont(textStyle: .subheadline, pointSize: 22.5))
    }

    @Test func aNaNSizeOnTheAppearanceRendersAtOnePoint() {
        // Given an appearance whose font size was set to NaN
        let render = HUDRenderDescription.fixture(HUDContent(status: "Loading")) { $0.font.pointSize = .nan }
        // Then the label is set at 1 point, one 1.2-point line high, and the dump has no "nan"
        #expect(render.label?.pointSize == 1 && render.label?.frame.height == 2)
        #expect(!render.description.contains("nan"))
    }
}
