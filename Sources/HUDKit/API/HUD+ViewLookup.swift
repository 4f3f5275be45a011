#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Runs, activities, work, dismissing and looking up the HUDs in views (see `HUD+View.swift`). Dismissing, the work
// off the main thread and the lookups that return a value or a handle are accepted from any thread; `run(in:)` is
// `async` (await it from anywhere), and `beginActivity(in:)`, `controller(in:)` and `existingController(in:)` stay
// on the main actor: they hand back a main-actor object at once. The "Running, dismissing and finding a view's HUD"
// topic of the HUD page.
extension HUD {
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
    @MainActor public static func run<Value>(
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
    @MainActor public static func run<Value>(
        in view: UIView, status: String? = nil, success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription }, options: HUDOptions = HUDOptions(),
        cancelButton: String, onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        @_inheritActorContext _ work: @escaping @Sendable () async throws -> sending Value
    ) async throws -> Value {
        try await controller(in: view).run(
            status: status, success: success, failure: failure, options: options, cancelButton: cancelButton,
            onDisappear: onDisappear, work)
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
    @MainActor public static func beginActivity(in view: UIView, status: String? = nil) -> HUDActivity {
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
    public nonisolated static func dismiss(
        in view: UIView, withDelay delay: TimeInterval = 0,
        completion: (@MainActor @Sendable (HUDDismissal) -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            guard let controller = existingController(in: view) else { return completion?(.notShown) ?? () }
            guard let completion else { return controller.dismiss(withDelay: delay) }
            controller.dismiss(withDelay: delay, completion: completion)
        }
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
    public nonisolated static func dismissAll(in view: UIView) -> Int {
        HUDMainQueue.main.read {
            HUDSession.dismissAll(ViewHUDRegistry.shared.controllers(within: view).map(\.session))
        }
    }

    /// The controller of `view`'s HUD, made the first time from the window HUD's appearance: style it alone, or keep
    /// it to show and observe (its notifications have it as their `object`).
    ///
    /// ```swift
    /// HUD.controller(in: card).appearance.style = .dark
    /// ```
    /// - Parameter view: The view the HUD covers.
    /// - Returns: The view's controller; the same one for every call while the view lives.
    @MainActor public static func controller(in view: UIView) -> HUDController {
        ViewHUDRegistry.shared.controller(for: view)
    }

    /// The controller of `view`'s HUD if the view has one (MBProgressHUD's `HUDForView:`); never makes one.
    ///
    /// ```swift
    /// if HUD.existingController(in: card)?.isVisible == true { HUD.dismiss(in: card) }
    /// ```
    /// - Parameter view: The view to look in.
    /// - Returns: The view's controller, or `nil` when no HUD was shown in it (or it was deallocated).
    @MainActor public static func existingController(in view: UIView) -> HUDController? {
        ViewHUDRegistry.shared.existingController(for: view)
    }

    /// The handle of `view`'s HUD if the view has one (MBProgressHUD's `HUDForView:`); never makes one. From any
    /// thread: it answers after the caller's earlier calls.
    ///
    /// ```swift
    /// HUD.existingHUD(in: card)?.hide(animated: true)
    /// ```
    /// - Parameter view: The view to look in.
    /// - Returns: The handle, or `nil` when no HUD was shown in the view (or it was deallocated).
    public nonisolated static func existingHUD(in view: UIView) -> HUDHandle? {
        let exists = HUDMainQueue.main.read { existingController(in: view) != nil }
        return exists ? HUDHandle(view: view) : nil
    }

    /// Whether `view`'s HUD is on screen (fading in, shown or fading out); `false` when it has none. From any
    /// thread: it answers after the caller's earlier calls.
    ///
    /// ```swift
    /// if HUD.isVisible(in: card) { HUD.dismiss(in: card) }
    /// ```
    /// - Parameter view: The view to look in.
    public nonisolated static func isVisible(in view: UIView) -> Bool {
        HUDMainQueue.main.read { existingController(in: view)?.isVisible ?? false }
    }

    /// Opens a scoped activity with options of its own in `view`'s HUD; see
    /// ``HUDController/beginActivity(status:options:)``.
    ///
    /// ```swift
    /// let sync = HUD.beginActivity(in: card, status: "Syncing…", options: HUDOptions(details: "3 items"))
    /// defer { sync.end() }
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: This activity's settings.
    /// - Returns: The token that ends the activity.
    @MainActor public static func beginActivity(in view: UIView, status: String? = nil, options: HUDOptions)
        -> HUDActivity
    {
        controller(in: view).beginActivity(status: status, options: options)
    }

    /// Shows the spinner with `status` in `view`, runs the synchronous `work` on `queue`, then dismisses that HUD and,
    /// once it is gone, runs `completion` on the main thread (MBProgressHUD's
    /// `showAnimated:whileExecutingBlock:onQueue:completionBlock:` on a HUD added to a view).
    ///
    /// ```swift
    /// HUD.showWhileExecuting(in: card, status: "Resizing…") {
    ///     thumbnails.render()
    /// }
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - queue: Where `work` runs. A global queue of the user-initiated quality of service by default.
    ///   - work: The synchronous work.
    ///   - completion: Runs on the main thread once the work has returned and the HUD is gone. `nil` by default.
    public nonisolated static func showWhileExecuting(
        in view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        on queue: DispatchQueue = .global(qos: .userInitiated),
        _ work: @escaping @Sendable () -> Void,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            controller(in: view).showWhileExecuting(
                status: status, options: options, on: queue, work, completion: completion)
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
        HUDMainQueue.main.run {
            guard let controller = existingController(in: view) else { return completion?(.notShown) ?? () }
            guard let completion else { return controller.dismiss(withDelay: delay, animated: animated) }
            controller.dismiss(withDelay: delay, animated: animated, completion: completion)
        }
    }
}
#endif  // canImport(UIKit)
