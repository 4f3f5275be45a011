import Foundation

/// The app's bars on the top screen, which messages and a HUD at the top or bottom keep clear of: HUDKit reads the
/// frames of the top view controller's navigation bar, toolbar and tab bar (the ones shown), in the messages layer's
/// (or the HUD's container's) coordinates, and HUDCore decides where that leaves room.
///
/// A ``HUDPosition/top`` message or HUD sits below the navigation bar (the lowest, when navigation controllers are
/// nested), a ``HUDPosition/bottom`` one above the toolbar or the tab bar (the highest, when several show), each
/// ``HUDLayout/edgeSpacing`` away, and above the keyboard (``HUDEnvironment/bars``, ``HUDEnvironment/clearingBars(at:)``).
///
/// ```swift
/// let bars = HUDMessageBars(tabBar: CGRect(x: 0, y: 761, width: 390, height: 83))
/// bars.insets(in: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: .zero).bottom // 83
/// ```
@_spi(HUDEngine) public struct HUDMessageBars: Equatable, Sendable {
    /// The frames of the navigation bars that show. None by default.
    public var topBars: [CGRect]
    /// The frames of the toolbars and tab bars that show. None by default.
    public var bottomBars: [CGRect]

    /// Creates bars from the frames of the navigation bars, and of the toolbars and tab bars, that show.
    public init(topBars: [CGRect] = [], bottomBars: [CGRect] = []) {
        self.topBars = topBars
        self.bottomBars = bottomBars
    }

    /// Creates bars; each `nil` (the default) is a bar that does not show.
    public init(navigationBar: CGRect? = nil, toolbar: CGRect? = nil, tabBar: CGRect? = nil) {
        self.init(topBars: [navigationBar].compactMap { $0 }, bottomBars: [toolbar, tabBar].compactMap { $0 })
    }

    /// The container's safe-area insets grown to cover the bars: the top inset reaches the navigation bar's bottom
    /// edge, the bottom inset the top edge of the toolbar or tab bar, never less than the safe area's own.
    ///
    /// A bar counts only where it overlaps the container: a frame that is null, empty, not finite or outside the
    /// container counts as no bar. A top bar counts when its centre is in the container's top half, a bottom bar
    /// when its centre is in the bottom half (so a bar in an odd place never pushes messages off screen).
    public func insets(in bounds: CGRect, safeAreaInsets: HUDEdgeInsets) -> HUDEdgeInsets {
        let container = HUDLayout.sanitized(bounds)
        var insets = safeAreaInsets
        let topEdges = topBars.compactMap { Self.visible($0, in: container) }.filter { $0.midY <= container.midY }
        if let bottom = topEdges.map(\.maxY).max() {
            insets.top = max(Self.finite(insets.top), bottom - container.minY)
        }
        let bottomEdges = bottomBars.compactMap { Self.visible($0, in: container) }.filter { $0.midY >= container.midY }
        if let top = bottomEdges.map(\.minY).min() {
            insets.bottom = max(Self.finite(insets.bottom), container.maxY - top)
        }
        return insets
    }

    private static func visible(_ frame: CGRect, in container: CGRect) -> CGRect? {
        guard !frame.isNull,
            [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
        else { return nil }
        let overlap = frame.standardized.intersection(container)
        return overlap.isNull || overlap.isEmpty ? nil : overlap
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
