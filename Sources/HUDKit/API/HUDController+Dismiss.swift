#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Dismissing, activities, and the touches the HUD view reports: each forwards to the session.
extension HUDController {
    /// Dismisses the HUD after `delay` seconds, whatever its activity count, then runs `completion` exactly once.
    /// From this call on, a followed `Progress` or a SwiftUI binding no longer updates the HUD.
    ///
    /// ```swift
    /// HUDController.shared.dismiss(withDelay: 0.5) { print("gone") }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - completion: Runs on the main actor when the HUD is gone (or at once when it is not shown). `nil` by
    ///     default.
    public func dismiss(withDelay delay: TimeInterval = 0, completion: (@MainActor @Sendable () -> Void)? = nil) {
        guard let completion else { return session.dismiss(delay: delay) }
        session.dismiss(delay: delay) { _ in completion() }
    }

    /// Dismisses the HUD as the `dismiss(withDelay:completion:)` whose completion takes no argument does, and tells
    /// `completion` how the dismiss ended: the HUD disappeared, a later show superseded the dismiss (so another HUD
    /// is on screen when it runs), or nothing was shown.
    ///
    /// ```swift
    /// HUDController.shared.dismiss(withDelay: 1) { dismissal in
    ///     guard dismissal != .superseded else { return }
    ///     print("gone")
    /// }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - completion: Runs on the main actor exactly once, with how the dismiss ended.
    public func dismiss(
        withDelay delay: TimeInterval = 0, completion: @escaping @MainActor @Sendable (HUDDismissal) -> Void
    ) {
        session.dismiss(delay: delay, completion: completion)
    }

    /// Balances one indefinite show: the HUD dismisses when the count reaches zero and no activity is open.
    ///
    /// ```swift
    /// HUDController.shared.popActivity()
    /// ```
    public func popActivity() {
        session.popActivity()
    }

    /// Opens a scoped activity: shows the spinner with `status` and holds the HUD until the returned token ends
    /// (``HUDActivity/end()``, or when it is released), without counting as a `show`.
    ///
    /// ```swift
    /// let activity = HUDController.shared.beginActivity(status: "Syncing…")
    /// defer { activity.end() }
    /// try await sync()
    /// ```
    /// - Parameter status: Text under the spinner. `nil` by default.
    /// - Returns: The token that ends the activity.
    public func beginActivity(status: String? = nil) -> HUDActivity {
        HUDActivity(controller: self, id: session.beginActivity(status: status))
    }

    /// How long an image HUD with `status` stays before it dismisses itself: `characters × 0.06 + 0.5` seconds,
    /// capped by the appearance's maximum dismiss time, never below its minimum (`HUDAppearance.displayDuration(for:)`
    /// defines the rule).
    ///
    /// ```swift
    /// let seconds = HUDController.shared.displayDuration(for: "Saved")  // 1.5
    /// ```
    /// - Parameter status: The status; `nil` counts 0 characters.
    public func displayDuration(for status: String?) -> TimeInterval {
        appearance.displayDuration(for: status)
    }

    // MARK: Internal

    /// Ends a scoped activity; ending one twice does nothing (HUDCore ignores it).
    func endActivity(_ id: HUDActivityID) {
        session.endActivity(id)
    }

    /// Reports a touch-down at `point` of the HUD view, whose bezel is on screen at `bezel`.
    func touchDown(at point: CGPoint, bezel: (offset: HUDOffset, scale: CGFloat)) {
        session.touchDown(at: point, bezelOffset: bezel.offset, scale: bezel.scale)
    }

    /// Reports that a touch lifted at `point` of the HUD view (a tap when it lifts on the HUD).
    func touchUp(at point: CGPoint, bezel: (offset: HUDOffset, scale: CGFloat)) {
        session.touchUp(at: point, bezelOffset: bezel.offset, scale: bezel.scale)
    }

    /// Reports a touch-up inside the HUD's button.
    func buttonTapped() {
        session.buttonTapped()
    }
}
#endif  // canImport(UIKit)
