import Foundation

/// The vector geometry of the bundled images (success, error, info), shared by the PNG generator
/// (`hud-preview assets`) and the SVG renderer so that the gallery and the bundle match.
///
/// Coordinates are in a unit square: x to the right, y down, `0...1`.
///
/// ```swift
/// let check = HUDGlyph(for: .success)
/// ```
public struct HUDGlyph: Equatable, Sendable {
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

    /// A checkmark.
    public static let success = HUDGlyph(
        elements: [.polyline([CGPoint(x: 0.18, y: 0.54), CGPoint(x: 0.4, y: 0.76), CGPoint(x: 0.82, y: 0.28)])],
        lineWidth: 0.1)

    /// A cross.
    public static let error = HUDGlyph(
        elements: [
            .polyline([CGPoint(x: 0.24, y: 0.24), CGPoint(x: 0.76, y: 0.76)]),
            .polyline([CGPoint(x: 0.76, y: 0.24), CGPoint(x: 0.24, y: 0.76)]),
        ],
        lineWidth: 0.1)

    /// An "i" in a circle.
    public static let info = HUDGlyph(
        elements: [
            .circle(center: CGPoint(x: 0.5, y: 0.5), radius: 0.44),
            .disc(center: CGPoint(x: 0.5, y: 0.29), radius: 0.065),
            .polyline([CGPoint(x: 0.5, y: 0.45), CGPoint(x: 0.5, y: 0.74)]),
        ],
        lineWidth: 0.09)
}
