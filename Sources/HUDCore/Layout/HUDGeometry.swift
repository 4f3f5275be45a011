import Foundation

/// Insets from the edges of a rectangle, in points (the safe area of the HUD's container).
@_spi(HUDEngine) public struct HUDEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge. `0` by default.
    public var top: CGFloat
    /// Inset from the left edge. `0` by default.
    public var left: CGFloat
    /// Inset from the bottom edge. `0` by default.
    public var bottom: CGFloat
    /// Inset from the right edge. `0` by default.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = HUDEdgeInsets()
}

/// An offset of the HUD's centre from its default position, as `UIOffset`.
public struct HUDOffset: Hashable, Sendable {
    /// Points to the right (negative: left). `0` by default.
    public var horizontal: CGFloat
    /// Points down (negative: up). `0` by default.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = HUDOffset()
}
