#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDView {
    /// What a HUD view reports, as closures its owner gives it: where the bezel is on screen goes with each touch.
    /// What it draws and which touches it takes come from the frame it shows and its asset store; the view holds
    /// no reference to whoever handles its reports.
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
        /// The appearance the `UIAppearance` properties read.
        var appearance: () -> HUDAppearance
        /// Writes a change the `UIAppearance` proxy delivered into the appearance.
        var updateAppearance: ((inout HUDAppearance) -> Void) -> Void

        /// Events that go nowhere (a view whose owner has gone).
        static let none = Events(
            touchDown: { _, _, _ in }, touchUp: { _, _, _ in }, buttonTapped: {}, containerDidChange: {},
            appearance: { HUDAppearance() }, updateAppearance: { _ in })
    }
}
#endif  // canImport(UIKit)
