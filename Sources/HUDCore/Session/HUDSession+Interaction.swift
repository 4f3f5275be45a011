import Foundation

// Taps: the show's `onTap` hears every tap, the options' `onBezelTap` and `onOutsideTap` (JGProgressHUD's two tap
// callbacks) only the taps of their part.
extension HUDSession {
    /// Runs the current presentation's tap handler, then the action its content's options give for `touch`'s part
    /// (``HUDOptions/onBezelTap`` or ``HUDOptions/onOutsideTap``).
    func tapped(_ touch: HUDTouch) {
        presentations.onTap?()
        guard let options = presenter.state.content?.options else { return }
        switch touch {
        case .bezel: options.onBezelTap?.action()
        case .mask: options.onOutsideTap?.action()
        }
    }
}
