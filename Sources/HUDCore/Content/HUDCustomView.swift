import Foundation

/// A view the app supplies (a `UIView`, or a SwiftUI view in a hosting controller), by the id the session gave it,
/// with the size the kit measured (its intrinsic content size), which HUDCore clamps.
///
/// ```swift
/// let indicator = HUDIndicator.customView(HUDCustomView(id: HUDContentID(1), size: CGSize(width: 60, height: 40)))
/// ```
@_spi(HUDEngine) public struct HUDCustomView: Hashable, Sendable {
    /// The side a view without a usable size gets, in points: `37` (MBProgressHUD's indicator size).
    public static let defaultSide: CGFloat = 37
    /// The smallest side, in points: `16`.
    public static let minimumSide: CGFloat = 16
    /// The largest side, in points: `200` (the label box's width).
    public static let maximumSide: CGFloat = 200

    /// The id under which the kit keeps the view.
    public var id: HUDContentID
    /// The size the view is laid out at: the measured size clamped (see ``init(id:size:)``).
    public private(set) var size: CGSize

    /// Creates a custom view of `size`, clamped: a side that is non-finite, zero or negative (no intrinsic size)
    /// becomes ``defaultSide``; a view larger than ``maximumSide`` on a side is scaled down, keeping its aspect
    /// ratio, to fit in 200 × 200; then each side is at least ``minimumSide``. Sides are rounded up to whole points.
    ///
    /// - Parameters:
    ///   - id: The id under which the kit keeps the view.
    ///   - size: The view's intrinsic content size as the kit measured it.
    public init(id: HUDContentID, size: CGSize) {
        self.id = id
        let width = size.width.isFinite && size.width > 0 ? size.width : Self.defaultSide
        let height = size.height.isFinite && size.height > 0 ? size.height : Self.defaultSide
        let scale = min(1, Self.maximumSide / width, Self.maximumSide / height)
        self.size = CGSize(
            width: max(HUDLayout.wholePoints(width * scale), Self.minimumSide),
            height: max(HUDLayout.wholePoints(height * scale), Self.minimumSide))
    }

    /// Hashes the id and the size (`CGSize` is not `Hashable` on Apple platforms).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }
}
