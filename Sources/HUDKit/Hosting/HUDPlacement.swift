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
    /// Whether this is a view's HUD (`HUD.show(in:)`, `.hudInView`): it shows only in ``containerView`` and never
    /// falls back to a window. `false` by default.
    var isBoundToContainer = false
    /// The scene a window HUD made for one scene stays on; held weakly. `nil` (it follows the user) by default.
    weak var pinnedScene: UIWindowScene?

    /// The scene the host plans with on `occasion` (``HUDHostPlan/sceneChoice(on:hasContainer:)``), for a HUD on
    /// `current` now: none while there is a container view, `current`, or the scene preference's pick. A controller
    /// pinned to a scene (``pinnedScene``) keeps its HUD and its messages there while that scene can show.
    ///
    /// - Parameters:
    ///   - occasion: Why the host plans.
    ///   - current: The scene the HUD is on now, or its window was on last.
    func scene(on occasion: HUDHostPlan.Occasion, current: UIWindowScene?) -> UIWindowScene? {
        switch HUDHostPlan.sceneChoice(on: occasion, hasContainer: containerView != nil) {
        case .none: nil
        case .current: current
        case .preferred: preferredScene(current: current, pinnedTo: pinnedScene)
        }
    }

    /// The scene the preference picks: the pinned scene while it can show, else the shared rule's for a HUD on
    /// `current`.
    private func preferredScene(current: UIWindowScene?, pinnedTo pinned: UIWindowScene?) -> UIWindowScene? {
        guard let pinned else { return UIWindowScene.hudOverlayScene(current: current) }
        return UIWindowScene.hudOverlayScene(pinnedTo: pinned)
    }
}
#endif  // canImport(UIKit)
