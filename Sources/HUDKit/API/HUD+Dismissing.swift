#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Dismissing the shared HUD: after a delay, with or without the fade-out (MBProgressHUD's `hideAnimated:`), or
// awaiting it. `HUD.dismiss` converts to a `() -> Void` value (a button action, `DispatchQueue.main.async(execute:
// HUD.dismiss)`); the form for a completion stored as a plain closure is in `HUD+MigrationOverloads.swift`, out of
// the documentation. The "Dismissing" topic of the HUD page.
extension HUD {
    /// Dismisses the HUD at once, whatever its activity count; the same as
    /// `dismiss(withDelay:completion:)` with no arguments, as a function that converts to a
    /// `() -> Void` value.
    ///
    /// ```swift
    /// let hide: () -> Void = HUD.dismiss
    /// DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: HUD.dismiss)
    /// ```
    public nonisolated static func dismiss() {
        HUDMainQueue.main.run { HUDController.shared.dismiss() }
    }

    /// Dismisses the HUD after `delay` seconds, whatever its activity count, then runs `completion` exactly once.
    ///
    /// The last call decides: after `showSuccess`, `dismiss(withDelay: 3)` leaves at 3 s, replacing the success's own
    /// timer; a show after it replaces the dismiss.
    ///
    /// ```swift
    /// HUD.dismiss(withDelay: 0.5) { print("gone") }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - completion: Runs on the main actor once the HUD is gone, at once when none is shown, or when a later show
    ///     supersedes the dismiss (the overload with a ``HUDDismissal`` says which). `nil` by default.
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval = 0, completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run { HUDController.shared.dismiss(withDelay: delay, completion: completion) }
    }

    /// Dismisses the HUD as the `dismiss(withDelay:completion:)` whose completion takes no argument does, and tells
    /// `completion` how the dismiss ended: ``HUDDismissal/disappeared``, ``HUDDismissal/superseded`` (a show came
    /// first, so another HUD is on screen when it runs) or ``HUDDismissal/notShown``.
    ///
    /// ```swift
    /// HUD.dismiss(withDelay: 1) { dismissal in
    ///     if dismissal == .disappeared { print("gone") }
    /// }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - completion: Runs on the main actor exactly once, with how the dismiss ended.
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval = 0, completion: @escaping @MainActor @Sendable (HUDDismissal) -> Void
    ) {
        HUDMainQueue.main.run { HUDController.shared.dismiss(withDelay: delay, completion: completion) }
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
        HUDMainQueue.main.run {
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
        HUDMainQueue.main.run {
            HUDController.shared.dismiss(withDelay: delay, animated: animated, completion: completion)
        }
    }

    /// Dismisses the HUD after `delay` seconds, whatever its activity count, and returns once it has disappeared
    /// (after `Notification.Name.hudDidDisappear`); at once when no HUD is shown.
    ///
    /// A name of its own, so that `HUD.dismiss(withDelay: 1)` means the same, non-waiting call in `async` code as
    /// anywhere else (migrated SVProgressHUD code keeps its meaning).
    ///
    /// ```swift
    /// await HUD.dismissAndWait(withDelay: 0.5)
    /// ```
    /// - Parameter delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    @MainActor public static func dismissAndWait(withDelay delay: TimeInterval = 0) async {
        await HUDController.shared.dismissAndWait(withDelay: delay)
    }
}
#endif  // canImport(UIKit)
