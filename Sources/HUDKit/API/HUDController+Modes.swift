#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI
import UIKit

// Every kind switchable in place, beside `HUDController+InPlace.swift`: text only, a custom view, and MBProgressHUD's
// `mode` names. Each keeps the presentation (its `onDisappear` stays, no new fade-in, no second
// `hudWillAppear`) and does nothing while no HUD is shown or once a dismiss was asked for.
extension HUDController {
    /// Turns the HUD on screen into text only (MBProgressHUD's text mode), in place: its status alone, centred,
    /// under the presentation's mask, staying until dismissed. Unlike a message (`showMessage`) it is the HUD
    /// itself: a show resets the activity count, and `dismiss` takes it away.
    ///
    /// ```swift
    /// HUDController.shared.show(status: "Saving…")
    /// HUDController.shared.update(message: "Saved on this device only")
    /// HUDController.shared.dismiss(withDelay: 2)
    /// ```
    /// - Parameter message: The text; `nil` keeps the current status.
    public func update(message: String?) {
        session.updateCurrent(to: .text, status: message)
    }

    /// Turns the HUD on screen into `view` in the indicator's place, in place (MBProgressHUD's `customView` set on a
    /// visible HUD); laid out and tinted as `show(customView:status:options:onDisappear:)`
    /// does, and it stays until dismissed.
    ///
    /// ```swift
    /// HUDController.shared.update(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The view; the HUD keeps it while it is shown.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public func update(customView view: UIView, status: String? = nil) {
        session.updateCurrent(to: .customView(register(CustomViewContent(view))), status: status)
    }

    /// Turns the HUD on screen into a SwiftUI `view` in the indicator's place, in place, hosted in a
    /// `UIHostingController` and sized by its ideal size.
    ///
    /// ```swift
    /// HUDController.shared.update(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    /// ```
    /// - Parameters:
    ///   - view: The SwiftUI view.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public func update(customView view: some View, status: String? = nil) {
        let content = CustomViewContent(hosting: UIHostingController(rootView: view))
        session.updateCurrent(to: .customView(register(content)), status: status)
    }

    /// Switches the HUD on screen to `mode`, in place, as MBProgressHUD's apps set `hud.mode` (see ``HUDMode``): a
    /// determinate mode keeps the progress shown (`0` when none was) and draws it as the pie, the annular ring or
    /// the bar from now on; between the spinner and the determinate modes the activity count and the timers are
    /// left alone.
    ///
    /// ```swift
    /// HUDController.shared.update(mode: .determinateHorizontalBar, status: "Uploading…")
    /// HUDController.shared.update(progress: 0.5)
    /// ```
    /// - Parameters:
    ///   - mode: What to show now.
    ///   - status: The new status; `nil` keeps the current one. `nil` by default.
    public func update(mode: HUDMode, status: String? = nil) {
        session.updateCurrent(mode: mode, status: status)
    }
}
#endif  // canImport(UIKit)
