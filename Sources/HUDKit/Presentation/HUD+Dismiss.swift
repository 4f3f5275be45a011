#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import Foundation

// The dismiss forms that SVProgressHUD code passes around: `HUD.dismiss` as a `() -> Void` value (a button action,
// `DispatchQueue.main.async(execute: HUD.dismiss)`), and a completion the app stored as a plain closure (the second is
// kept out of the documentation, where it would make every `dismiss(withDelay:completion:)` link ambiguous).
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
        MainThreadQueue.run { HUDController.shared.dismiss() }
    }

    /// Dismisses the HUD after `delay` seconds, then runs `completion` once: the form for a completion stored as a
    /// plain `() -> Void` in a main-actor type (a view controller's property), which Swift 6 does not let
    /// `dismiss(withDelay:completion:)` take because that one may be called from any thread. It
    /// runs on the main actor, and is chosen only when the other does not fit.
    ///
    /// From code that is not on the main actor, store the completion as `@MainActor () -> Void` or
    /// `@Sendable () -> Void` instead: a plain closure made on another thread cannot safely run on the main thread.
    ///
    /// ```swift
    /// var onHidden: (() -> Void)?  // in a @MainActor view controller
    /// HUD.dismiss(withDelay: 1, completion: onHidden)
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - completion: Runs on the main actor once the HUD is gone, at once when none is shown, or when a later show
    ///     supersedes the dismiss.
    @_disfavoredOverload @_documentation(visibility: internal)
    public static func dismiss(withDelay delay: TimeInterval = 0, completion: (() -> Void)?) {
        guard let completion else { return HUDController.shared.dismiss(withDelay: delay) }
        HUDController.shared.session.dismiss(delay: delay) { _ in completion() }
    }
}
#endif  // canImport(UIKit)
