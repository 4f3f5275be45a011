#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI
import UIKit

// Showing the shared window HUD, in SVProgressHUD's names: each call forwards to `HUDController.shared`, is accepted
// from any thread or task and applied on the main thread in the order each caller made it (the SwiftUI custom view
// stays on the main actor). The "Showing" topic of the HUD page.
extension HUD {
    /// ``HUDController/show(status:options:onDisappear:)`` of the shared controller.
    public nonisolated static func show(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.show(
                status: status, options: options, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/show(progress:status:options:onDisappear:)-(Progress,_,_,_)`` of the shared controller.
    public nonisolated static func show(
        progress: Progress, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.show(
                progress: progress, status: status, options: options, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/show(progress:status:options:onDisappear:)-(Double,_,_,_)`` of the shared controller.
    public nonisolated static func show(
        progress: Double, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.show(
                progress: progress, status: status, options: options, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/show(image:status:options:onDisappear:)`` of the shared controller.
    public nonisolated static func show(
        image: UIImage, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.show(
                image: image, status: status, options: options, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/showSuccess(status:options:onDisappear:)`` of the shared controller.
    public nonisolated static func showSuccess(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.showSuccess(
                status: status, options: options, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/showError(status:options:onDisappear:)`` of the shared controller.
    public nonisolated static func showError(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.showError(
                status: status, options: options, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/showInfo(status:options:onDisappear:)`` of the shared controller.
    public nonisolated static func showInfo(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.showInfo(
                status: status, options: options, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/show(customView:status:options:onDisappear:)-(UIView,_,_,_)`` of the shared controller.
    public nonisolated static func show(
        customView view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.show(
                customView: view, status: status, options: options, onDisappear: onDisappear)
        }
    }

    /// ``HUDController/show(customView:status:options:onDisappear:)-(View,_,_,_)`` of the shared controller.
    @MainActor public static func show(
        customView view: some View, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDController.shared.show(
            customView: view, status: status, options: options, onDisappear: onDisappear)
    }

    /// ``HUDController/setStatus(_:)`` of the shared controller.
    public nonisolated static func setStatus(_ status: String?) {
        HUDMainQueue.main.run { HUDController.shared.setStatus(status) }
    }
}
#endif  // canImport(UIKit)
