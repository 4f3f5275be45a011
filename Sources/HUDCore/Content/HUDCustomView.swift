import Foundation

/// A view the app supplies (a `UIView`, or a SwiftUI view in a hosting controller), by the id the session gave it,
/// with the size HUDCore decided from what the kit measured (``Measurement``), clamped, and how the kit places it
/// in the bezel (``Placement``).
///
/// ```swift
/// let indicator = HUDIndicator.customView(HUDCustomView(id: HUDAssetID(1), size: CGSize(width: 60, height: 40)))
/// ```
@_spi(HUDEngine) public struct HUDCustomView: Hashable, Sendable {
    /// The side a view without a usable size gets, in points: `37` (MBProgressHUD's indicator size).
    public static let defaultSide: CGFloat = 37
    /// The smallest side, in points: `16`.
    public static let minimumSide: CGFloat = 16
    /// The largest side, in points: `200` (the label box's width).
    public static let maximumSide: CGFloat = 200

    /// The id under which the kit keeps the view.
    public var id: HUDAssetID
    /// The size the view is laid out at: the measured size clamped (see ``init(id:size:)``).
    public private(set) var size: CGSize
    /// How the kit places the view in the bezel. ``Placement/frame`` by default.
    public private(set) var placement = Placement.frame

    /// Creates a custom view of `size`, clamped: a side that is non-finite, zero or negative (no intrinsic size)
    /// becomes ``defaultSide``; a view larger than ``maximumSide`` on a side is scaled down, keeping its aspect
    /// ratio, to fit in 200 × 200; then each side is at least ``minimumSide``. Sides are rounded up to whole points.
    ///
    /// - Parameters:
    ///   - id: The id under which the kit keeps the view.
    ///   - size: The view's intrinsic content size as the kit measured it.
    public init(id: HUDAssetID, size: CGSize) {
        self.id = id
        let width = size.width.isFinite && size.width > 0 ? size.width : Self.defaultSide
        let height = size.height.isFinite && size.height > 0 ? size.height : Self.defaultSide
        let scale = min(1, Self.maximumSide / width, Self.maximumSide / height)
        self.size = CGSize(
            width: max(HUDLayout.wholePoints(width * scale), Self.minimumSide),
            height: max(HUDLayout.wholePoints(height * scale), Self.minimumSide))
    }

    /// Creates a custom view from what the kit measured of it: its size is ``Measurement/size`` clamped as
    /// ``init(id:size:)`` clamps, and a view that does not translate its autoresizing mask into constraints is
    /// placed with constraints.
    ///
    /// ```swift
    /// let measured = HUDCustomView.Measurement(fittingSize: CGSize(width: 120, height: 44), translatesFrame: false)
    /// HUDCustomView(id: HUDAssetID(1), measurement: measured).size // 120 × 44
    /// ```
    public init(id: HUDAssetID, measurement: Measurement) {
        self.init(id: id, size: measurement.size)
        placement = measurement.translatesFrame ? .frame : .constraints
    }

    /// Hashes the id and the size (`CGSize` is not `Hashable` on Apple platforms).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(placement)
    }
}
