#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The one-line HUD: static calls that forward to ``HUDController/shared``, in SVProgressHUD's names.
///
/// ```swift
/// HUD.show(status: "Loading…")
/// HUD.showSuccess(status: "Saved")
/// HUD.dismiss()
/// ```
///
/// The `show…`, ``setStatus(_:)``, ``dismiss(withDelay:completion:)`` and ``popActivity()`` calls are accepted from
/// any thread or task and applied on the main thread in the order each caller made them; on the main thread they
/// apply at once, so ``isVisible`` is `true` right after ``show(status:options:onTap:onDisappear:)`` (with no grace
/// time). Settings are static properties (in `HUD+Appearance.swift`) and the `UIAppearance` proxy of ``HUDView``.
@MainActor
public enum HUD {
    /// The `userInfo` key of the status in HUDKit's notifications (``Foundation/NSNotification/Name/hudWillAppear``,
    /// …), present only when the HUD has a status.
    ///
    /// ```swift
    /// let status = notification.userInfo?[HUD.statusUserInfoKey] as? String
    /// ```
    public nonisolated static let statusUserInfoKey = "HUDStatusUserInfoKey"

    /// Whether the HUD is on screen (fading in, shown or fading out), as SVProgressHUD's `isVisible`; readable from
    /// any thread. On the main thread it answers at once; from another thread it waits for the main thread and
    /// answers after the calls that thread made before it (so `HUD.show()` then `HUD.isVisible` is `true` there
    /// too), so don't read it from a thread the main thread is waiting for.
    ///
    /// ```swift
    /// if HUD.isVisible { HUD.dismiss() }
    /// ```
    public nonisolated static var isVisible: Bool { read { $0.isVisible } }

    /// Every style and timing setting of the shared HUD as one value; the static properties read and write parts
    /// of it. The default appearance by default.
    ///
    /// ```swift
    /// HUD.appearance = HUDAppearance { $0.style = .dark; $0.maskType = .black }
    /// ```
    public nonisolated static var appearance: HUDAppearance {
        get { read { $0.appearance } }
        set { write { $0.appearance = newValue } }
    }

    /// Shows the indefinite spinner with an optional status; each call adds one activity (see ``popActivity()``).
    ///
    /// ```swift
    /// HUD.show(status: "Loading…")
    /// HUD.show(status: "Uploading…", options: HUDOptions(dismissOnTap: true)) { upload.cancel() }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only (mask, style, duration, …). Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public nonisolated static func show(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.show(
                status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows a progress ring filled to `progress`, clamped to `0...1`; a negative or non-finite value shows the
    /// indefinite spinner (SVProgressHUD's `-1`). Updating the progress of a ring on screen only moves the ring.
    ///
    /// ```swift
    /// HUD.show(progress: 0.4, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - progress: The fraction done (a `Float` or a `CGFloat` works too).
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public nonisolated static func show(
        progress: Double, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.show(
                progress: progress, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows `image` with an optional status, then dismisses after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUD.show(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    /// ```
    /// - Parameters:
    ///   - image: The image; tinted as a template while ``shouldTintImages`` is on.
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public nonisolated static func show(
        image: UIImage, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.show(
                image: image, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows ``successImage`` with an optional status, then dismisses after ``displayDuration(for:)``; plays the
    /// success haptic when ``hapticsEnabled``.
    ///
    /// ```swift
    /// HUD.showSuccess(status: "Saved")
    /// HUD.showSuccess(status: "Saved", onDisappear: { print("the checkmark is gone") })
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public nonisolated static func showSuccess(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.showSuccess(
                status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows ``errorImage`` with a status, then dismisses after ``displayDuration(for:)``; plays the error haptic
    /// when ``hapticsEnabled``.
    ///
    /// ```swift
    /// HUD.showError(status: "No connection")
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public nonisolated static func showError(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.showError(
                status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows ``infoImage`` with a status, then dismisses after ``displayDuration(for:)``; plays the warning haptic
    /// when ``hapticsEnabled``.
    ///
    /// ```swift
    /// HUD.showInfo(status: "Pull to refresh")
    /// ```
    /// - Parameters:
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped (its bezel, or a blocking mask), before
    ///     a `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared (after its fade-out
    ///     and dismiss completions), or when another show replaced it. `nil` by default.
    public nonisolated static func showInfo(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.showInfo(
                status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Changes the status of the HUD on screen; does nothing while it is hidden.
    ///
    /// ```swift
    /// HUD.setStatus("Almost done…")
    /// ```
    /// - Parameter status: The new status; `nil` or empty removes the label.
    public nonisolated static func setStatus(_ status: String?) {
        MainThreadQueue.run { HUDController.shared.setStatus(status) }
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
        MainThreadQueue.run { HUDController.shared.dismiss(withDelay: delay, completion: completion) }
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
        MainThreadQueue.run { HUDController.shared.dismiss(withDelay: delay, completion: completion) }
    }

    /// Balances one indefinite show: the HUD dismisses when the count reaches zero and no activity is open.
    ///
    /// ```swift
    /// HUD.show()      // 1
    /// HUD.show()      // 2
    /// HUD.popActivity() // 1: still shown
    /// HUD.popActivity() // 0: dismissed
    /// ```
    public nonisolated static func popActivity() {
        MainThreadQueue.run { HUDController.shared.popActivity() }
    }

    /// Opens a scoped activity: shows the spinner with `status` and holds the HUD until the returned token ends
    /// (``HUDActivity/end()``, from any thread, or when the token is released). From a task off the main actor,
    /// `await` it.
    ///
    /// ```swift
    /// let activity = HUD.beginActivity(status: "Syncing…")
    /// defer { activity.end() }
    /// try await sync()
    /// ```
    /// - Parameter status: Text under the spinner. `nil` by default.
    /// - Returns: The token that ends the activity.
    public static func beginActivity(status: String? = nil) -> HUDActivity {
        HUDController.shared.beginActivity(status: status)
    }

    /// How long an image HUD with `status` stays before it dismisses itself: `characters × 0.06 + 0.5` seconds,
    /// capped by ``maximumDismissTimeInterval``, never below ``minimumDismissTimeInterval`` (see
    /// `HUDAppearance.displayDuration(for:)`, which defines the rule).
    ///
    /// ```swift
    /// HUD.displayDuration(for: "Saved") // 1.5
    /// ```
    /// - Parameter status: The status; `nil` counts 0 characters.
    public nonisolated static func displayDuration(for status: String?) -> TimeInterval {
        read { $0.displayDuration(for: status) }
    }
}
#endif  // canImport(UIKit)
