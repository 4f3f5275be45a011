#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUD {
    /// Shows `message` alone, as a toast that dismisses itself, never blocks the app and sits at the bottom. See
    /// ``HUDController/showMessage(_:options:onTap:)``.
    ///
    /// ```swift
    /// HUD.showMessage("Copied")
    /// HUD.showMessage("Saved to Photos", options: HUDOptions(position: .top))
    /// ```
    /// - Parameters:
    ///   - message: The text; it wraps and is cut with an ellipsis at `HUDAppearance.maximumLabelSize`.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when the message is tapped. `nil` by default.
    public nonisolated static func showMessage(
        _ message: String, options: HUDOptions = HUDOptions(), onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run { HUDController.shared.showMessage(message, options: options, onTap: onTap) }
    }

    /// Where messages sit unless a call's options say otherwise (`HUDAppearance.messagePosition`). `.bottom` by
    /// default.
    public static var messagePosition: HUDPosition {
        get { HUDController.shared.appearance.messagePosition }
        set { HUDController.shared.appearance.messagePosition = newValue }
    }
}
#endif  // canImport(UIKit)
