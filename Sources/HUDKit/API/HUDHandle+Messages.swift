#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The view's own messages lane: toasts at the bottom of the view's safe area (which includes the bars of a view
// controller's view), above the view's HUD, by the same rules as the window's. From any thread, in the caller's
// order, with its other HUD calls.
extension HUDHandle {
    /// ``HUDController/showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)`` in the handle's view.
    public func showMessage(
        _ message: String, glyph: HUDMessageGlyph? = nil, id: String? = nil, policy: HUDMessagePolicy = .queue,
        swipeToHide: Bool = false, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        write {
            $0.showMessage(
                message, glyph: glyph, id: id, policy: policy, swipeToHide: swipeToHide, options: options,
                onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/hideMessage(id:)`` in the handle's view.
    public func hideMessage(id: String) {
        guard let view else { return }
        HUDMainQueue.main.run { ViewHUDRegistry.shared.existingController(for: view)?.hideMessage(id: id) }
    }
}
#endif  // canImport(UIKit)
