import Foundation

// Taps: the one way to react to them is the options' `onBezelTap` and `onOutsideTap` (JGProgressHUD's two tap
// callbacks), each hearing only the taps of its part, on every entry point that takes `HUDOptions`.
extension HUDSession {
    /// Runs the action the current content's options give for `touch`'s part
    /// (``HUDOptions/onBezelTap`` or ``HUDOptions/onOutsideTap``).
    func tapped(_ touch: HUDTouch) {
        guard let options = presenter.state.content?.options else { return }
        switch touch {
        case .bezel: options.onBezelTap?.action()
        case .mask: options.onOutsideTap?.action()
        }
    }
}
