#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The HUD's overlay window: it becomes key only when HUDCore says so (a blocking HUD with
/// `HUDAppearance.overlayBecomesKeyWhenBlocking`), so by default it never takes first responder from the app or hides
/// the keyboard, and it lets every touch its HUD view passes through reach the windows below.
final class PassthroughWindow: UIWindow {
    /// Whether the window may be key now (``HUDDeviceRules/overlayIsKey(isOverlayWindow:blocksTouches:option:)``).
    private var mayBecomeKey = false
    /// The app's window that was key when this one took key status; it gets it back.
    private weak var previousKeyWindow: UIWindow?

    /// Only while HUDCore makes the overlay key; otherwise the app's window keeps key status and first responder.
    override var canBecomeKey: Bool { mayBecomeKey }

    /// Takes key status (remembering the app's key window), or gives it back to that window.
    func setKey(_ isKey: Bool) {
        guard isKey != mayBecomeKey else { return }
        mayBecomeKey = isKey
        if isKey {
            previousKeyWindow = windowScene?.keyWindow
            makeKey()
        } else if isKeyWindow {
            previousKeyWindow?.makeKey()
            previousKeyWindow = nil
        }
    }

    /// Takes the light or dark style of `scene`'s top screen (``UIWindowScene/hudOverlayInterfaceStyle``), as the
    /// HUD's and the messages' windows both do, so a message follows the app's light/dark setting like the HUD.
    func followAppStyle(of scene: UIWindowScene) {
        let style = scene.hudOverlayInterfaceStyle
        guard overrideUserInterfaceStyle != style else { return }
        overrideUserInterfaceStyle = style
    }

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
