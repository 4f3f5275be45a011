#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Where the window HUD lives: its container view, window mode and window level, and one window HUD per scene
// (`HUD.controller(for: scene)` keeps a `HUDController(scene:)` for each scene while the scene lives, made the first
// time from the shared HUD's appearance). The "Windows and scenes" topic of the HUD page.
extension HUD {
    /// The window HUD of `scene`, made the first time from the shared HUD's appearance and kept while the scene
    /// lives: it shows on that scene only, beside the shared HUD (which follows the user) and every other scene's.
    /// It follows later changes of the app-wide settings (the appearance ``HUD``'s static settings make, `HUD.font`,
    /// ``successImage``, …), each until it sets its own.
    ///
    /// ```swift
    /// HUD.controller(for: windowScene).show(status: "Exporting this document…")
    /// HUD.controller(for: windowScene).dismiss()
    /// ```
    /// - Parameter scene: The scene.
    /// - Returns: The scene's controller; the same one for every call while the scene lives.
    @MainActor public static func controller(for scene: UIWindowScene) -> HUDController {
        SceneHUDRegistry.shared.controller(for: scene)
    }

    /// The view that hosts the HUD instead of a window (required in app extensions); held weakly, used from
    /// the next appearance or explicit show (a HUD on screen moves there then). `nil` by default.
    public nonisolated static var containerView: UIView? {
        get { read { $0.containerView } }
        set { write { $0.containerView = newValue } }
    }

    /// Level of the HUD's overlay window in the `.overlayWindow` window mode (``HUDAppearance/windowMode``). `UIWindow.Level.alert + 1` by
    /// default.
    public nonisolated static var windowLevel: UIWindow.Level {
        get { read { UIWindow.Level($0.appearance.windowLevel) } }
        set { write { $0.appearance.windowLevel = Double(newValue.rawValue) } }
    }
}
#endif  // canImport(UIKit)
