#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Messages: the text-only toast (HUDCore's `HUDIndicator.none`, whose rules decide that it dismisses itself, never
// blocks and sits at the bottom).
extension HUDController {
    /// Shows `message` alone, as a toast: it dismisses itself after ``displayDuration(for:)``, never blocks the app
    /// (no mask, whatever `HUDAppearance.maskType` is, unless `options` sets one), does not count as an activity
    /// and sits at `HUDAppearance.messagePosition` (the bottom, above the keyboard) unless `options.position` says
    /// otherwise. Like every show it replaces what the HUD showed; a `popActivity()` at count 0 dismisses it, as it
    /// does an image. An empty message shows an empty bezel for the minimum display duration.
    ///
    /// ```swift
    /// HUDController.shared.showMessage("Copied")
    /// HUDController.shared.showMessage("Saved to Photos", options: HUDOptions(position: .top))
    /// ```
    /// - Parameters:
    ///   - message: The text; it wraps and is cut with an ellipsis at `HUDAppearance.maximumLabelSize`.
    ///   - options: Settings for this presentation only; `duration: .infinity` keeps the message until dismissed.
    ///     Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation's bezel is tapped, before a
    ///     `HUDOptions.dismissOnTap` dismiss. `nil` by default.
    public func showMessage(
        _ message: String, options: HUDOptions = HUDOptions(), onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        session.show(HUDContent(indicator: .none, status: message, options: options), onTap: onTap)
    }
}
#endif  // canImport(UIKit)
