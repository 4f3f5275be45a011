#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI
import UIKit

extension HUD {
    /// Shows `view` in the indicator's place until dismissed. See
    /// ``HUDController/show(customView:status:options:onTap:onDisappear:)``.
    ///
    /// ```swift
    /// HUD.show(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The view; the HUD keeps it while it is shown.
    ///   - status: Text under the view. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared. `nil` by default.
    public nonisolated static func show(
        customView view: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.show(
                customView: view, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }

    /// Shows a SwiftUI `view` in the indicator's place until dismissed. See
    /// ``HUDController/show(customView:status:options:onTap:onDisappear:)``.
    ///
    /// ```swift
    /// HUD.show(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The SwiftUI view, hosted in a `UIHostingController`.
    ///   - status: Text under the view. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared. `nil` by default.
    public static func show(
        customView view: some View, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDController.shared.show(
            customView: view, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
    }
}
#endif  // canImport(UIKit)
