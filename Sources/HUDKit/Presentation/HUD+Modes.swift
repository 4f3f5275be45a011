#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI
import UIKit

// Every kind switchable in place (text only, a custom view, MBProgressHUD's `mode` names): one-line forwarders to
// `HUDController.shared`, beside `HUD+InPlace.swift`. See `HUDController+Modes.swift`.
extension HUD {
    /// Turns the HUD on screen into text only (MBProgressHUD's text mode), in place: centred, under the
    /// presentation's mask, staying until dismissed. See ``HUDController/update(message:)``.
    ///
    /// ```swift
    /// HUD.show(status: "Saving…")
    /// HUD.update(message: "Saved on this device only")
    /// HUD.dismiss(withDelay: 2)
    /// ```
    /// - Parameter message: The text; `nil` keeps the current status.
    public nonisolated static func update(message: String?) {
        MainThreadQueue.run { HUDController.shared.update(message: message) }
    }

    /// Turns the HUD on screen into `view` in the indicator's place, in place; it stays until dismissed.
    ///
    /// ```swift
    /// HUD.update(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The view; the HUD keeps it while it is shown.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func update(customView view: UIView, status: String? = nil) {
        MainThreadQueue.run { HUDController.shared.update(customView: view, status: status) }
    }

    /// Turns the HUD on screen into a SwiftUI `view` in the indicator's place, in place.
    ///
    /// ```swift
    /// HUD.update(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The SwiftUI view.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public static func update(customView view: some View, status: String? = nil) {
        HUDController.shared.update(customView: view, status: status)
    }

    /// Switches the HUD on screen to `mode`, in place, as MBProgressHUD's apps set `hud.mode`. See
    /// ``HUDController/update(mode:status:)``.
    ///
    /// ```swift
    /// HUD.show(status: "Preparing…")
    /// HUD.update(mode: .annularDeterminate, status: "Uploading…")
    /// HUD.update(progress: 0.5)
    /// ```
    /// - Parameters:
    ///   - mode: What to show now.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func update(mode: HUDMode, status: String? = nil) {
        MainThreadQueue.run { HUDController.shared.update(mode: mode, status: status) }
    }
}
#endif  // canImport(UIKit)
