#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The only code of HUDKit that reaches the shared application, which app extensions do not have. It looks the
// application up at run time (never through `UIApplication.shared`, which the compiler refuses in an extension),
// so the same build of HUDKit links into apps and app extensions; in an extension there is no scene, and the HUD
// shows only in the extension's views.
extension UIWindowScene {
    /// The scene a window HUD or message goes on, on `occasion`, as the one rule
    /// ``HUDScenePreference/index(on:current:pin:among:)`` decides; `nil` when it waits (no application-window
    /// scene, the pinned scene cannot show), and always in an app extension.
    ///
    /// - Parameters:
    ///   - occasion: Why the host plans.
    ///   - current: The scene the HUD or its kept window is on; `nil` when none.
    ///   - pin: The controller's pinned scene.
    static func hudScene(
        on occasion: HUDHostPlan.Occasion, current: UIWindowScene?, pin: HUDScenePreference.Pin
    ) -> UIWindowScene? {
        guard let application = UIApplication.hudShared else { return nil }
        let scenes = application.connectedScenes.compactMap { $0 as? UIWindowScene }
        let index = HUDScenePreference.index(
            on: occasion, current: scenes.firstIndex { $0 === current }, pin: pin, among: scenes.map(\.hudCandidate))
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
