import Foundation
@_spi(HUDEngine) import HUDCore

/// The picture of an app's own image, which only the app has: ``HUDSVGRenderer`` draws a dashed placeholder for
/// ``HUDImage/custom(_:)``, and the gallery draws a star in its place.
enum CustomImageMarkup {
    /// A five-pointed star filling `frame`, outlined in the stroke width of the bundled glyphs, standing in for
    /// the app's own image; `tint` is the template colour (white when the image is not tinted).
    static func star(in frame: CGRect, tint: HUDColor?) -> String {
        let center = CGPoint(x: frame.midX, y: frame.midY + frame.height * 0.04)
        let outer = min(frame.width, frame.height) * 0.48
        let corners = (0..<10).map { index in
            SVGMarkup.point(
                on: center, radius: index.isMultiple(of: 2) ? outer : outer * 0.45,
                angle: 3 * .pi / 2 + Double(index) * .pi / 5)
        }
        let width = HUDGlyph.bundledLineWidth * min(frame.width, frame.height)
        return SVGMarkup.element(
            "polygon",
            [
                ("class", "image custom"), ("points", corners.map(SVGMarkup.point).joined(separator: " ")),
                ("fill", "none"), ("stroke-width", SVGMarkup.number(width)), ("stroke-linejoin", "round"),
            ] + SVGMarkup.paint("stroke", tint ?? .white))
    }
}
