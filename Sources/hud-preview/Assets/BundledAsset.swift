import Foundation
@_spi(HUDEngine) import HUDCore

/// One image of HUDKit's resource bundle, drawn from HUDCore's geometry at every scale.
struct BundledAsset: Sendable {
    /// The scales written for every image: `name.png`, `name@2x.png`, `name@3x.png`.
    static let scales = [1, 2, 3]

    /// Every bundled image: the three glyphs and the spinner's angle mask, under the names HUDKit loads.
    static let all: [BundledAsset] = [
        glyph("success", .success),
        glyph("error", .error),
        glyph("info", .info),
        BundledAsset(name: "angle-mask", pointSize: Int(HUDAngleMask.imagePointSize)) { column, row, width, height in
            HUDAngleMask.alpha(column: column, row: row, width: width, height: height)
        },
    ]

    /// The resource name, without scale suffix or extension.
    let name: String
    /// The side of the square image in points.
    let pointSize: Int
    /// The alpha of a pixel, `(column, row, width, height) -> 0...1`.
    let alpha: @Sendable (_ column: Int, _ row: Int, _ width: Int, _ height: Int) -> Double

    /// The file name at `scale`: `success.png` at 1, `success@2x.png` at 2.
    func fileName(scale: Int) -> String {
        scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
    }

    /// The white image with this asset's alpha at `scale`, `pointSize × scale` pixels square; `nil` for a scale
    /// whose size ``RGBAImage`` does not accept (below 1 or too large).
    func image(scale: Int) -> RGBAImage? {
        let (side, overflow) = pointSize.multipliedReportingOverflow(by: scale)
        guard !overflow else { return nil }
        return RGBAImage(whiteWidth: side, height: side) { column, row in alpha(column, row, side, side) }
    }

    /// The PNG file at `scale`, or `nil` where ``image(scale:)`` is `nil`.
    func png(scale: Int) -> [UInt8]? {
        image(scale: scale).map(PNGEncoder.encode)
    }

    private static func glyph(_ name: String, _ glyph: HUDGlyph) -> BundledAsset {
        BundledAsset(name: name, pointSize: Int(HUDGlyph.imagePointSize)) { column, row, width, height in
            glyph.coverage(column: column, row: row, width: width, height: height)
        }
    }
}
