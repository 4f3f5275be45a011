#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Changing the HUD on screen in place, as MBProgressHUD's apps set `mode` on a visible HUD: the same presentation
// (its `onDisappear` stays), no new fade-in, no second `hudWillAppear`. Each call does nothing while no HUD is shown, or
// once a dismiss was asked for. `status` `nil` keeps the current status; `setStatus(nil)` removes it.
extension HUDController {
    /// Turns the HUD on screen into a progress HUD filled to `progress`, or moves its progress, in place. It is drawn
    /// in the presentation's progress style (`HUDOptions.progressStyle` of its show, else the appearance's).
    ///
    /// ```swift
    /// HUDController.shared.show(status: "Preparing…", options: HUDOptions(progressStyle: .pie))
    /// HUDController.shared.update(progress: 0.3, status: "Uploading…")  // the spinner becomes the pie
    /// HUDController.shared.updateToSuccess(status: "Uploaded")          // then the checkmark, which dismisses itself
    /// ```
    /// - Parameters:
    ///   - progress: The fraction done, clamped to `0...1`; negative or non-finite shows the spinner.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public func update(progress: Double, status: String? = nil) {
        session.updateCurrent(to: .progress(progress), status: status)
    }

    /// Turns the HUD on screen into the indefinite spinner, in place.
    ///
    /// ```swift
    /// HUDController.shared.updateToSpinner(status: "Finishing…")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public func updateToSpinner(status: String? = nil) {
        session.updateCurrent(to: .spinner, status: status)
    }

    /// Turns the HUD on screen into the success checkmark, in place; it then dismisses itself after
    /// ``displayDuration(for:)`` and plays the success haptic when haptics are on.
    ///
    /// ```swift
    /// HUDController.shared.updateToSuccess(status: "Saved")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public func updateToSuccess(status: String? = nil) {
        session.updateCurrent(to: .success, status: status)
    }

    /// Turns the HUD on screen into the error cross, in place; it then dismisses itself after
    /// ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.updateToError(status: "Upload failed")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public func updateToError(status: String? = nil) {
        session.updateCurrent(to: .error, status: status)
    }

    /// Turns the HUD on screen into the info glyph, in place; it then dismisses itself after
    /// ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.updateToInfo(status: "Queued for later")
    /// ```
    /// - Parameter status: The new status; `nil` keeps the current one. `nil` by default.
    public func updateToInfo(status: String? = nil) {
        session.updateCurrent(to: .info, status: status)
    }

    /// Turns the HUD on screen into `image`, in place; it then dismisses itself after ``displayDuration(for:)``.
    ///
    /// ```swift
    /// HUDController.shared.update(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    /// ```
    /// - Parameters:
    ///   - image: The image; tinted as a template when `HUDAppearance.shouldTintImages` is on.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public func update(image: UIImage, status: String? = nil) {
        let id = session.makeAssetID()
        assets.customImages[id] = image
        session.updateCurrent(to: .image(.custom(id)), status: status)
    }
}
#endif  // canImport(UIKit)
