#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Which touches the HUD keeps (JGProgressHUD's interaction types), whether it keeps them while it fades out
// (MBProgressHUD's behaviour), and hiding with or without the fade-out (MBProgressHUD's `hideAnimated:`). The two tap
// callbacks are `HUDOptions.onBezelTap` and `HUDOptions.onOutsideTap`, on every show.
extension HUD {
    /// Which touches the shared HUD keeps from the app (``HUDInteraction``): all of them, only the bezel's, or none;
    /// `nil` lets ``defaultMaskType`` decide (a blocking mask keeps them all, `.none` only the bezel's). A call's
    /// `HUDOptions.interaction` overrides it. `nil` by default.
    ///
    /// ```swift
    /// HUD.defaultMaskType = .black
    /// HUD.defaultInteraction = .blockBezel  // dimmed, but the app stays usable
    /// ```
    public nonisolated static var defaultInteraction: HUDInteraction? {
        get { read { $0.appearance.interaction } }
        set { write { $0.appearance.interaction = newValue } }
    }

    /// Whether the shared HUD keeps blocking touches until it is gone, fade-out included (MBProgressHUD's
    /// behaviour); `false` lets every touch through as soon as the fade-out begins. A call's
    /// `HUDOptions.blocksTouchesUntilHidden` overrides it. `false` by default.
    ///
    /// ```swift
    /// HUD.blocksTouchesUntilHidden = true
    /// ```
    public nonisolated static var blocksTouchesUntilHidden: Bool {
        get { read { $0.appearance.blocksTouchesUntilHidden } }
        set { write { $0.appearance.blocksTouchesUntilHidden = newValue } }
    }

    /// The app's own indicator view for the shared HUD, drawn in place of the spinner and the progress (see
    /// ``HUDIndicatorView``). `nil` (the HUD's own drawing) by default.
    ///
    /// ```swift
    /// HUD.indicatorView = HUDProgressView(style: .annular)
    /// ```
    public static var indicatorView: (any HUDIndicatorView)? {
        get { HUDController.shared.indicatorView }
        set { HUDController.shared.indicatorView = newValue }
    }

    /// Dismisses the HUD after `delay` seconds, with or without the fade-out whatever the show said
    /// (MBProgressHUD's `hideAnimated:afterDelay:`); otherwise as `dismiss(withDelay:completion:)`.
    /// The last dismiss asked for decides, and a show forgets it.
    ///
    /// ```swift
    /// HUD.dismiss(animated: false)
    /// HUD.dismiss(withDelay: 1, animated: true) { print("gone") }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - animated: `false` removes the HUD without a fade; `true` fades it out with the appearance's fade-out
    ///     (also when it was shown with `HUDOptions.animated` `false`).
    ///   - completion: Runs on the main actor once the HUD is gone, at once when none is shown, or when a later show
    ///     supersedes the dismiss. `nil` by default.
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval = 0, animated: Bool, completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.dismiss(withDelay: delay, animated: animated, completion: completion)
        }
    }

    /// Dismisses the HUD with or without the fade-out and tells `completion` how the dismiss ended
    /// (``HUDDismissal``).
    ///
    /// ```swift
    /// HUD.dismiss(animated: false) { dismissal in print(dismissal) }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - animated: `false` removes the HUD without a fade; `true` fades it out with the appearance's fade-out.
    ///   - completion: Runs on the main actor exactly once, with how the dismiss ended.
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval = 0, animated: Bool,
        completion: @escaping @MainActor @Sendable (HUDDismissal) -> Void
    ) {
        MainThreadQueue.run {
            HUDController.shared.dismiss(withDelay: delay, animated: animated, completion: completion)
        }
    }

    /// Dismisses the HUD of `view` with or without the fade-out (MBProgressHUD's `hideHUDForView:animated:`);
    /// otherwise as ``dismiss(in:withDelay:completion:)``.
    ///
    /// ```swift
    /// HUD.dismiss(in: card, animated: false)
    /// ```
    /// - Parameters:
    ///   - view: The view whose HUD goes.
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - animated: `false` removes the HUD without a fade; `true` fades it out with its appearance's fade-out.
    ///   - completion: Runs on the main actor, once, with how the dismiss ended (``HUDDismissal/notShown`` at once
    ///     when the view never had a HUD). `nil` by default.
    public nonisolated static func dismiss(
        in view: UIView, withDelay delay: TimeInterval = 0, animated: Bool,
        completion: (@MainActor @Sendable (HUDDismissal) -> Void)? = nil
    ) {
        MainThreadQueue.run {
            guard let controller = existingController(in: view) else { return completion?(.notShown) ?? () }
            guard let completion else { return controller.dismiss(withDelay: delay, animated: animated) }
            controller.dismiss(withDelay: delay, animated: animated, completion: completion)
        }
    }
}
#endif  // canImport(UIKit)
