#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDController {
    /// Opens a scoped activity with options of its own (details, a button, a mask, a style): shows its spinner and
    /// holds the HUD until the returned token ends, as ``beginActivity(status:)`` does.
    ///
    /// Each open activity keeps its own status and options: the HUD shows the most recent one's, and when that one
    /// ends the HUD shows the next open one's own content again, with its button, whose taps reach that activity's
    /// action. Once an activity has ended, its button never shows and its action never runs. A `duration` in
    /// `options` is ignored: the spinner lasts as long as the activity.
    ///
    /// ```swift
    /// let sync = HUDController.shared.beginActivity(
    ///     status: "Syncing…", options: HUDOptions(details: "Mail", button: HUDButton("Stop") { mail.stop() }))
    /// defer { sync.end() }
    /// ```
    /// - Parameters:
    ///   - status: Text under the spinner. `nil` by default.
    ///   - options: This activity's settings.
    /// - Returns: The token that ends the activity.
    public func beginActivity(status: String? = nil, options: HUDOptions) -> HUDActivity {
        HUDActivity(controller: self, id: session.beginActivity(status: status, options: options))
    }
}
#endif  // canImport(UIKit)
