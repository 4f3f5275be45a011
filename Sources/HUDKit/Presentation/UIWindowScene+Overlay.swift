#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The only code of HUDKit that uses `UIApplication.shared`, which app extensions cannot use. Build an app extension
// with the `HUD_APP_EXTENSIONS` compilation condition: the HUD then needs `HUD.containerView`.
#if !HUD_APP_EXTENSIONS
extension UIWindowScene {
    /// The scene the overlay window goes on, as ``HUDScenePreference`` chooses; `nil` when the app has none.
    @available(iOSApplicationExtension, unavailable)
    static var hudOverlayScene: UIWindowScene? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let activations = scenes.map { HUDScenePreference.Activation($0.activationState) }
        return HUDScenePreference.preferredIndex(among: activations).map { scenes[$0] }
    }
}
#else
extension UIWindowScene {
    /// No scene in an app extension: the HUD is shown in `HUD.containerView`.
    static var hudOverlayScene: UIWindowScene? { nil }
}
#endif  // !HUD_APP_EXTENSIONS
#endif  // canImport(UIKit)
