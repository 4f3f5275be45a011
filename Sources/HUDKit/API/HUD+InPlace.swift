#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI
import UIKit

// Changing the HUD on screen in place (MBProgressHUD's `mode` set on a visible HUD), into every kind switchable in
// place (progress, spinner, a result, an image, text only, a custom view, MBProgressHUD's `mode` names): one-line
// forwarders to `HUDController.shared`, accepted from any thread and applied on the main thread in the caller's
// order (the SwiftUI custom view stays on the main actor). See `HUDController+InPlace.swift` and
// `HUDController+Modes.swift`. The "Changing the HUD in place" topic of the HUD page.
extension HUD {
    /// ``HUDController/update(progress:status:)`` of the shared controller.
    public nonisolated static func update(progress: Double, status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.update(progress: progress, status: status) }
    }

    /// ``HUDController/updateToSpinner(status:)`` of the shared controller.
    public nonisolated static func updateToSpinner(status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.updateToSpinner(status: status) }
    }

    /// ``HUDController/updateToSuccess(status:)`` of the shared controller.
    public nonisolated static func updateToSuccess(status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.updateToSuccess(status: status) }
    }

    /// ``HUDController/updateToError(status:)`` of the shared controller.
    public nonisolated static func updateToError(status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.updateToError(status: status) }
    }

    /// ``HUDController/updateToInfo(status:)`` of the shared controller.
    public nonisolated static func updateToInfo(status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.updateToInfo(status: status) }
    }

    /// ``HUDController/update(image:status:)`` of the shared controller.
    public nonisolated static func update(image: UIImage, status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.update(image: image, status: status) }
    }

    /// ``HUDController/update(message:)`` of the shared controller.
    public nonisolated static func update(message: String?) {
        HUDMainQueue.main.run { HUDController.shared.update(message: message) }
    }

    /// ``HUDController/update(customView:status:)-(UIView,_)`` of the shared controller.
    public nonisolated static func update(customView view: UIView, status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.update(customView: view, status: status) }
    }

    /// ``HUDController/update(customView:status:)-(View,_)`` of the shared controller.
    @MainActor public static func update(customView view: some View, status: String? = nil) {
        HUDController.shared.update(customView: view, status: status)
    }

    /// ``HUDController/update(mode:status:)`` of the shared controller.
    public nonisolated static func update(mode: HUDMode, status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.update(mode: mode, status: status) }
    }
}
#endif  // canImport(UIKit)
