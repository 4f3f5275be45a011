import Foundation

/// A shadow under the bezel, as `CALayer`'s `shadowColor`, `shadowOpacity`, `shadowRadius` and `shadowOffset`
/// draw it.
///
/// The light bezel gets ``soft`` by default, so that it stands out from a light app (see
/// ``HUDAppearance/bezelShadow``); ``none`` turns it off.
///
/// ```swift
/// HUD.bezelShadow = HUDShadow(color: HUDColor(white: 0, alpha: 0.3), radius: 8, offset: HUDOffset(vertical: 2))
/// ```
public struct HUDShadow: Hashable, Sendable {
    /// The shadow's colour; its alpha is the shadow's opacity.
    public var color: HUDColor
    /// The blur radius in points (`CALayer.shadowRadius`); negative or non-finite acts as `0`.
    public var radius: CGFloat
    /// How far the shadow is moved from the bezel, in points.
    public var offset: HUDOffset

    /// Creates a shadow.
    public init(color: HUDColor, radius: CGFloat, offset: HUDOffset = .zero) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }

    /// No shadow.
    public static let none = HUDShadow(color: .clear, radius: 0)
    /// A soft shadow: black at 25 %, blurred 12 pt, 3 pt down, the light bezel's default.
    public static let soft = HUDShadow(
        color: HUDColor(white: 0, alpha: 0.25), radius: 12, offset: HUDOffset(vertical: 3))

    /// Whether anything is drawn: a visible colour.
    public var isVisible: Bool { color.alpha > 0 }

    /// The shadow with a non-finite or negative radius as `0` and non-finite offsets as `0`.
    var sanitized: HUDShadow {
        var copy = self
        copy.radius = radius.isFinite && radius > 0 ? radius : 0
        if !offset.horizontal.isFinite { copy.offset.horizontal = 0 }
        if !offset.vertical.isFinite { copy.offset.vertical = 0 }
        return copy
    }
}
