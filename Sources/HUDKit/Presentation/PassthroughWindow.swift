#if canImport(UIKit)
import UIKit

/// The HUD's overlay window: it never becomes key (so it never takes first responder from the app or hides the
/// keyboard) and lets every touch its HUD view passes through reach the windows below.
final class PassthroughWindow: UIWindow {
    /// Never: the app's window keeps key status and first responder.
    override var canBecomeKey: Bool { false }

    /// The HUD view's answer, or `nil` (the windows below) where the HUD view passes the touch through.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}
#endif  // canImport(UIKit)
