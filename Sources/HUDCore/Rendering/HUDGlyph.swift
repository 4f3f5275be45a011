import Foundation

/// The vector geometry of the bundled images (success, error, info), shared by the PNG generator
/// (`hud-preview assets`) and the SVG renderer so that the gallery and the bundle match.
///
/// Coordinates are in a unit square: x to the right, y down, `0...1`.
///
/// ```swift
/// let check = HUDGlyph(for: .success)
/// ```
package struct HUDGlyph: Equatable, Sendable {
    /// One drawn part of a glyph.
    public enum Element: Equatable, Sendable {
        /// A stroked polyline with round caps and joins, ``HUDGlyph/lineWidth`` wide.
        case polyline([CGPoint])
        /// A stroked circle, ``HUDGlyph/lineWidth`` wide.
        case circle(center: CGPoint, radius: CGFloat)
        /// A filled disc.
        case disc(center: CGPoint, radius: CGFloat)
    }

    /// The parts, drawn in white and tinted as a template.
    public var elements: [Element]
    /// The stroke width of polylines and circles, in unit-square units.
    public var lineWidth: CGFloat

    /// Creates a glyph.
    public init(elements: [Element], lineWidth: CGFloat) {
        self.elements = elements
        self.lineWidth = lineWidth
    }

    /// The glyph of a bundled image, or `nil` for ``HUDImage/custom(_:)``.
    public init?(for image: HUDImage) {
        switch image {
        case .success: self = .success
        case .error: self = .error
        case .info: self = .info
        case .custom: return nil
        }
    }

    /// The stroke width of the bundled glyphs: 2 pt at 28 pt, the ring's default thickness, which also keeps the
    /// info stem on whole pixels at every scale.
    public static let bundledLineWidth: CGFloat = 2 / 28

    /// The circle every bundled glyph is drawn in, so that the three are one family of one size and weight:
    /// radius 12 pt at 28 pt (26 pt across with its stroke), a pixel clear of the edges, its top, bottom and sides
    /// on whole pixels at every scale.
    public static let bundledCircle = Element.circle(center: CGPoint(x: 0.5, y: 0.5), radius: 12 / 28)

    /// A checkmark in the circle, its bounding box centred (0.4 × 0.28 of the square).
    public static let success = HUDGlyph(
        elements: [
            bundledCircle,
            .polyline([CGPoint(x: 0.3, y: 0.515), CGPoint(x: 0.435, y: 0.65), CGPoint(x: 0.7, y: 0.37)]),
        ],
        lineWidth: bundledLineWidth)

    /// A cross in the circle (0.28 × 0.28 of the square).
    public static let error = HUDGlyph(
        elements: [
            bundledCircle,
            .polyline([CGPoint(x: 0.36, y: 0.36), CGPoint(x: 0.64, y: 0.64)]),
            .polyline([CGPoint(x: 0.64, y: 0.36), CGPoint(x: 0.36, y: 0.64)]),
        ],
        lineWidth: bundledLineWidth)

    /// An "i" in the circle (a dot over a stem, 0.46 of the square high).
    public static let info = HUDGlyph(
        elements: [
            bundledCircle,
            .disc(center: CGPoint(x: 0.5, y: 0.3), radius: 0.05),
            .polyline([CGPoint(x: 0.5, y: 0.44), CGPoint(x: 0.5, y: 0.71)]),
        ],
        lineWidth: bundledLineWidth)
}
