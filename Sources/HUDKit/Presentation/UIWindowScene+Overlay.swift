#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The only code of HUDKit that uses `UIApplication.shared`, which app extensions cannot use. Build an app extension
// with the `HUD_APP_EXTENSIONS` compilation condition: the HUD then needs `HUD.containerView`.
#if !HUD_APP_EXTENSIONS
extension UIWindowScene {
    /// The scene a new overlay window goes on, as ``HUDScenePreference`` chooses; `nil` when the app has no
    /// application-window scene.
    @available(iOSApplicationExtension, unavailable)
    static var hudOverlayScene: UIWindowScene? {
        hudOverlayScene(current: nil)
    }

    /// The scene the overlay window on `current` belongs on now, as
    /// ``HUDScenePreference/destinationIndex(current:among:)`` decides: `current` itself to stay, another scene to
    /// move to, `nil` when the app has no application-window scene. Ask it whenever a scene connects, disconnects
    /// or changes its activation state.
    ///
    /// - Parameter current: The overlay window's scene; `nil` when there is no overlay window yet.
    @available(iOSApplicationExtension, unavailable)
    static func hudOverlayScene(current: UIWindowScene?) -> UIWindowScene? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let index = HUDScenePreference.destinationIndex(
            current: scenes.firstIndex { $0 === current }, among: scenes.map(\.hudCandidate))
        return index.map { scenes[$0] }
    }

    /// The scene as ``HUDScenePreference`` sees it.
    private var hudCandidate: HUDScenePreference.Candidate {
        HUDScenePreference.Candidate(
            identity: session.persistentIdentifier,
            isApplicationWindow: session.role == .windowApplication,
            activation: HUDScenePreference.Activation(activationState),
            hasKeyWindow: windows.contains { $0.isKeyWindow })
    }
}
#else
extension UIWindowScene {
    /// No scene in an app extension: the HUD is shown in `HUD.containerView`.
    static var hudOverlayScene: UIWindowScene? { nil }

    /// No scene in an app extension: the HUD is shown in `HUD.containerView`.
    static func hudOverlayScene(current: UIWindowScene?) -> UIWindowScene? { nil }
}
#endif  // !HUD_APP_EXTENSIONS
#endif  // canImport(UIKit)
