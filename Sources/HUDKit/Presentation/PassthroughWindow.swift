#if canImport(UIKit)
import UIKit

/// The HUD's overlay window: it never becomes key (so it never takes first responder from the app or hides the
/// keyboard) and lets every touch its HUD view passes through reach the windows below.
final class PassthroughWindow: UIWindow {
    /// Never: the app's window keeps key status and first responder.
    override var canBecomeKey: Bool { false }

    /// The HUD view's answer (the mask control, or one of its own subviews), or `nil` (the windows below) for
    /// everything else: the window itself and any view UIKit put between the window and the HUD view (a transition
    /// view on iPad, say), which would otherwise take every touch the HUD view passes through.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hudView = rootViewController?.viewIfLoaded, let view = super.hitTest(point, with: event),
            view.isDescendant(of: hudView)
        else { return nil }
        return view
    }
}
#endif  // canImport(UIKit)
