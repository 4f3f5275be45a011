#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Counting who holds the shared HUD: scoped activities (a token that ends them) and SVProgressHUD's `popActivity`.
// The "Activities" topic of the HUD page.
extension HUD {
    /// ``HUDController/beginActivity(status:)`` of the shared controller.
    @MainActor public static func beginActivity(status: String? = nil) -> HUDActivity {
        HUDController.shared.beginActivity(status: status)
    }

    /// ``HUDController/beginActivity(status:options:)`` of the shared controller.
    @MainActor public static func beginActivity(status: String? = nil, options: HUDOptions) -> HUDActivity {
        HUDController.shared.beginActivity(status: status, options: options)
    }

    /// ``HUDController/popActivity()`` of the shared controller.
    public nonisolated static func popActivity() {
        HUDMainQueue.main.run { HUDController.shared.popActivity() }
    }
}
#endif  // canImport(UIKit)
