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
    /// Turns the HUD on screen into a progress HUD filled to `progress`, or moves its progress, without a new
    /// presentation or fade-in; nothing while no HUD is shown. See ``HUDController/update(progress:status:)``.
    ///
    /// ```swift
    /// HUD.show(status: "Preparing…", options: HUDOptions(progressStyle: .pie))
    /// HUD.update(progress: 0.3, status: "Uploading…")
    /// HUD.updateToSuccess(status: "Uploaded")
    /// ```
    /// - Parameters:
    ///   - progress: The fraction done, clamped to `0...1`; negative or non-finite shows the spinner.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func update(progress: Double, status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.update(progress: progress, status: status) }
    }

    /// Turns the HUD on screen into the indefinite spinner, in place.
    ///
    /// ```swift
    /// HUD.updateToSpinner(status: "Finishing…")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func updateToSpinner(status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.updateToSpinner(status: status) }
    }

    /// Turns the HUD on screen into the success checkmark, in place; it then dismisses itself.
    ///
    /// ```swift
    /// HUD.updateToSuccess(status: "Saved")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func updateToSuccess(status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.updateToSuccess(status: status) }
    }

    /// Turns the HUD on screen into the error cross, in place; it then dismisses itself.
    ///
    /// ```swift
    /// HUD.updateToError(status: "Upload failed")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func updateToError(status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.updateToError(status: status) }
    }

    /// Turns the HUD on screen into the info glyph, in place; it then dismisses itself.
    ///
    /// ```swift
    /// HUD.updateToInfo(status: "Queued for later")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func updateToInfo(status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.updateToInfo(status: status) }
    }

    /// Turns the HUD on screen into `image`, in place; it then dismisses itself.
    ///
    /// ```swift
    /// HUD.update(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    /// ```
    /// - Parameters:
    ///   - image: The image; tinted as a template while ``HUDAppearance/shouldTintImages`` is on.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func update(image: UIImage, status: String? = nil) {
        HUDMainQueue.main.run { HUDController.shared.update(image: image, status: status) }
    }

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
        HUDMainQueue.main.run { HUDController.shared.update(message: message) }
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
        HUDMainQueue.main.run { HUDController.shared.update(customView: view, status: status) }
    }

    /// Turns the HUD on screen into a SwiftUI `view` in the indicator's place, in place.
    ///
    /// ```swift
    /// HUD.update(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The SwiftUI view.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    @MainActor public static func update(customView view: some View, status: String? = nil) {
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
        HUDMainQueue.main.run { HUDController.shared.update(mode: mode, status: status) }
    }
}
#endif  // canImport(UIKit)
