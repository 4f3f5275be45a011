#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Messages: toasts in a lane of their own, above the HUD and never touching it. See
// `HUDController.showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)`.
extension HUD {
    /// ``HUDController/showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)`` of the shared one.
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

    /// ``HUDController/hideMessage(id:)`` of the shared controller.
    public nonisolated static func hideMessage(id: String) {
        HUDMainQueue.main.run { HUDController.shared.hideMessage(id: id) }
    }

    /// ``HUDController/hideAllMessages()`` of the shared controller.
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
    /// (``HUD/showInfo(status:options:onDisappear:)``), which the user dismisses.
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
