#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The only code of HUDKit that reaches the shared application, which app extensions do not have. It looks the
// application up at run time (never through `UIApplication.shared`, which the compiler refuses in an extension),
// so the same build of HUDKit links into apps and app extensions; in an extension there is no scene, and the HUD
// shows only in the extension's views.
extension UIWindowScene {
    /// The scene a window HUD goes on (in the app's window or the overlay window), as ``HUDScenePreference``
    /// chooses; `nil` when the app has no application-window scene, and always in an app extension.
    static var hudOverlayScene: UIWindowScene? {
        hudOverlayScene(current: nil)
    }

    /// The scene the overlay window on `current` belongs on now, as
    /// ``HUDScenePreference/destinationIndex(current:among:)`` decides: `current` itself to stay, another scene to
    /// move to, `nil` when the app has no application-window scene (or is an app extension). Ask it whenever a
    /// scene connects, disconnects or changes its activation state.
    ///
    /// - Parameter current: The overlay window's scene; `nil` when there is no overlay window yet.
    static func hudOverlayScene(current: UIWindowScene?) -> UIWindowScene? {
        guard let application = UIApplication.hudShared else { return nil }
        let scenes = application.connectedScenes.compactMap { $0 as? UIWindowScene }
        let index = HUDScenePreference.destinationIndex(
            current: scenes.firstIndex { $0 === current }, among: scenes.map(\.hudCandidate))
        return index.map { scenes[$0] }
    }

    /// `scene` while it is connected with application windows, as ``HUDScenePreference/pinnedIndex(identity:among:)``
    /// decides for a HUD made for that scene (`HUDController(scene:)`); `nil` otherwise, and in an app extension.
    static func hudOverlayScene(pinnedTo scene: UIWindowScene) -> UIWindowScene? {
        guard let application = UIApplication.hudShared else { return nil }
        let scenes = application.connectedScenes.compactMap { $0 as? UIWindowScene }
        let index = HUDScenePreference.pinnedIndex(
            identity: scene.session.persistentIdentifier, among: scenes.map(\.hudCandidate))
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

extension UIApplication {
    /// The shared application, looked up by name at run time; `nil` in an app extension (``HUDProcessKind``), where
    /// `sharedApplication` must not be asked.
    fileprivate static var hudShared: UIApplication? {
        let bundle = Bundle.main
        guard HUDProcessKind(bundlePath: bundle.bundlePath, infoDictionary: bundle.infoDictionary) == .application
        else { return nil }
        return (UIApplication.self as AnyObject).value(forKey: "sharedApplication") as? UIApplication
    }
}
#endif  // canImport(UIKit)
