import Foundation

/// A colour as straight (not premultiplied) sRGB components, each in `0...1`: a component given to the initializer
/// or assigned is clamped to that range, and a non-finite one becomes `0`.
///
/// HUDCore describes every colour with this value so that it can resolve styles on any platform;
/// HUDKit turns it into a `UIColor`, the SVG renderer into an `rgba()` string.
///
/// ```swift
/// HUD.appearance.foregroundColor = HUDColor(red: 0.2, green: 0.4, blue: 1)
/// ```
public struct HUDColor: Hashable, Sendable {
    /// The red component, `0...1`.
    public var red: Double {
        didSet { red = Self.clamped(red) }
    }
    /// The green component, `0...1`.
    public var green: Double {
        didSet { green = Self.clamped(green) }
    }
    /// The blue component, `0...1`.
    public var blue: Double {
        didSet { blue = Self.clamped(blue) }
    }
    /// The opacity, `0...1`. `1` by default.
    public var alpha: Double {
        didSet { alpha = Self.clamped(alpha) }
    }

    /// Creates a colour; every component is clamped to `0...1` and a non-finite component becomes `0`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Creates a grey; `white` 0 is black and 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: Double) -> HUDColor {
        HUDColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = HUDColor(white: 0)
    /// Opaque white.
    public static let white = HUDColor(white: 1)
    /// Fully transparent black.
    public static let clear = HUDColor(white: 0, alpha: 0)

    private static func clamped(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}
