import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The bundled glyphs are one family: one circle, one stroke, marks of one optical size.
struct HUDGlyphTests {
    private static let glyphs: [(String, HUDGlyph)] = [("success", .success), ("error", .error), ("info", .info)]
    private static let side = 84

    /// The pixels of a `side` × `side` raster the glyph covers at least half: (minX, minY, maxX, maxY).
    private func inkedBox(_ glyph: HUDGlyph) -> [Int] {
        var box = [Int.max, Int.max, Int.min, Int.min]
        for row in 0..<Self.side {
            for column in 0..<Self.side
            where glyph.coverage(column: column, row: row, width: Self.side, height: Self.side) >= 0.5 {
                box = [min(box[0], column), min(box[1], row), max(box[2], column), max(box[3], row)]
            }
        }
        return box
    }

    @Test func everyBundledGlyphIsTheSameCircleWithTheSameStroke() {
        for (name, glyph) in Self.glyphs {
            #expect(glyph.elements.first == HUDGlyph.bundledCircle, "\(name)")
            #expect(glyph.lineWidth == HUDGlyph.bundledLineWidth, "\(name)")
        }
    }

    @Test func theThreeGlyphsInkTheSameExtentsAt3x() {
        // Before the fix the info glyph was 26 pt across, the cross 16 pt and the checkmark 20 × 16 pt.
        let boxes = Self.glyphs.map { inkedBox($0.1) }
        // 26 pt across (78 px at 3x), a pixel clear of the 28 pt edges
        #expect(boxes.allSatisfy { $0 == [3, 3, 80, 80] })
    }

    @Test func theMarksInsideTheCircleAreCentredAndOfOneOpticalSize() {
        for (name, glyph) in Self.glyphs {
            let mark = HUDGlyph(elements: Array(glyph.elements.dropFirst()), lineWidth: glyph.lineWidth)
            let box = inkedBox(mark)
            let (width, height) = (box[2] - box[0] + 1, box[3] - box[1] + 1)
            // Centred within a pixel and a half, and between a third and a half of the square on its long side
            #expect(abs(Double(box[0] + box[2]) / 2 - 41.5) <= 1.5, "\(name)")
            #expect(abs(Double(box[1] + box[3]) / 2 - 41.5) <= 1.5, "\(name)")
            #expect((28...42).contains(max(width, height)), "\(name): \(width) × \(height)")
        }
    }
}
