#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// MBProgressHUD's view calls: a `HUDProgressHUD` instance drives the HUD of one view (its `HUDHandle`), so `hud.mode`,
// `hud.progress`, `hud.label.text` and `hideAnimated:` change that view's HUD, in place while it shows.
extension HUDProgressHUD {
    /// The object `HUDForView:` returns for each view: the last one made for it. Keys are held weakly.
    private static let instances = NSMapTable<UIView, HUDProgressHUD>.weakToStrongObjects()

    /// `+showHUDAddedTo:animated:`: shows the spinner in `view` (its own HUD, which blocks touches to it as that
    /// view's HUD does) and returns a new object that drives it, with ``removeFromSuperViewOnHide`` on.
    @objc(showHUDAddedTo:animated:) @discardableResult
    public static func showHUDAdded(to view: UIView, animated: Bool) -> HUDProgressHUD {
        let hud = HUDProgressHUD(view: view)
        hud.removeFromSuperViewOnHide = true
        HUDHandle(view: view).show(options: HUDOptions(animated: animated))
        return hud
    }

    /// `+hideHUDForView:animated:`: dismisses the HUD of `view`; `false` when it had none on screen.
    @objc(hideHUDForView:animated:) @discardableResult
    public static func hideHUD(for view: UIView, animated: Bool) -> Bool {
        guard let controller = HUDHandle.existing(in: view)?.controller, controller.isVisible else { return false }
        controller.dismiss(animated: animated)
        return true
    }

    /// `+HUDForView:`: the object that drives `view`'s HUD — the one last made for it (``showHUDAdded(to:animated:)``,
    /// ``init(view:)``), or a new one for a HUD shown from Swift (with ``removeFromSuperViewOnHide`` on, so the view's
    /// HUD still starts fresh) — or `nil` when no HUD was shown in `view`.
    @objc(HUDForView:) public static func hud(for view: UIView) -> HUDProgressHUD? {
        guard ViewHUDRegistry.shared.existingController(for: view) != nil else { return nil }
        if let instance = instances.object(forKey: view) { return instance }
        let hud = HUDProgressHUD(view: view)
        hud.removeFromSuperViewOnHide = true
        return hud
    }

    /// Registers this object as the one ``hud(for:)`` returns for its view, and runs its `completionBlock` each time
    /// the view's HUD has faded out.
    func register(for view: UIView) {
        Self.instances.setObject(self, forKey: view)
        NotificationCenter.default.addObserver(
            self, selector: #selector(hudDidDisappear), name: .hudDidDisappear, object: HUDHandle(view: view).controller
        )
    }

    @objc private func hudDidDisappear() {
        completionBlock?()
    }

    /// `-showAnimated:`: ``HUDHandle/show(animated:)``, showing what this object's properties set.
    @objc(showAnimated:) public func show(animated: Bool) {
        handle?.show(animated: animated)
    }

    /// `-hideAnimated:`: ``HUDHandle/hide(animated:afterDelay:completion:)`` at once.
    @objc(hideAnimated:) public func hide(animated: Bool) {
        handle?.hide(animated: animated)
    }

    /// `-hideAnimated:afterDelay:`: ``HUDHandle/hide(animated:afterDelay:completion:)``.
    @objc(hideAnimated:afterDelay:) public func hide(animated: Bool, afterDelay delay: TimeInterval) {
        handle?.hide(animated: animated, afterDelay: delay)
    }

    /// `hidden`: ``HUDHandle/isHidden``: `YES` hides this view's HUD at once, `NO` shows it without a fade-in.
    @objc(hidden) public var isHidden: Bool {
        get { handle?.isHidden ?? true }
        set { handle?.isHidden = newValue }
    }

    /// `mode`: switches this view's HUD, in place while it shows (``HUDHandle/mode``); `.customView` shows
    /// ``customView``. `.indeterminate` until set.
    @objc public var mode: Mode {
        get { currentMode }
        set {
            currentMode = newValue
            if let mode = newValue.mode {
                handle?.mode = mode
            } else if let customView {
                showCustomView(customView)
            }
        }
    }

    /// `progress`: the fraction a determinate ``mode`` shows (``HUDHandle/progress``), clamped to `0...1`; in another
    /// mode setting it changes nothing, as in MBProgressHUD. `0` until set.
    @objc public var progress: Float {
        get { Float(handle?.progress ?? 0) }
        set { handle?.progress = Double(newValue) }
    }

    /// `customView`: the view `mode = HUDProgressHUDModeCustomView` shows; setting it while that mode is on shows it
    /// in place. `nil` by default.
    @objc public var customView: UIView? {
        get { storedCustomView }
        set {
            storedCustomView = newValue
            if currentMode == .customView, let newValue { showCustomView(newValue) }
        }
    }

    /// Whether the view's HUD keeps what this object set across a hide (HUDCore's `HUDSession.DraftLifetime`).
    func keepsProperties(_ keeps: Bool) {
        guard let view else { return }
        HUDHandle(view: view).controller.session.draftLifetime = keeps ? .instance : .presentation
    }

    /// The handle of this object's view's HUD, while the view lives.
    var handle: HUDHandle? {
        view.map(HUDHandle.init(view:))
    }

    /// Puts `customView` in the indicator's place of this view's HUD: in place while it shows, else in what
    /// ``show(animated:)`` shows.
    private func showCustomView(_ customView: UIView) {
        guard let view else { return }
        let controller = HUDHandle(view: view).controller
        let registered = controller.register(CustomViewContent(customView))
        controller.session.edit { $0.indicator = .customView(registered) }
    }
}
#endif  // canImport(UIKit)
