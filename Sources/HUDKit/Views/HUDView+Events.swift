#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDView {
    /// What a HUD view reports, as closures its owner gives it: where the bezel is on screen goes with each touch.
    /// Reports only: what it draws, which touches it takes and what its `UIAppearance` properties read come from
    /// the frame it shows and its asset store; the view holds no reference to whoever handles its reports.
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
        /// The `UIAppearance` proxy delivered a value: the change writes it into the controller's settings.
        var proxyDelivered: ((inout HUDAppearance) -> Void) -> Void

        /// Events that go nowhere (a view whose owner has gone).
        static let none = Events(
            touchDown: { _, _, _ in }, touchUp: { _, _, _ in }, buttonTapped: {}, containerDidChange: {},
            proxyDelivered: { _ in })
    }
}
#endif  // canImport(UIKit)
