#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// HUDs on any view, in MBProgressHUD's model (`showHUDAddedTo:`, `hideHUDForView:`, `HUDForView:`), beside the window
// HUD: each view gets its own `HUDController` (its own session, timers, activity count and notifications, whose
// `object` is that controller), made the first time and reused. It starts from the window HUD's appearance, font
// and images and can be styled alone. The HUD covers the view's bounds and follows its size; in a scroll view it is
// pinned to the visible bounds. While the view is out of its window (a tab switch, a push) the HUD is paused, not
// ended, and it comes back with the view; it is removed at once when the view is deallocated or emptied. For cells,
// see `HUD+Items.swift`: a HUD keyed to the item, not to the reused cell.
extension HUD {
    /// Shows the indefinite spinner in `view` (over its bounds only, blocking touches to it by default: see
    /// ``HUDAppearance/inView``); each call adds one activity to that view's HUD. From any thread, in the caller's
    /// order.
    ///
    /// ```swift
    /// HUD.show(in: card, status: "Loading…")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it (MBProgressHUD's `completionBlock`). `nil` by default.
    /// - Returns: The handle of the view's HUD, to change it as an `MBProgressHUD` (``HUDHandle``).
    @discardableResult
    public nonisolated static func show(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing(in: view) { $0.show(status: status, options: options, onTap: onTap, onDisappear: onDisappear) }
    }

    /// Shows a progress ring filled to `progress` (clamped to `0...1`; negative or non-finite shows the spinner) in
    /// `view`.
    ///
    /// ```swift
    /// HUD.show(in: row, progress: 0.4, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - progress: The fraction done (a `Float` or a `CGFloat` works too).
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it (MBProgressHUD's `completionBlock`). `nil` by default.
    /// - Returns: The handle of the view's HUD, to change it as an `MBProgressHUD` (``HUDHandle``).
    @discardableResult
    public nonisolated static func show(
        in view: UIView, progress: Double, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing(in: view) {
            $0.show(progress: progress, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows a progress ring in `view` that follows `progress` (its `fractionCompleted`, and its
    /// `localizedDescription` when `status` is `nil`) until the HUD is dismissed or another show replaces it.
    ///
    /// ```swift
    /// HUD.show(in: row, progress: download.progress, status: "Downloading…")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - progress: The progress to follow; it may be updated from any thread.
    ///   - status: Text under the ring; `nil` shows the progress's `localizedDescription`. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it (MBProgressHUD's `completionBlock`). `nil` by default.
    /// - Returns: The handle of the view's HUD, to change it as an `MBProgressHUD` (``HUDHandle``).
    @discardableResult
    public nonisolated static func show(
        in view: UIView, progress: Progress, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing(in: view) {
            $0.show(progress: progress, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows `image` in `view`, then dismisses after its display duration.
    ///
    /// ```swift
    /// HUD.show(in: card, image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - image: The image; tinted as a template while the appearance tints images.
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it (MBProgressHUD's `completionBlock`). `nil` by default.
    /// - Returns: The handle of the view's HUD, to change it as an `MBProgressHUD` (``HUDHandle``).
    @discardableResult
    public nonisolated static func show(
        in view: UIView, image: UIImage, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing(in: view) {
            $0.show(image: image, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows an app view in `view`'s HUD (MBProgressHUD's `customView` on a view's HUD), sized by its intrinsic
    /// size; it stays until dismissed unless `HUDOptions(duration:)` is given.
    ///
    /// ```swift
    /// HUD.show(in: card, customView: badge, status: "Starred")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - customView: The view to show in the bezel.
    ///   - status: Text under it. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it (MBProgressHUD's `completionBlock`). `nil` by default.
    /// - Returns: The handle of the view's HUD, to change it as an `MBProgressHUD` (``HUDHandle``).
    @discardableResult
    public nonisolated static func show(
        in view: UIView, customView: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing(in: view) {
            $0.show(customView: customView, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows the success checkmark in `view`, then dismisses after its display duration.
    ///
    /// ```swift
    /// HUD.showSuccess(in: card, status: "Saved")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it (MBProgressHUD's `completionBlock`). `nil` by default.
    /// - Returns: The handle of the view's HUD, to change it as an `MBProgressHUD` (``HUDHandle``).
    @discardableResult
    public nonisolated static func showSuccess(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing(in: view) { $0.showSuccess(status: status, options: options, onTap: onTap, onDisappear: onDisappear) }
    }

    /// Shows the error cross in `view`, then dismisses after its display duration.
    ///
    /// ```swift
    /// HUD.showError(in: card, status: "No connection")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it (MBProgressHUD's `completionBlock`). `nil` by default.
    /// - Returns: The handle of the view's HUD, to change it as an `MBProgressHUD` (``HUDHandle``).
    @discardableResult
    public nonisolated static func showError(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing(in: view) { $0.showError(status: status, options: options, onTap: onTap, onDisappear: onDisappear) }
    }

    /// Shows the info glyph in `view`, then dismisses after its display duration.
    ///
    /// ```swift
    /// HUD.showInfo(in: card, status: "Pull to refresh")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it (MBProgressHUD's `completionBlock`). `nil` by default.
    /// - Returns: The handle of the view's HUD, to change it as an `MBProgressHUD` (``HUDHandle``).
    @discardableResult
    public nonisolated static func showInfo(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing(in: view) { $0.showInfo(status: status, options: options, onTap: onTap, onDisappear: onDisappear) }
    }

    /// Runs `show` on `view`'s controller on the main thread, in the caller's order, and returns the view's handle.
    private nonisolated static func showing(
        in view: UIView, _ show: @escaping @MainActor @Sendable (HUDController) -> Void
    ) -> HUDHandle {
        HUDMainQueue.main.run { show(controller(in: view)) }
        return HUDHandle(view: view)
    }
}
#endif  // canImport(UIKit)
