#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// Where one HUD may show, as its owner set it: the container view (held weakly), whether it is a view's HUD, and
/// the scene a window HUD made for one scene stays on. The HUD's host and messages host read it to plan where their
/// views go (``HUDHostPlan``); the owner writes it, so the hosts hold nothing of the owner's.
@MainActor
final class HUDPlacement {
    /// The view that hosts the HUD instead of a window; held weakly. `nil` by default.
    weak var containerView: UIView?
    /// Whether this is a view's HUD (`HUDHandle(view:).show()`, `.hudInView`): it shows only in ``containerView`` and never
    /// falls back to a window. `false` by default.
    var isBoundToContainer = false
    /// The scene a window HUD made for one scene stays on; held weakly. `nil` (it follows the user) by default.
    private(set) weak var pinnedScene: UIWindowScene?
    /// The identity of the pinned scene's session, kept after the scene went away; `nil` when never pinned.
    private var pinnedIdentity: String?

    /// Pins the window HUD and messages to `scene`.
    func pin(to scene: UIWindowScene) {
        pinnedScene = scene
        pinnedIdentity = scene.session.persistentIdentifier
    }

    /// The scene the host plans with on `occasion`, for a HUD or message on `current` now: none while there is a
    /// container view (``HUDHostPlan/sceneChoice(on:hasContainer:)``), else the one rule of
    /// ``HUDScenePreference/index(on:current:pin:among:)``.
    ///
    /// - Parameters:
    ///   - occasion: Why the host plans.
    ///   - current: The scene the HUD is on now, or its window was on last.
    func scene(on occasion: HUDHostPlan.Occasion, current: UIWindowScene?) -> UIWindowScene? {
        guard HUDHostPlan.sceneChoice(on: occasion, hasContainer: containerView != nil) != .none else { return nil }
        return UIWindowScene.hudScene(on: occasion, current: current, pin: pin)
    }

    /// The pin as HUDCore sees it.
    private var pin: HUDScenePreference.Pin {
        guard let pinnedIdentity else { return .none }
        return pinnedScene == nil ? .gone : .scene(identity: pinnedIdentity)
    }
}
#endif  // canImport(UIKit)
