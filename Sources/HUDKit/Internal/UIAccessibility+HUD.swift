#if canImport(UIKit)
// The iOS 17 SDK declares UIKit's accessibility constants as mutable globals, which Swift 6 rejects as shared
// mutable state; they are constants in fact. This file alone imports UIKit with `@preconcurrency` to read them.
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

    /// Moves VoiceOver back to `element` (the first element of the screen when it is gone).
    @MainActor
    static func hudRestoreFocus(to element: Any?) {
        post(notification: .screenChanged, argument: element)
    }
}

extension UIAccessibilityTraits {
    /// `.updatesFrequently`: VoiceOver polls the element for changes (the status and progress of the HUD).
    static var hudUpdatesFrequently: UIAccessibilityTraits { .updatesFrequently }
}
#endif  // canImport(UIKit)
