#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDView {
    /// What a HUD view reports, and the one question it asks, as closures its owner gives it: where the bezel is
    /// on screen goes with each touch, and HUDCore answers where a point lands. The view holds no reference to
    /// whoever handles them.
    @MainActor
    struct Events {
        /// A touch went down at a point of the view, with the bezel's offset and scale on screen.
        var touchDown: (CGPoint, HUDOffset, CGFloat) -> Void
        /// A touch that went down on the view lifted at a point, with the bezel's offset and scale on screen.
        var touchUp: (CGPoint, HUDOffset, CGFloat) -> Void
        /// A touch-up inside the button.
        var buttonTapped: () -> Void
        /// The container's size, safe area or traits changed, or a sibling came above the view or went.
        var containerDidChange: () -> Void
        /// Where a point lands (HUDCore's hit test), given the bezel's offset and scale on screen.
        var hitTest: (CGPoint, HUDOffset, CGFloat) -> HUDRenderDescription.HitTestResult
        /// Shows the app's own indicator view (`HUD.indicatorView`) for a frame's indicator in the bezel's content
        /// view, and says whether it did (the HUD then draws none of its own).
        var showAppIndicator: (HUDRenderDescription.Indicator, UIView) -> Bool
        /// The appearance the `UIAppearance` properties read.
        var appearance: () -> HUDAppearance
        /// Writes a change the `UIAppearance` proxy delivered into the appearance.
        var updateAppearance: ((inout HUDAppearance) -> Void) -> Void

        /// Events that go nowhere: every point passes through (a view whose owner has gone).
        static let none = Events(
            touchDown: { _, _, _ in }, touchUp: { _, _, _ in }, buttonTapped: {}, containerDidChange: {},
            hitTest: { _, _, _ in .passThrough }, showAppIndicator: { _, _ in false }, appearance: { HUDAppearance() },
            updateAppearance: { _ in })
    }
}
#endif  // canImport(UIKit)
