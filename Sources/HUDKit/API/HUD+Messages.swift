#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Messages: toasts in a lane of their own, above the HUD and never touching it. See
// `HUDController.showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)`.
extension HUD {
    /// Shows `message` as a toast in the messages lane: above the HUD, clear of the top screen's tab bar, toolbar
    /// or navigation bar and of the keyboard, passing touches through, queued behind the message on screen. It never
    /// changes the HUD: a message during `HUD.show(status: "Paying…")` leaves its mask, spinner and activity count
    /// as they are. See ``HUDController/showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)``.
    ///
    /// ```swift
    /// HUD.showMessage("Copied", glyph: .success)
    /// HUD.showMessage("Offline", glyph: .error, id: "network")
    /// HUD.showMessage("Back online", id: "network", policy: .replace)
    /// HUD.showMessage("Link copied", options: HUDOptions(position: .top))
    /// ```
    /// - Parameters:
    ///   - message: The text; it wraps and is cut with an ellipsis at `HUDAppearance.maximumLabelSize`.
    ///   - glyph: A glyph on the text's leading side. `nil` by default.
    ///   - id: De-duplicates: a message with the id of one on screen or waiting is not shown. `nil` by default.
    ///   - policy: Queue behind the message on screen, or replace it. `.queue` by default.
    ///   - swipeToHide: Whether a swipe on the pill hides it. `false` by default.
    ///   - options: Position, duration, style, details, button, `dismissOnTap`, `animated`; a mask type is
    ///     ignored. Empty options by default.
    ///   - onTap: Runs on the main actor when the pill is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when the message ended. `nil` by default.
    public nonisolated static func showMessage(
        _ message: String, glyph: HUDMessageGlyph? = nil, id: String? = nil, policy: HUDMessagePolicy = .queue,
        swipeToHide: Bool = false, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.showMessage(
                message, glyph: glyph, id: id, policy: policy, swipeToHide: swipeToHide, options: options,
                onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Hides the messages with `id`: waiting ones are dropped, the one on screen fades out.
    ///
    /// ```swift
    /// HUD.hideMessage(id: "network")
    /// ```
    /// - Parameter id: The id given to ``showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)``.
    public nonisolated static func hideMessage(id: String) {
        HUDMainQueue.main.run { HUDController.shared.hideMessage(id: id) }
    }

    /// Hides every message of the window's lane.
    ///
    /// ```swift
    /// HUD.hideAllMessages()
    /// ```
    public nonisolated static func hideAllMessages() {
        HUDMainQueue.main.run { HUDController.shared.hideAllMessages() }
    }

    /// Shows `message` as a toast in `view`'s own messages lane: at the bottom of the view's safe area (which
    /// includes the bars of a view controller's view), above the view's HUD, by the same rules as the window's.
    /// From any thread: applied on the main thread in the caller's order, with its other HUD calls.
    ///
    /// ```swift
    /// HUD.showMessage(in: card, "Saved", glyph: .success)
    /// ```
    /// - Parameters:
    ///   - view: The view to show it in.
    ///   - message: The text.
    ///   - glyph: A glyph on the text's leading side. `nil` by default.
    ///   - id: De-duplicates. `nil` by default.
    ///   - policy: Queue or replace. `.queue` by default.
    ///   - swipeToHide: Whether a swipe on the pill hides it. `false` by default.
    ///   - options: Settings for this message. Empty options by default.
    ///   - onTap: Runs on the main actor when the pill is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when the message ended. `nil` by default.
    public nonisolated static func showMessage(
        in view: UIView, _ message: String, glyph: HUDMessageGlyph? = nil, id: String? = nil,
        policy: HUDMessagePolicy = .queue, swipeToHide: Bool = false, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            controller(in: view).showMessage(
                message, glyph: glyph, id: id, policy: policy, swipeToHide: swipeToHide, options: options,
                onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Hides the messages with `id` in `view`'s lane. From any thread: applied on the main thread in the caller's
    /// order, so it hides a message the same caller showed just before.
    ///
    /// ```swift
    /// HUD.hideMessage(in: card, id: "save")
    /// ```
    /// - Parameters:
    ///   - view: The view the messages were shown in.
    ///   - id: The id given to `showMessage(in:…)`.
    public nonisolated static func hideMessage(in view: UIView, id: String) {
        HUDMainQueue.main.run { existingController(in: view)?.hideMessage(id: id) }
    }
}
#endif  // canImport(UIKit)
