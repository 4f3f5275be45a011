#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Per-scene window HUDs (iPad's multiple windows, an app's external-display scene): a controller made for one
// `UIWindowScene` shows its window HUD on that scene only, beside the shared HUD and every other scene's.
extension HUDController {
    /// Creates a controller whose window HUD shows on `scene` only: in that scene's key window or its own overlay
    /// window there (as ``HUDAppearance/windowMode`` says), never moving to the scene the user is looking at, as the
    /// shared HUD does. While `scene` is disconnected or has no application windows a show waits (no
    /// `hudDidAppear`), as the shared HUD does before the app's first scene. When the scene goes away for good (the
    /// app let go of it after it disconnected), this controller follows the user from then on, as the shared one
    /// does, so nothing it shows is lost. `HUD.controller(for:)` with a scene keeps one per scene, with the app-wide
    /// fonts, glyph images and `UIAppearance` settings (it follows later changes of the appearance, fonts and glyph
    /// images made on the shared HUD, each until it sets its own), and lets it go (its HUD and messages end) with its
    /// scene.
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
        placement.pin(to: scene)
    }

    /// The scene this controller's window HUD was made for (``init(scene:appearance:)``); `nil` for a HUD that
    /// follows the user to the scene they look at (``shared``). `nil` by default.
    public var scene: UIWindowScene? { placement.pinnedScene }

    /// Takes the app-wide settings that live beside the appearance (HUDCore's `HUDInheritance`): the fonts and the
    /// glyph images, whose later changes it follows until it sets its own, and the values the `UIAppearance` proxy
    /// delivered (already in the appearance, so the first HUD view does not deliver them again over the controller's
    /// own styling). A view's controller and a scene's start from them.
    ///
    /// - Parameter settings: What it follows: every setting (a scene's window HUD) by default; a view's HUD all but
    ///   the appearance (it starts from the in-view variant of the shared one).
    func inheritAppWideSettings(
        following settings: Set<HUDInheritance<ObjectIdentifier>.Setting> = Set(
            HUDInheritance<ObjectIdentifier>.Setting.allCases)
    ) {
        for setting in HUDInheritance<ObjectIdentifier>.Setting.ofAView {
            take(setting, from: .shared)
        }
        appearanceProxy = HUDController.shared.appearanceProxy
        AppWideSettings.shared.inherit(self, following: settings)
    }

    /// Takes `source`'s `setting`, without making it this controller's own.
    func take(_ setting: HUDInheritance<ObjectIdentifier>.Setting, from source: HUDController) {
        switch setting {
        case .font: settings.font = statusFont.set(source.font)
        case .detailsFont: settings.detailsFont = statusFont.set(source.detailsFont)
        case .glyphImages: assets.glyphImages = source.glyphImages
        case .appearance: settings = source.appearance
        }
    }
}
#endif  // canImport(UIKit)
