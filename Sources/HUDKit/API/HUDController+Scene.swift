#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Per-scene window HUDs (iPad's multiple windows, an app's external-display scene): a controller made for one
// `UIWindowScene` shows its window HUD on that scene only, beside the shared HUD and every other scene's.
extension HUDController {
    /// Creates a controller whose window HUD shows on `scene` only: in that scene's key window or its own overlay
    /// window there (as ``HUDAppearance/windowMode`` says), never moving to the scene the user is looking at, as the
    /// shared HUD does. While `scene` is disconnected or has no application windows a show waits (no
    /// `hudDidAppear`), as the shared HUD does before the app's first scene. `HUD.controller(for:)` with a scene
    /// keeps one per scene.
    ///
    /// ```swift
    /// // In a UIWindowSceneDelegate:
    /// lazy var hud = HUDController(scene: windowScene)
    /// hud.show(status: "Syncing this document…")
    /// ```
    /// - Parameters:
    ///   - scene: The scene the HUD shows on; held weakly.
    ///   - appearance: The settings every presentation starts from. The default appearance by default.
    public convenience init(scene: UIWindowScene, appearance: HUDAppearance = HUDAppearance()) {
        self.init(appearance: appearance)
        placement.pinnedScene = scene
    }

    /// The scene this controller's window HUD was made for (``init(scene:appearance:)``); `nil` for a HUD that
    /// follows the user to the scene they look at (``shared``). `nil` by default.
    public var scene: UIWindowScene? { placement.pinnedScene }
}
#endif  // canImport(UIKit)
