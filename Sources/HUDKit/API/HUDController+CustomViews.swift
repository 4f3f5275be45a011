#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI
import UIKit

// Custom views (MBProgressHUD's `customView` mode): the app's `UIView` or SwiftUI view in the indicator's place,
// kept until the session releases it (`OverlayHost.releaseContent(_:)`).
extension HUDController {
    /// Shows `view` in the indicator's place, with an optional status, until dismissed (or for `options.duration`).
    ///
    /// The view is laid out at the size its constraints give it (`systemLayoutSizeFitting`), else its intrinsic
    /// content size, else its current size (a side with none of them is 37 pt), scaled down to fit 200 × 200 and
    /// at least 16 pt a side. A view that does not translate its autoresizing mask into constraints is placed with
    /// constraints (compression resistance 998), any other by its frame. It draws in the interface style of the
    /// HUD's content (a `.dark` HUD draws it as in dark mode), and gets the foreground image colour as its
    /// `tintColor` unless `HUDAppearance.tintsCustomView` is off. Touches on it reach it with
    /// `HUDOptions.customViewIsInteractive`, and VoiceOver reads `HUDOptions.accessibilityLabel` (else the view's
    /// own `accessibilityLabel`) when the HUD has no text. A `UIImageView` with `animationImages` animates as usual.
    /// Unlike an image, a custom view does not dismiss itself.
    ///
    /// ```swift
    /// HUDController.shared.show(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The view; the HUD keeps it while it is shown and moves it into its bezel.
    ///   - status: Text under the view. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it. `nil` by default.
    public func show(
        customView view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let registered = register(CustomViewContent(view))
        session.show(
            HUDContent(indicator: .customView(registered), status: status, options: options),
            onEnd: endHandler(onDisappear))
    }

    /// Shows a SwiftUI `view` in the indicator's place, hosted in a `UIHostingController` and sized by its ideal
    /// size within 200 × 200; otherwise as ``show(customView:status:options:onDisappear:)``. Its
    /// `.accessibilityLabel` stays inside the hosting view: give `HUDOptions.accessibilityLabel` for VoiceOver.
    ///
    /// ```swift
    /// HUDController.shared.show(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The SwiftUI view.
    ///   - status: Text under the view. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it. `nil` by default.
    public func show(
        customView view: some View, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let registered = register(CustomViewContent(hosting: UIHostingController(rootView: view)))
        session.show(
            HUDContent(indicator: .customView(registered), status: status, options: options),
            onEnd: endHandler(onDisappear))
    }

    /// The view kept under `id`, if the session has not released it.
    func customView(_ id: HUDAssetID) -> UIView? {
        assets.customView(id)
    }

    /// Keeps `content` until the session releases it, and returns the custom view the session lays out.
    func register(_ content: CustomViewContent) -> HUDCustomView {
        let registered = session.makeCustomView(measurement: content.measurement)
        self.assets.customViews[registered.id] = content
        return registered
    }
}
#endif  // canImport(UIKit)
