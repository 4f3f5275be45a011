#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Overloads that keep migrated code compiling, hidden from the documentation (so no HUD page topic lists them, and
// no link to the documented forms becomes ambiguous). Progress in any binary floating-point type: MBProgressHUD's
// and SVProgressHUD's progress is a `float`, so migrated code often holds a `Float` (or a `CGFloat`); each form
// converts to `Double` and calls the `Double` one, which stays the one a literal or `.nan` picks. And a dismiss
// completion the app stored as a plain `() -> Void`.
extension HUD {
    /// Shows a progress ring filled to `progress`, as ``show(progress:status:options:onDisappear:)-(Double,_,_,_)``,
    /// for a `Float` or `CGFloat` progress.
    ///
    /// ```swift
    /// let fraction: Float = 0.4
    /// HUD.show(progress: fraction, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - progress: The fraction done, clamped to `0...1`; negative or non-finite shows the spinner.
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared. `nil` by default.
    @_disfavoredOverload @_documentation(visibility: internal)
    public nonisolated static func show<Fraction: BinaryFloatingPoint>(
        progress: Fraction, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        show(progress: Double(progress), status: status, options: options, onDisappear: onDisappear)
    }

    /// Moves the progress of the HUD on screen in place, as ``update(progress:status:)``, for a `Float` or `CGFloat`.
    ///
    /// ```swift
    /// HUD.update(progress: Float(0.5))
    /// ```
    /// - Parameters:
    ///   - progress: The fraction done.
    ///   - status: The new status; `nil` keeps it. `nil` by default.
    @_disfavoredOverload @_documentation(visibility: internal)
    public nonisolated static func update<Fraction: BinaryFloatingPoint>(progress: Fraction, status: String? = nil) {
        update(progress: Double(progress), status: status)
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
    @MainActor public static func dismiss(withDelay delay: TimeInterval = 0, completion: (() -> Void)?) {
        guard let completion else { return HUDController.shared.dismiss(withDelay: delay) }
        HUDController.shared.session.dismiss(delay: delay) { _ in completion() }
    }
}
#endif  // canImport(UIKit)
