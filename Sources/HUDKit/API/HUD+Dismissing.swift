#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Dismissing the shared HUD: after a delay, with or without the fade-out (MBProgressHUD's `hideAnimated:`), or
// awaiting it. `HUD.dismiss` converts to a `() -> Void` value (a button action, `DispatchQueue.main.async(execute:
// HUD.dismiss)`); the form for a completion stored as a plain closure is in `HUD+MigrationOverloads.swift`, out of
// the documentation. The "Dismissing" topic of the HUD page.
extension HUD {
    /// ``HUDController/dismiss(withDelay:completion:)-2jg3a`` of the shared controller.
    public nonisolated static func dismiss() {
        HUDMainQueue.main.run { HUDController.shared.dismiss() }
    }

    /// ``HUDController/dismiss(withDelay:completion:)-2jg3a`` of the shared controller.
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval = 0, completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run { HUDController.shared.dismiss(withDelay: delay, completion: completion) }
    }

    /// ``HUDController/dismiss(withDelay:completion:)-4ogd6`` of the shared controller.
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval = 0, completion: @escaping @MainActor @Sendable (HUDDismissal) -> Void
    ) {
        HUDMainQueue.main.run { HUDController.shared.dismiss(withDelay: delay, completion: completion) }
    }

    /// ``HUDController/dismiss(withDelay:animated:completion:)-3hjxa`` of the shared controller.
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval = 0, animated: Bool, completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.dismiss(withDelay: delay, animated: animated, completion: completion)
        }
    }

    /// ``HUDController/dismiss(withDelay:animated:completion:)-2koml`` of the shared controller.
    public nonisolated static func dismiss(
        withDelay delay: TimeInterval = 0, animated: Bool,
        completion: @escaping @MainActor @Sendable (HUDDismissal) -> Void
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.dismiss(withDelay: delay, animated: animated, completion: completion)
        }
    }

    /// ``HUDController/dismissAndWait(withDelay:)`` of the shared controller.
    @MainActor public static func dismissAndWait(withDelay delay: TimeInterval = 0) async {
        await HUDController.shared.dismissAndWait(withDelay: delay)
    }
}
#endif  // canImport(UIKit)
