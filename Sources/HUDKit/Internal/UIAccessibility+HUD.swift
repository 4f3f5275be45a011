#if canImport(UIKit)
// The iOS 17 SDK declares UIKit's accessibility constants as mutable globals, which Swift 6 rejects as shared
// mutable state; they are constants in fact. This file alone imports UIKit with `@preconcurrency` to read them.
@_spi(HUDEngine) import HUDCore
@preconcurrency import UIKit

extension UIAccessibility {
    /// Makes VoiceOver speak `text` (`UIAccessibility.Notification.announcement`), queued after what it is saying
    /// rather than cutting it off.
    @MainActor
    static func hudAnnounce(_ text: String) {
        let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        post(notification: .announcement, argument: queued)
    }

    /// Moves VoiceOver to `element` with a screen change; returns the element it was on.
    @MainActor
    static func hudMoveFocus(to element: Any?) -> Any? {
        let previous = focusedElement(using: .notificationVoiceOver)
        post(notification: .screenChanged, argument: element)
        return previous
    }

    /// Moves VoiceOver back to `element` with a layout change (no screen-change sound, no restart at the top), if
    /// it is still in a window (``HUDDeviceRules/restoresAccessibilityFocus(elementIsInWindow:)``).
    @MainActor
    static func hudRestoreFocus(to element: Any?) {
        let view = element as? UIView ?? (element as? UIAccessibilityElement)?.accessibilityContainer as? UIView
        guard HUDDeviceRules.restoresAccessibilityFocus(elementIsInWindow: view?.window != nil) else { return }
        post(notification: .layoutChanged, argument: element)
    }
}

extension UIAccessibilityTraits {
    /// `.updatesFrequently`: VoiceOver polls the element for changes (the status and progress of the HUD).
    static var hudUpdatesFrequently: UIAccessibilityTraits { .updatesFrequently }
}
#endif  // canImport(UIKit)
