#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI
import UIKit

// Showing the shared window HUD, in SVProgressHUD's names: each call forwards to `HUDController.shared`, is accepted
// from any thread or task and applied on the main thread in the order each caller made it (the SwiftUI custom view
// stays on the main actor). The "Showing" topic of the HUD page.
extension HUD {
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
        HUDMainQueue.main.run {
            HUDController.shared.show(
                status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows a progress ring that follows `progress` — its `fractionCompleted`, and its `localizedDescription`
    /// when `status` is `nil` — rendering at most once per display frame, until the HUD is dismissed or another
    /// show replaces it. See ``HUDController/show(progress:status:options:onTap:onDisappear:)-(Progress,_,_,_,_)``.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 10)
    /// HUD.show(progress: progress, status: "Importing…")
    /// progress.completedUnitCount = 4  // from any thread: the ring moves to 40 %
    /// ```
    /// - Parameters:
    ///   - progress: The progress to follow; it may be updated from any thread.
    ///   - status: Text under the ring; `nil` shows the progress's `localizedDescription`. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped, before a `HUDOptions.dismissOnTap`
    ///     dismiss. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it. `nil` by default.
    public nonisolated static func show(
        progress: Progress, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.show(
                progress: progress, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
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
        HUDMainQueue.main.run {
            HUDController.shared.show(
                progress: progress, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows `image` with an optional status, then dismisses after ``HUDAppearance/displayDuration(for:)``.
    ///
    /// ```swift
    /// HUD.show(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    /// ```
    /// - Parameters:
    ///   - image: The image; tinted as a template while ``HUDAppearance/shouldTintImages`` is on.
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
        HUDMainQueue.main.run {
            HUDController.shared.show(
                image: image, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows ``successImage`` with an optional status, then dismisses after ``HUDAppearance/displayDuration(for:)``; plays the
    /// success haptic when ``HUDAppearance/hapticsEnabled``.
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
        HUDMainQueue.main.run {
            HUDController.shared.showSuccess(
                status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows ``errorImage`` with a status, then dismisses after ``HUDAppearance/displayDuration(for:)``; plays the error haptic
    /// when ``HUDAppearance/hapticsEnabled``.
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
        HUDMainQueue.main.run {
            HUDController.shared.showError(
                status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows ``infoImage`` with a status, then dismisses after ``HUDAppearance/displayDuration(for:)``; plays the warning haptic
    /// when ``HUDAppearance/hapticsEnabled``.
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
        HUDMainQueue.main.run {
            HUDController.shared.showInfo(
                status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows `view` in the indicator's place until dismissed. See
    /// ``HUDController/show(customView:status:options:onTap:onDisappear:)-(UIView,_,_,_,_)``.
    ///
    /// ```swift
    /// HUD.show(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The view; the HUD keeps it while it is shown.
    ///   - status: Text under the view. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared. `nil` by default.
    public nonisolated static func show(
        customView view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.show(
                customView: view, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows a SwiftUI `view` in the indicator's place until dismissed. See
    /// ``HUDController/show(customView:status:options:onTap:onDisappear:)-(View,_,_,_,_)``.
    ///
    /// ```swift
    /// HUD.show(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The SwiftUI view, hosted in a `UIHostingController`.
    ///   - status: Text under the view. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared. `nil` by default.
    @MainActor public static func show(
        customView view: some View, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDController.shared.show(
            customView: view, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
    }

    /// Changes the status of the HUD on screen; does nothing while it is hidden.
    ///
    /// ```swift
    /// HUD.setStatus("Almost done…")
    /// ```
    /// - Parameter status: The new status; `nil` or empty removes the label.
    public nonisolated static func setStatus(_ status: String?) {
        HUDMainQueue.main.run { HUDController.shared.setStatus(status) }
    }
}
#endif  // canImport(UIKit)
