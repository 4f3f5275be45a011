#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUD {
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
    public static func beginActivity(status: String? = nil, options: HUDOptions) -> HUDActivity {
        HUDController.shared.beginActivity(status: status, options: options)
    }

    /// Opens a scoped activity with options of its own in `view`'s HUD; see
    /// ``HUDController/beginActivity(status:options:)``.
    ///
    /// ```swift
    /// let sync = HUD.beginActivity(in: card, status: "Syncing…", options: HUDOptions(details: "3 items"))
    /// defer { sync.end() }
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: This activity's settings.
    /// - Returns: The token that ends the activity.
    public static func beginActivity(in view: UIView, status: String? = nil, options: HUDOptions) -> HUDActivity {
        controller(in: view).beginActivity(status: status, options: options)
    }
}
#endif  // canImport(UIKit)
