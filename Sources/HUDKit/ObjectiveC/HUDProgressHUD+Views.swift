#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// MBProgressHUD's view calls: a `HUDProgressHUD` instance drives the HUD of one view (`HUD.controller(in:)`), so
// `hud.mode`, `hud.progress` and `hideAnimated:` change that view's HUD in place.
extension HUDProgressHUD {
    /// `+showHUDAddedTo:animated:`: shows the spinner in `view` (its own HUD, which blocks touches to it as that
    /// view's HUD does) and returns the object that drives it.
    @objc(showHUDAddedTo:animated:) @discardableResult
    public static func showHUDAdded(to view: UIView, animated: Bool) -> HUDProgressHUD {
        HUD.show(in: view, options: HUDOptions(animated: animated))
        return HUDProgressHUD(view: view)
    }

    /// `+hideHUDForView:animated:`: dismisses the HUD of `view`; `false` when it had none on screen.
    @objc(hideHUDForView:animated:) @discardableResult
    public static func hideHUD(for view: UIView, animated: Bool) -> Bool {
        guard let controller = HUD.existingController(in: view), controller.isVisible else { return false }
        controller.dismiss(animated: animated)
        return true
    }

    /// `+HUDForView:`: the object that drives the HUD of `view`, or `nil` when no HUD was shown in it.
    @objc(HUDForView:) public static func hud(for view: UIView) -> HUDProgressHUD? {
        HUD.existingController(in: view).map { _ in HUDProgressHUD(view: view) }
    }

    /// `-hideAnimated:`: dismisses this view's HUD, with or without the fade-out.
    @objc(hideAnimated:) public func hide(animated: Bool) {
        controller?.dismiss(animated: animated)
    }

    /// `-hideAnimated:afterDelay:`: dismisses this view's HUD after `delay` seconds.
    @objc(hideAnimated:afterDelay:) public func hide(animated: Bool, afterDelay delay: TimeInterval) {
        controller?.dismiss(withDelay: delay, animated: animated)
    }

    /// `mode`: switches this view's HUD in place (``HUDMode``; `.customView` shows ``customView``). `.indeterminate`
    /// until set.
    @objc public var mode: Mode {
        get { currentMode }
        set {
            currentMode = newValue
            guard let controller else { return }
            if let mode = newValue.mode { return controller.update(mode: mode) }
            if let customView { controller.update(customView: customView) }
        }
    }

    /// `progress`: the fraction this view's HUD shows, in place (a determinate mode draws it). `0` until set.
    @objc public var progress: Float {
        get { Float(controller?.session.render?.indicator.appIndicator?.progress ?? 0) }
        set { controller?.update(progress: Double(newValue)) }
    }

    /// `labelText` (MBProgressHUD's `label.text`): the status of this view's HUD, in place.
    @objc public var labelText: String? {
        get { controller?.session.state.content?.status }
        set { controller?.setStatus(newValue) }
    }

    /// `customView`: the view `mode = .customView` shows; setting it while that mode is on shows it in place.
    @objc public var customView: UIView? {
        get { storedCustomView }
        set {
            storedCustomView = newValue
            if currentMode == .customView, let newValue { controller?.update(customView: newValue) }
        }
    }

    /// The view's controller, while the view lives.
    private var controller: HUDController? {
        view.flatMap(HUD.existingController(in:))
    }
}
#endif  // canImport(UIKit)
