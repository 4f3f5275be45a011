import Foundation
import Testing

@testable import hud_preview

struct BundledAssetTests {
    static let glyphNames = ["success", "error", "info"]
    static let allNames = glyphNames + ["angle-mask"]

    /// A point on each glyph's strokes, in the unit square: the checkmark's corner, the cross's centre, the stem.
    static let strokePoints: [String: (x: Double, y: Double)] = [
        "success": (0.44, 0.64), "error": (0.5, 0.5), "info": (0.5, 0.6),
    ]

    private func asset(_ name: String) throws -> BundledAsset {
        try #require(BundledAsset.all.first { $0.name == name })
    }

    private func committed(_ name: String, scale: Int) throws -> [UInt8] {
        let file = PackageFiles.resources.appendingPathComponent(try asset(name).fileName(scale: scale))
        return [UInt8](try Data(contentsOf: file))
    }

    @Test func theBundleHoldsTheImagesHUDKitLoadsAtThreeScales() {
        let files = BundledAsset.all.flatMap { asset in BundledAsset.scales.map(asset.fileName) }
        #expect(
            files == [
                "success.png", "success@2x.png", "success@3x.png", "error.png", "error@2x.png", "error@3x.png",
                "info.png", "info@2x.png", "info@3x.png", "angle-mask.png", "angle-mask@2x.png", "angle-mask@3x.png",
            ])
    }

    @Test(arguments: allNames, BundledAsset.scales)
    @MainActor func theCommittedFileIsExactlyWhatTheGeneratorWrites(name: String, scale: Int) throws {
        // Before regenerating, a change to the glyphs, the mask or the encoder shows up here:
        // run `swift run hud-preview assets --output Resources` and commit the files. (What the generator writes is
        // read from one shared run of that command.)
        let written = try AssetsRun.shared.get().files[try asset(name).fileName(scale: scale)]
        #expect(try committed(name, scale: scale) == written)
    }

    @Test(arguments: allNames, BundledAsset.scales)
    func theCommittedFileIsAWhiteRGBAImageOfThePointSizeTimesTheScale(name: String, scale: Int) throws {
        let png = try DecodedPNG(committed(name, scale: scale))
        let side = try asset(name).pointSize * scale
        let header: [Int] = [png.width, png.height, Int(png.bitDepth), Int(png.colourType)]
        #expect(header == [side, side, 8, 6])
        #expect(png.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        // Straight alpha: every pixel is white, only the alpha varies.
        #expect(png.pixels.indices.allSatisfy { $0 % 4 == 3 || png.pixels[$0] == 255 })
    }

    @Test(arguments: glyphNames, BundledAsset.scales)
    func glyphsAreOpaqueOnTheirStrokesAndClearInTheCorners(name: String, scale: Int) throws {
        let png = try DecodedPNG(committed(name, scale: scale))
        let point = try #require(Self.strokePoints[name])
        let side = png.width
        #expect(png.alpha(x: Int(point.x * Double(side)), y: Int(point.y * Double(side))) == 255)
        let corners = [(0, 0), (side - 1, 0), (0, side - 1), (side - 1, side - 1)]
        #expect(corners.map { png.alpha(x: $0.0, y: $0.1) } == [0, 0, 0, 0])
    }

    @Test(arguments: glyphNames, BundledAsset.scales)
    func glyphEdgesAreAntiAliased(name: String, scale: Int) throws {
        // Given the alphas of a glyph image
        let alphas = try DecodedPNG(committed(name, scale: scale)).alphas
        let partial = alphas.filter { $0 > 0 && $0 < 255 }
        let opaque = alphas.filter { $0 == 255 }
        // Then the edges are a real ramp: many partly covered pixels, at several levels (the cross's 45° edges
        // pass pixel centres at only a few distances; the curves and the checkmark's slopes at many).
        #expect(partial.count * 4 >= opaque.count, "\(partial.count) partial, \(opaque.count) opaque")
        #expect(Set(partial).count >= (name == "error" ? 2 : 20))
    }

    @Test(arguments: BundledAsset.scales)
    func theAngleMaskGrowsMoreOpaqueClockwiseFromTwelveOClock(scale: Int) throws {
        // Given the mask, sampled on a circle clockwise from just past 12 o'clock
        let png = try DecodedPNG(committed("angle-mask", scale: scale))
        let center = Double(png.width) / 2
        let samples = (0..<16).map { step -> Int in
            let angle = (Double(step) + 0.5) / 16 * 2 * .pi
            let x = Int(center + 0.4 * center * 2 * sin(angle))
            let y = Int(center - 0.4 * center * 2 * cos(angle))
            return Int(png.alpha(x: x, y: y))
        }
        // Then every sample is more opaque than the one before, from nearly clear to nearly opaque.
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 }, "\(samples)")
        #expect(samples[0] < 16 && samples[15] > 239, "\(samples)")
        // And the quarter points are a quarter, half and three quarters opaque.
        let half = png.width / 2
        let quarters = [
            png.alpha(x: png.width - 1, y: half - 1), png.alpha(x: half, y: png.width - 1),
            png.alpha(x: 0, y: half),
        ].map(Int.init)
        #expect(zip(quarters, [64, 128, 191]).allSatisfy { abs($0 - $1) <= 2 }, "\(quarters)")
    }

    @Test func assetsWithAnImpossibleScaleHaveNoImage() throws {
        let success = try asset("success")
        #expect(success.png(scale: 0) == nil)
        #expect(success.png(scale: -1) == nil)
        #expect(success.png(scale: Int.max) == nil)
    }
}
