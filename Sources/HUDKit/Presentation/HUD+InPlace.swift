#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Changing the HUD on screen in place (MBProgressHUD's `mode` set on a visible HUD): one-line forwarders to
// `HUDController.shared`, accepted from any thread and applied on the main thread in the caller's order. See
// `HUDController+InPlace.swift`.
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
        MainThreadQueue.run { HUDController.shared.update(progress: progress, status: status) }
    }

    /// Turns the HUD on screen into the indefinite spinner, in place.
    ///
    /// ```swift
    /// HUD.updateToSpinner(status: "Finishing…")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func updateToSpinner(status: String? = nil) {
        MainThreadQueue.run { HUDController.shared.updateToSpinner(status: status) }
    }

    /// Turns the HUD on screen into the success checkmark, in place; it then dismisses itself.
    ///
    /// ```swift
    /// HUD.updateToSuccess(status: "Saved")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func updateToSuccess(status: String? = nil) {
        MainThreadQueue.run { HUDController.shared.updateToSuccess(status: status) }
    }

    /// Turns the HUD on screen into the error cross, in place; it then dismisses itself.
    ///
    /// ```swift
    /// HUD.updateToError(status: "Upload failed")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func updateToError(status: String? = nil) {
        MainThreadQueue.run { HUDController.shared.updateToError(status: status) }
    }

    /// Turns the HUD on screen into the info glyph, in place; it then dismisses itself.
    ///
    /// ```swift
    /// HUD.updateToInfo(status: "Queued for later")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func updateToInfo(status: String? = nil) {
        MainThreadQueue.run { HUDController.shared.updateToInfo(status: status) }
    }

    /// Turns the HUD on screen into `image`, in place; it then dismisses itself.
    ///
    /// ```swift
    /// HUD.update(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    /// ```
    /// - Parameters:
    ///   - image: The image; tinted as a template while ``shouldTintImages`` is on.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public nonisolated static func update(image: UIImage, status: String? = nil) {
        MainThreadQueue.run { HUDController.shared.update(image: image, status: status) }
    }
}
#endif  // canImport(UIKit)
