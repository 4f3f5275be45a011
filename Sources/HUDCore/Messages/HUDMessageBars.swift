import Foundation

/// The app's bars on the top screen, which messages keep clear of: HUDKit reads the frames of the top view
/// controller's navigation bar, toolbar and tab bar (the ones shown), in the messages layer's coordinates, and
/// HUDCore decides where that leaves room.
///
/// A ``HUDPosition/top`` message sits below the navigation bar, a ``HUDPosition/bottom`` one above the toolbar or
/// the tab bar (the higher of the two when both show), each ``HUDLayout/edgeSpacing`` away, and above the keyboard.
///
/// ```swift
/// let bars = HUDMessageBars(tabBar: CGRect(x: 0, y: 761, width: 390, height: 83))
/// bars.insets(in: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: .zero).bottom // 83
/// ```
@_spi(HUDEngine) public struct HUDMessageBars: Equatable, Sendable {
    /// The navigation bar's frame, when one shows. `nil` by default.
    public var navigationBar: CGRect?
    /// The toolbar's frame, when one shows. `nil` by default.
    public var toolbar: CGRect?
    /// The tab bar's frame, when one shows. `nil` by default.
    public var tabBar: CGRect?

    /// Creates bars; each `nil` (the default) is a bar that does not show.
    public init(navigationBar: CGRect? = nil, toolbar: CGRect? = nil, tabBar: CGRect? = nil) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
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
        if let bar = Self.visible(navigationBar, in: container), bar.midY <= container.midY {
            insets.top = max(Self.finite(insets.top), bar.maxY - container.minY)
        }
        let bottomEdges = [toolbar, tabBar].compactMap { Self.visible($0, in: container) }
            .filter { $0.midY >= container.midY }.map(\.minY)
        if let top = bottomEdges.min() {
            insets.bottom = max(Self.finite(insets.bottom), container.maxY - top)
        }
        return insets
    }

    private static func visible(_ frame: CGRect?, in container: CGRect) -> CGRect? {
        guard let frame, !frame.isNull,
            [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
        else { return nil }
        let overlap = frame.standardized.intersection(container)
        return overlap.isNull || overlap.isEmpty ? nil : overlap
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
