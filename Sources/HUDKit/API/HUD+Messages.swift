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

    /// Where messages sit unless a call's options say otherwise (`HUDAppearance.messagePosition`): `.bottom` is
    /// above the top screen's tab bar or toolbar, `.top` below its navigation bar. Set and read from any thread,
    /// as the other settings: a change applies on the main thread before the caller's next message. `.bottom` by
    /// default.
    ///
    /// ```swift
    /// HUD.messagePosition = .top
    /// ```
    public nonisolated static var messagePosition: HUDPosition {
        get { read { $0.appearance.messagePosition } }
        set { write { $0.appearance.messagePosition = newValue } }
    }

    /// The most lines a message's text takes before it is cut with "…" (`HUDAppearance.messageMaximumLines`): `1`
    /// to `3`, other values clamped. `2` by default. A text that needs more belongs in a HUD
    /// (``HUD/showInfo(status:options:onTap:onDisappear:)``), which the user dismisses.
    ///
    /// ```swift
    /// HUD.messageMaximumLines = 3
    /// ```
    public nonisolated static var messageMaximumLines: Int {
        get { read { $0.appearance.messageMaximumLines } }
        set { write { $0.appearance.messageMaximumLines = newValue } }
    }
}
#endif  // canImport(UIKit)
