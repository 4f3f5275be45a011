import Testing

@testable import hud_preview

struct RGBAImageTests {
    @Test func pixelsAreWhiteWithTheGivenAlphaRowByRow() throws {
        // Given a 2 × 2 image whose alpha encodes the position
        let image = try #require(RGBAImage(whiteWidth: 2, height: 2) { column, row in Double(column + 2 * row) / 3 })
        // Then the bytes are white RGBA, row by row, alpha rounded to nearest.
        #expect(image.bytes == [255, 255, 255, 0, 255, 255, 255, 85, 255, 255, 255, 170, 255, 255, 255, 255])
        #expect(image.alpha(column: 1, row: 1) == 255)
    }

    @Test func alphaIsClampedRoundedAndNaNIsTransparent() {
        let values: [Double] = [-1, 0, 0.5, 0.499, 1, 2, .infinity, -.infinity, .nan]
        #expect(values.map(RGBAImage.alphaByte) == [0, 0, 128, 127, 255, 255, 255, 0, 0])
    }

    @Test(arguments: [(0, 1), (1, 0), (-5, 10), (10, -5), (RGBAImage.maximumSide + 1, 1), (Int.max, Int.max)])
    func sidesOutsideTheAcceptedRangeGiveNoImage(width: Int, height: Int) {
        #expect(RGBAImage(whiteWidth: width, height: height) { _, _ in 1 } == nil)
    }

    @Test func theSmallestImageIsOnePixel() throws {
        let image = try #require(RGBAImage(whiteWidth: 1, height: 1) { _, _ in 0.25 })
        #expect(image.bytes == [255, 255, 255, 64])
    }
}
