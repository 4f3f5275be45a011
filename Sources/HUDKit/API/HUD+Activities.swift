#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Counting who holds the shared HUD: scoped activities (a token that ends them) and SVProgressHUD's `popActivity`.
// The "Activities" topic of the HUD page.
extension HUD {
    /// Opens a scoped activity: shows the spinner with `status` and holds the HUD until the returned token ends
    /// (``HUDActivity/end()``, from any thread, or when the token is released). From a task off the main actor,
    /// `await` it.
    ///
    /// ```swift
    /// let activity = HUD.beginActivity(status: "Syncing…")
    /// defer { activity.end() }
    /// try await sync()
    /// ```
    /// - Parameter status: Text under the spinner. `nil` by default.
    /// - Returns: The token that ends the activity.
    @MainActor public static func beginActivity(status: String? = nil) -> HUDActivity {
        HUDController.shared.beginActivity(status: status)
    }

    /// Opens a scoped activity with options of its own (details, a button, a mask, a style); see
    /// ``HUDController/beginActivity(status:options:)``.
    ///
    /// ```swift
    /// let upload = HUD.beginActivity(
    ///     status: "Uploading…", options: HUDOptions(button: HUDButton("Cancel", role: .cancel) { task.cancel() }))
    /// defer { upload.end() }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: This activity's settings.
    /// - Returns: The token that ends the activity.
    @MainActor public static func beginActivity(status: String? = nil, options: HUDOptions) -> HUDActivity {
        HUDController.shared.beginActivity(status: status, options: options)
    }

    /// Balances one indefinite show: the HUD dismisses when the count reaches zero and no activity is open.
    ///
    /// ```swift
    /// HUD.show()      // 1
    /// HUD.show()      // 2
    /// HUD.popActivity() // 1: still shown
    /// HUD.popActivity() // 0: dismissed
    /// ```
    public nonisolated static func popActivity() {
        HUDMainQueue.main.run { HUDController.shared.popActivity() }
    }
}
#endif  // canImport(UIKit)
