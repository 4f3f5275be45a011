#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// HUDs on any view, in MBProgressHUD's model (`showHUDAddedTo:`, `hideHUDForView:`, `HUDForView:`), beside the window
// HUD: each view gets its own `HUDController` (its own session, timers, activity count and notifications, whose
// `object` is that controller), made the first time and reused. It starts from the window HUD's appearance, font
// and images and can be styled alone. The HUD covers the view's bounds and follows its size; in a scroll view it is
// pinned to the visible bounds. It is removed at once when the view leaves its window for good or is deallocated.
extension HUD {
    /// Shows the indefinite spinner in `view` (over its bounds only); each call adds one activity to that view's HUD.
    ///
    /// ```swift
    /// HUD.show(in: card, status: "Loading…")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover; any view, also one not in a window yet (the HUD appears with it).
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    /// - Returns: The view's controller.
    @discardableResult
    public static func show(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDController {
        showing(in: view) { $0.show(status: status, options: options, onTap: onTap) }
    }

    /// Shows a progress ring filled to `progress` (clamped to `0...1`; negative or non-finite shows the spinner) in
    /// `view`.
    ///
    /// ```swift
    /// HUD.show(in: row, progress: 0.4, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - progress: The fraction done.
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    /// - Returns: The view's controller.
    @discardableResult
    public static func show(
        in view: UIView, progress: Double, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDController {
        showing(in: view) { $0.show(progress: progress, status: status, options: options, onTap: onTap) }
    }

    /// Shows a progress ring in `view` that follows `progress` (its `fractionCompleted`, and its
    /// `localizedDescription` when `status` is `nil`) until the HUD is dismissed or another show replaces it.
    ///
    /// ```swift
    /// HUD.show(in: row, progress: download.progress, status: "Downloading…")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - progress: The progress to follow; it may be updated from any thread.
    ///   - status: Text under the ring; `nil` shows the progress's `localizedDescription`. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    /// - Returns: The view's controller.
    @discardableResult
    public static func show(
        in view: UIView, progress: Progress, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDController {
        showing(in: view) { $0.show(progress: progress, status: status, options: options, onTap: onTap) }
    }

    /// Runs `work` under a spinner in `view`: `status` while it runs, then `success` when it returns, or the error
    /// cross when it throws (the error is rethrown); cancelling the task dismisses the view's HUD.
    ///
    /// ```swift
    /// try await HUD.run(in: card, status: "Saving…", success: "Saved") { try await syncCard() }
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the spinner while `work` runs. `nil` by default.
    ///   - success: Text under the success checkmark; `nil` dismisses without one. `nil` by default.
    ///   - failure: Text under the error cross for the error `work` threw. The error's `localizedDescription` by
    ///     default.
    ///   - options: Settings for this run's HUDs only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when the run's last HUD has disappeared. `nil` by default.
    ///   - work: The work to run.
    /// - Returns: What `work` returned.
    @discardableResult
    public static func run<Value>(
        in view: UIView, status: String? = nil, success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription }, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil, _ work: () async throws -> Value
    ) async rethrows -> Value {
        try await controller(in: view).run(
            status: status, success: success, failure: failure, options: options, onDisappear: onDisappear, work)
    }

    /// Runs `work` under a spinner in `view` with a Cancel button that cancels it; see
    /// ``HUDController/run(status:success:failure:options:cancelButton:onDisappear:_:)``.
    ///
    /// ```swift
    /// try await HUD.run(in: card, status: "Syncing…", cancelButton: "Cancel") { try await syncCard() }
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the spinner while `work` runs. `nil` by default.
    ///   - success: Text under the success checkmark; `nil` dismisses without one. `nil` by default.
    ///   - failure: Text under the error cross for the error `work` threw. The error's `localizedDescription` by
    ///     default.
    ///   - options: Settings for this run's HUDs only. Empty options by default.
    ///   - cancelButton: The Cancel button's title, localized by the app.
    ///   - onDisappear: Runs once on the main actor when the run's last HUD has disappeared. `nil` by default.
    ///   - work: The work to run, in a task of its own that the button cancels; what it returns need not be
    ///     `Sendable`.
    /// - Returns: What `work` returned.
    @discardableResult
    public static func run<Value>(
        in view: UIView, status: String? = nil, success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription }, options: HUDOptions = HUDOptions(),
        cancelButton: String, onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        @_inheritActorContext _ work: @escaping @Sendable () async throws -> sending Value
    ) async throws -> Value {
        try await controller(in: view).run(
            status: status, success: success, failure: failure, options: options, cancelButton: cancelButton,
            onDisappear: onDisappear, work)
    }

    /// Shows `image` in `view`, then dismisses after its display duration.
    ///
    /// ```swift
    /// HUD.show(in: card, image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - image: The image; tinted as a template while the appearance tints images.
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    /// - Returns: The view's controller.
    @discardableResult
    public static func show(
        in view: UIView, image: UIImage, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDController {
        showing(in: view) { $0.show(image: image, status: status, options: options, onTap: onTap) }
    }

    /// Shows the success checkmark in `view`, then dismisses after its display duration.
    ///
    /// ```swift
    /// HUD.showSuccess(in: card, status: "Saved")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    /// - Returns: The view's controller.
    @discardableResult
    public static func showSuccess(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDController {
        showing(in: view) { $0.showSuccess(status: status, options: options, onTap: onTap) }
    }

    /// Shows the error cross in `view`, then dismisses after its display duration.
    ///
    /// ```swift
    /// HUD.showError(in: card, status: "No connection")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    /// - Returns: The view's controller.
    @discardableResult
    public static func showError(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDController {
        showing(in: view) { $0.showError(status: status, options: options, onTap: onTap) }
    }

    /// Shows the info glyph in `view`, then dismisses after its display duration.
    ///
    /// ```swift
    /// HUD.showInfo(in: card, status: "Pull to refresh")
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the image. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    /// - Returns: The view's controller.
    @discardableResult
    public static func showInfo(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDController {
        showing(in: view) { $0.showInfo(status: status, options: options, onTap: onTap) }
    }

    /// Runs `show` on `view`'s controller and returns the controller.
    private static func showing(in view: UIView, _ show: (HUDController) -> Void) -> HUDController {
        let controller = controller(in: view)
        show(controller)
        return controller
    }

    /// Opens a scoped activity in `view`'s HUD: its spinner stays until the token ends.
    ///
    /// ```swift
    /// let activity = HUD.beginActivity(in: card, status: "Syncing…")
    /// defer { activity.end() }
    /// try await syncCard()
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the spinner. `nil` by default.
    /// - Returns: The token that ends the activity.
    public static func beginActivity(in view: UIView, status: String? = nil) -> HUDActivity {
        controller(in: view).beginActivity(status: status)
    }

    /// Dismisses the HUD of `view` after `delay` seconds; `completion` runs once and hears how the dismiss ended:
    /// ``HUDDismissal/disappeared``, ``HUDDismissal/superseded``, ``HUDDismissal/notShown`` (at once, also when
    /// the view never had a HUD) or ``HUDDismissal/removed`` (the view left its window or was deallocated first).
    ///
    /// ```swift
    /// HUD.dismiss(in: card) { dismissal in print(dismissal) }
    /// ```
    /// - Parameters:
    ///   - view: The view whose HUD goes.
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - completion: Runs on the main actor, once, with how the dismiss ended. `nil` by default.
    public static func dismiss(
        in view: UIView, withDelay delay: TimeInterval = 0,
        completion: (@MainActor @Sendable (HUDDismissal) -> Void)? = nil
    ) {
        guard let controller = existingController(in: view) else { return completion?(.notShown) ?? () }
        guard let completion else { return controller.dismiss(withDelay: delay) }
        controller.dismiss(withDelay: delay, completion: completion)
    }

    /// Dismisses the HUD of `view` and the HUD of every view inside it (MBProgressHUD's `hideAllHUDsForView:`); the
    /// window HUD and HUDs elsewhere stay.
    ///
    /// ```swift
    /// HUD.dismissAll(in: tableView)
    /// ```
    /// - Parameter view: The view whose subtree is cleared.
    /// - Returns: How many of those HUDs were on screen or about to appear.
    @discardableResult
    public static func dismissAll(in view: UIView) -> Int {
        let controllers = ViewHUDRegistry.shared.controllers(within: view)
        let shown = controllers.filter { $0.session.state.phase != .hidden }.count
        for controller in controllers { controller.dismiss() }
        return shown
    }

    /// The controller of `view`'s HUD, made the first time from the window HUD's appearance: style it alone, or keep
    /// it to show and observe (its notifications have it as their `object`).
    ///
    /// ```swift
    /// HUD.controller(in: card).appearance.style = .dark
    /// ```
    /// - Parameter view: The view the HUD covers.
    /// - Returns: The view's controller; the same one for every call while the view lives.
    public static func controller(in view: UIView) -> HUDController {
        ViewHUDRegistry.shared.controller(for: view)
    }

    /// The controller of `view`'s HUD if the view has one (MBProgressHUD's `HUDForView:`); never makes one.
    ///
    /// ```swift
    /// if HUD.existingController(in: card)?.isVisible == true { HUD.dismiss(in: card) }
    /// ```
    /// - Parameter view: The view to look in.
    /// - Returns: The view's controller, or `nil` when no HUD was shown in it (or it was deallocated).
    public static func existingController(in view: UIView) -> HUDController? {
        ViewHUDRegistry.shared.existingController(for: view)
    }
}
#endif  // canImport(UIKit)
