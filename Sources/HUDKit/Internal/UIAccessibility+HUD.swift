#if canImport(UIKit)
// The iOS 17 SDK declares UIKit's accessibility constants as mutable globals, which Swift 6 rejects as shared
// mutable state; they are constants in fact. This file alone imports UIKit with `@preconcurrency` to read them.
@preconcurrency import UIKit

extension UIAccessibility {
    /// Makes VoiceOver speak `text` (`UIAccessibility.Notification.announcement`).
    @MainActor
    static func hudAnnounce(_ text: String) {
        post(notification: .announcement, argument: text)
    }
}

extension UIAccessibilityTraits {
    /// `.updatesFrequently`: VoiceOver polls the element for changes (the status and progress of the HUD).
    static var hudUpdatesFrequently: UIAccessibilityTraits { .updatesFrequently }
}
#endif  // canImport(UIKit)
