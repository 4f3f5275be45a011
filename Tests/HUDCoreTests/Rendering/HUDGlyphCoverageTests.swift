import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDGlyphCoverageTests {
    /// A horizontal stroke through the centres of row 5 of a 10 × 10 raster, 2 pixels wide.
    let bar = HUDGlyph(elements: [.polyline([CGPoint(x: 0.3, y: 0.55), CGPoint(x: 0.7, y: 0.55)])], lineWidth: 0.2)

    private func column(_ glyph: HUDGlyph, _ column: Int, side: Int = 10) -> [Double] {
        (0..<side).map { rounded(glyph.coverage(column: column, row: $0, width: side, height: side)) }
    }

    private func row(_ glyph: HUDGlyph, _ row: Int, side: Int = 10) -> [Double] {
        (0..<side).map { rounded(glyph.coverage(column: $0, row: row, width: side, height: side)) }
    }

    private func rounded(_ value: Double) -> Double {
        (value * 1e6).rounded() / 1e6
    }

    @Test func strokeEdgesRampOverOnePixel() {
        // Given a 2-pixel stroke centred on row 5, When a column across it is sampled
        // Then the centre is opaque, the rows one pixel off sit exactly on the edges (half covered), the rest empty.
        #expect(column(bar, 5) == [0, 0, 0, 0, 0.5, 1, 0.5, 0, 0, 0])
    }

    @Test func polylinesHaveRoundCaps() {
        // Given the bar from x 0.3 to 0.7, When its row is sampled
        // Then the caps reach half the line width beyond the ends: x 0.25 and 0.75 are covered, 0.15 and 0.85 not.
        #expect(row(bar, 5) == [0, 0, 1, 1, 1, 1, 1, 1, 0, 0])
    }

    @Test func circlesAreStrokedAndDiscsAreFilled() {
        // Given a circle and a disc of the same radius, centred on pixel (5, 5)
        let center = CGPoint(x: 0.55, y: 0.55)
        let circle = HUDGlyph(elements: [.circle(center: center, radius: 0.35)], lineWidth: 0.1)
        let disc = HUDGlyph(elements: [.disc(center: center, radius: 0.35)], lineWidth: 0.1)
        // When row 5 is sampled (pixel centres 0.05 off the circle's line on either side of it)
        // Then the circle covers only its ring (half covered on its edges) and the disc everything inside.
        #expect(row(circle, 5) == [0, 0.5, 0.5, 0, 0, 0, 0, 0, 0.5, 0.5])
        #expect(row(disc, 5) == [0, 0, 1, 1, 1, 1, 1, 1, 1, 0])
    }

    @Test func overlappingElementsTakeTheMaximumNotTheSum() {
        // Given the bar drawn twice
        let doubled = HUDGlyph(elements: bar.elements + bar.elements, lineWidth: bar.lineWidth)
        // When sampled, Then the half-covered edges stay half covered.
        #expect(column(doubled, 5) == column(bar, 5))
    }

    @Test func theUnitSquareIsCentredInANonSquareRaster() {
        // Given the info glyph in a 20 × 10 raster and in a 10 × 10 raster
        let glyph = HUDGlyph.info
        // When columns 5..<15 of the wide raster are compared with the square one
        // Then they match, and the 5 columns on each side are empty.
        for row in 0..<10 {
            let wide = (0..<20).map { glyph.coverage(column: $0, row: row, width: 20, height: 10) }
            let square = (0..<10).map { glyph.coverage(column: $0, row: row, width: 10, height: 10) }
            #expect(Array(wide[5..<15]) == square)
            #expect(wide[..<5].allSatisfy { $0 == 0 } && wide[15...].allSatisfy { $0 == 0 })
        }
    }

    @Test func pixelsOutsideTheRasterAndEmptyRastersCoverNothing() {
        // Given the bar, When asked about pixels that do not exist, Then the answer is 0.
        #expect(bar.coverage(column: -1, row: 5, width: 10, height: 10) == 0)
        #expect(bar.coverage(column: 5, row: 10, width: 10, height: 10) == 0)
        #expect(bar.coverage(column: 0, row: 0, width: 0, height: 10) == 0)
        #expect(bar.coverage(column: 0, row: 0, width: 10, height: -3) == 0)
    }

    @Test func invalidGeometryCoversNothing() {
        // Given elements with bad widths, radii or points
        let nanPoint = CGPoint(x: .nan, y: 0.5)
        let glyphs = [
            HUDGlyph(elements: bar.elements, lineWidth: .nan),
            HUDGlyph(elements: bar.elements, lineWidth: -0.2),
            HUDGlyph(elements: bar.elements, lineWidth: 0),
            HUDGlyph(elements: [.polyline([])], lineWidth: 0.2),
            HUDGlyph(
                elements: [.polyline([CGPoint(x: 0.2, y: 0.5), nanPoint, CGPoint(x: 0.5, y: 0.5)])], lineWidth: 0.2),
            HUDGlyph(elements: [.circle(center: CGPoint(x: 0.5, y: 0.5), radius: -0.2)], lineWidth: 0.2),
            HUDGlyph(elements: [.circle(center: CGPoint(x: 0.5, y: 0.5), radius: .infinity)], lineWidth: 0.2),
            HUDGlyph(elements: [.disc(center: CGPoint(x: 0.5, y: 0.5), radius: -1)], lineWidth: 0.2),
            HUDGlyph(elements: [.disc(center: nanPoint, radius: 0.3)], lineWidth: 0.2),
            HUDGlyph(elements: [], lineWidth: 0.2),
        ]
        // When every pixel is sampled, Then nothing is covered.
        for glyph in glyphs {
            let total = (0..<100).reduce(0.0) {
                $0 + glyph.coverage(column: $1 % 10, row: $1 / 10, width: 10, height: 10)
            }
            #expect(total == 0, "\(glyph)")
        }
    }

    @Test func aOnePointPolylineIsADot() {
        // Given a polyline of one point at the centre of pixel (5, 5)
        let dot = HUDGlyph(elements: [.polyline([CGPoint(x: 0.55, y: 0.55)])], lineWidth: 0.2)
        // When its row is sampled, Then it is a round dot as wide as the line.
        #expect(row(dot, 5) == [0, 0, 0, 0, 0.5, 1, 0.5, 0, 0, 0])
    }

    @Test(arguments: [HUDImage.success, .error, .info], [1, 2, 3])
    func bundledGlyphsAreCentredAndClearOfTheEdges(image: HUDImage, scale: Int) throws {
        // Given a bundled glyph at one of the image scales
        let glyph = try #require(HUDGlyph(for: image))
        let side = Int(HUDGlyph.imagePointSize) * scale
        let covered = (0..<side * side).filter {
            glyph.coverage(column: $0 % side, row: $0 / side, width: side, height: side) > 0
        }
        // When the box of the covered pixels is measured
        let columns = covered.map { $0 % side }
        let rows = covered.map { $0 / side }
        let left = try #require(columns.min())
        let right = side - 1 - (try #require(columns.max()))
        let top = try #require(rows.min())
        let bottom = side - 1 - (try #require(rows.max()))
        // Then it keeps at least one pixel from every edge and is centred to within a pixel.
        #expect(min(left, right, top, bottom) >= 1)
        #expect(abs(left - right) <= 1 && abs(top - bottom) <= 1, "margins \(left) \(right) \(top) \(bottom)")
    }

    @Test func customImagesHaveNoGlyph() {
        #expect(HUDGlyph(for: .custom(HUDAssetID(1))) == nil)
        #expect(HUDGlyph(for: .success) == .success)
    }
}
