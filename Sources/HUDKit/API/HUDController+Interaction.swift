#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Hiding with or without the fade-out, decided at hide time (MBProgressHUD's `hideAnimated:`).
extension HUDController {
    /// Dismisses the HUD after `delay` seconds as `dismiss(withDelay:completion:)` does, with or
    /// without the fade-out, whatever the show said (MBProgressHUD's `hideAnimated:afterDelay:`).
    ///
    /// The last dismiss asked for decides (a later `dismiss` without `animated:` keeps the show's choice again), a
    /// show forgets it, and one asked for while the HUD already fades out only adds its completion.
    ///
    /// ```swift
    /// HUDController.shared.dismiss(animated: false)
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - animated: `false` removes the HUD without a fade; `true` fades it out with the appearance's fade-out
    ///     (also when it was shown with `HUDOptions.animated` `false`).
    ///   - completion: Runs on the main actor when the HUD is gone (or at once when it is not shown). `nil` by
    ///     default.
    public func dismiss(
        withDelay delay: TimeInterval = 0, animated: Bool, completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        guard let completion else { return session.dismiss(delay: delay, animated: animated) }
        session.dismiss(delay: delay, animated: animated) { _ in completion() }
    }

    /// Dismisses the HUD with or without the fade-out, as `dismiss(withDelay:animated:completion:)`
    /// does, and tells `completion` how the dismiss ended (``HUDDismissal``).
    ///
    /// ```swift
    /// HUDController.shared.dismiss(animated: false) { dismissal in print(dismissal) }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - animated: `false` removes the HUD without a fade; `true` fades it out with the appearance's fade-out.
    ///   - completion: Runs on the main actor exactly once, with how the dismiss ended.
    public func dismiss(
        withDelay delay: TimeInterval = 0, animated: Bool,
        completion: @escaping @MainActor @Sendable (HUDDismissal) -> Void
    ) {
        session.dismiss(delay: delay, animated: animated, completion: completion)
    }
}
#endif  // canImport(UIKit)
