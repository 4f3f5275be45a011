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
}
#endif  // canImport(UIKit)
