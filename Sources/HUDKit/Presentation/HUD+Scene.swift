#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// One window HUD per scene: `HUD.controller(for: scene)` keeps a `HUDController(scene:)` for each scene while the
// scene lives, made the first time from the shared HUD's appearance.
extension HUD {
    /// The window HUD of `scene`, made the first time from the shared HUD's appearance and kept while the scene
    /// lives: it shows on that scene only, beside the shared HUD (which follows the user) and every other scene's.
    ///
    /// ```swift
    /// HUD.controller(for: windowScene).show(status: "Exporting this document…")
    /// HUD.controller(for: windowScene).dismiss()
    /// ```
    /// - Parameter scene: The scene.
    /// - Returns: The scene's controller; the same one for every call while the scene lives.
    public static func controller(for scene: UIWindowScene) -> HUDController {
        SceneHUDRegistry.shared.controller(for: scene)
    }
}
#endif  // canImport(UIKit)
