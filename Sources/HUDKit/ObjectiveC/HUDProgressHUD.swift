#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// HUDKit for Objective-C and for code that migrates call by call: SVProgressHUD-shaped class methods over the shared
/// HUD (``HUD``), and MBProgressHUD-shaped view calls over each view's HUD (``HUDHandle/controller``), under the same
/// selectors.
///
/// ```objc
/// [HUDProgressHUD showWithStatus:@"Loading…"];
/// [HUDProgressHUD dismissWithDelay:1 completion:^{ NSLog(@"gone"); }];
/// HUDProgressHUD *hud = [HUDProgressHUD showHUDAddedTo:self.view animated:YES];
/// hud.mode = HUDProgressHUDModeAnnularDeterminate;
/// [HUDProgressHUD hideHUDForView:self.view animated:YES];
/// ```
///
/// Every class method of SVProgressHUD's shape is accepted from any thread and forwards to the Swift API on the
/// main thread in the caller's order, as ``HUD``'s calls do; the MBProgressHUD-shaped view calls and instances run
/// on the main thread, as MBProgressHUD's do. The Swift API
/// stays the richer one (options, activities, runs, SwiftUI). From Swift it reads as in the DemoApp's snippets:
/// `HUDProgressHUD.show(withStatus: "Loading…")`.
@objc(HUDProgressHUD)
@MainActor
public final class HUDProgressHUD: NSObject {
    /// The view whose HUD this object drives (MBProgressHUD's instance); held weakly.
    weak var view: UIView?
    /// The mode last set on this object.
    var currentMode = Mode.indeterminate
    /// The view of the custom-view mode, held as MBProgressHUD holds its `customView`.
    var storedCustomView: UIView?

    /// `completionBlock`: runs on the main thread each time this view's HUD has faded out, however it was hidden.
    /// `nil` by default.
    @objc public var completionBlock: (@MainActor @Sendable () -> Void)?
    /// `removeFromSuperViewOnHide`: whether this object is done with once its HUD has hidden, as MBProgressHUD's
    /// instance is then removed from its view. `YES` (after ``showHUDAdded(to:animated:)``): the next show in the
    /// view starts fresh, as a new `MBProgressHUD` does (``HUDHandle``'s rule). `NO` (an object made with
    /// ``init(view:)``, kept and shown again): what it showed and its properties (texts, mode, button, colours,
    /// margin, …) outlive ``hide(animated:)`` and come back with the next ``show(animated:)``, as a reused
    /// `MBProgressHUD`'s do; the app's image or view of an image HUD is not kept. It applies to the view's HUD, so
    /// the last object made for a view decides. `NO` by default.
    @objc public var removeFromSuperViewOnHide = false {
        didSet { keepsProperties(!removeFromSuperViewOnHide) }
    }

    /// The status label (MBProgressHUD's `label`): ``Label``.
    @objc public let label: Label
    /// The details label (MBProgressHUD's `detailsLabel`): ``Label``.
    @objc public let detailsLabel: Label
    /// The button under the texts (MBProgressHUD's `button`): ``Button``.
    @objc public let button: Button
    /// The bezel (MBProgressHUD's `bezelView`): its ``BackgroundView/color`` and
    /// ``BackgroundView/style``.
    @objc public let bezelView: BackgroundView
    /// What covers the view behind the bezel (MBProgressHUD's `backgroundView`): its
    /// ``BackgroundView/color``.
    @objc public let backgroundView: BackgroundView

    /// `-initWithView:`: the object that drives `view`'s HUD; shows nothing until ``show(animated:)``, and needs no
    /// `addSubview:` (the HUD goes into the view when it shows). The same view's HUD as ``showHUDAdded(to:animated:)``
    /// and ``hud(for:)`` drive.
    ///
    /// - Parameter view: The view the HUD covers, held weakly.
    @objc(initWithView:) public init(view: UIView) {
        self.view = view
        let handle = HUDHandle(view: view)
        label = .status(of: handle)
        detailsLabel = .details(of: handle)
        button = Button(handle: handle)
        bezelView = .bezel(of: handle)
        backgroundView = .background(of: handle)
        super.init()
        register(for: view)
        keepsProperties(true)
    }

    // MARK: SVProgressHUD's show and dismiss

    /// `+show`: ``HUDController/show(status:options:onDisappear:)`` of the shared controller.
    @objc(show) public nonisolated static func show() {
        HUD.show()
    }

    /// `+showWithStatus:`: ``HUDController/show(status:options:onDisappear:)`` of the shared controller.
    @objc(showWithStatus:) public nonisolated static func show(withStatus status: String?) {
        HUD.show(status: status)
    }

    /// `+showProgress:`: ``HUDController/show(progress:status:options:onDisappear:)-(Double,_,_,_)``.
    @objc(showProgress:) public nonisolated static func showProgress(_ progress: Float) {
        HUD.show(progress: Double(progress))
    }

    /// `+showProgress:status:`: ``HUDController/show(progress:status:options:onDisappear:)-(Double,_,_,_)``.
    @objc(showProgress:status:) public nonisolated static func showProgress(_ progress: Float, status: String?) {
        HUD.show(progress: Double(progress), status: status)
    }

    /// `+showSuccessWithStatus:`: ``HUDController/showSuccess(status:options:onDisappear:)`` of the shared one.
    @objc(showSuccessWithStatus:) public nonisolated static func showSuccess(withStatus status: String?) {
        HUD.showSuccess(status: status)
    }

    /// `+showErrorWithStatus:`: ``HUDController/showError(status:options:onDisappear:)`` of the shared one.
    @objc(showErrorWithStatus:) public nonisolated static func showError(withStatus status: String?) {
        HUD.showError(status: status)
    }

    /// `+showInfoWithStatus:`: ``HUDController/showInfo(status:options:onDisappear:)`` of the shared one.
    @objc(showInfoWithStatus:) public nonisolated static func showInfo(withStatus status: String?) {
        HUD.showInfo(status: status)
    }

    /// `+showImage:status:`: ``HUDController/show(image:status:options:onDisappear:)`` of the shared controller.
    @objc(showImage:status:) public nonisolated static func show(_ image: UIImage, status: String?) {
        HUD.show(image: image, status: status)
    }

    /// `+setStatus:`: ``HUDController/setStatus(_:)`` of the shared controller.
    @objc(setStatus:) public nonisolated static func setStatus(_ status: String?) {
        HUD.setStatus(status)
    }

    /// `+popActivity`: ``HUDController/popActivity()`` of the shared controller.
    @objc(popActivity) public nonisolated static func popActivity() {
        HUD.popActivity()
    }

    /// `+dismiss`: ``HUDController/dismiss(withDelay:completion:)-2jg3a`` of the shared controller.
    @objc(dismiss) public nonisolated static func dismiss() {
        HUD.dismiss()
    }

    /// `+dismissWithCompletion:`: ``HUDController/dismiss(withDelay:completion:)-2jg3a`` of the shared one.
    @objc(dismissWithCompletion:) public nonisolated static func dismiss(completion: (@MainActor @Sendable () -> Void)?)
    {
        HUD.dismiss(completion: completion)
    }

    /// `+dismissWithDelay:`: ``HUDController/dismiss(withDelay:completion:)-2jg3a`` of the shared controller.
    @objc(dismissWithDelay:) public nonisolated static func dismiss(withDelay delay: TimeInterval) {
        HUD.dismiss(withDelay: delay)
    }

    /// `+dismissWithDelay:completion:`: ``HUDController/dismiss(withDelay:completion:)-2jg3a`` of the shared one.
    @objc(dismissWithDelay:completion:) public nonisolated static func dismiss(
        withDelay delay: TimeInterval, completion: (@MainActor @Sendable () -> Void)?
    ) {
        HUD.dismiss(withDelay: delay, completion: completion)
    }

    /// `+isVisible`: whether the shared HUD is on screen.
    @objc(isVisible) public nonisolated static func isVisible() -> Bool {
        HUD.isVisible
    }

    /// `+displayDurationForString:`: how long an image HUD with `string` stays.
    @objc(displayDurationForString:) public nonisolated static func displayDuration(for string: String?) -> TimeInterval
    {
        HUD.appearance.displayDuration(for: string)
    }
}
#endif  // canImport(UIKit)
