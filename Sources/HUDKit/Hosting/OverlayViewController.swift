#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The overlay window's root view controller: its view is the given view (a passthrough view that holds the HUD
/// view, or the messages layer), and the status bar, the home indicator, the
/// deferred screen-edge gestures and the supported orientations follow the app's view controllers as
/// ``HUDModalChain`` picks them (only full-screen modals take over), so showing the HUD changes none
/// of them.
final class OverlayViewController: UIViewController {
    private let hudView: UIView

    init(hudView: UIView) {
        self.hudView = hudView
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("OverlayViewController is created in code only")
    }

    override func loadView() {
        view = hudView
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        appViewController(owning: HUDModalChain.statusBarIndex, following: \.childForStatusBarStyle)?
            .preferredStatusBarStyle ?? .default
    }

    override var prefersStatusBarHidden: Bool {
        appViewController(owning: HUDModalChain.statusBarIndex, following: \.childForStatusBarHidden)?
            .prefersStatusBarHidden ?? false
    }

    override var prefersHomeIndicatorAutoHidden: Bool {
        appViewController(owning: HUDModalChain.screenIndex, following: \.childForHomeIndicatorAutoHidden)?
            .prefersHomeIndicatorAutoHidden ?? false
    }

    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        let owner = appViewController(
            owning: HUDModalChain.screenIndex, following: \.childForScreenEdgesDeferringSystemGestures)
        return owner?.preferredScreenEdgesDeferringSystemGestures ?? []
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        let scene = view.window?.windowScene
        let current = HUDOrientationMask(orientationRawValue: scene?.interfaceOrientation.rawValue ?? 0)
        let nodes = modalChain(in: scene).map(\.node)
        return UIInterfaceOrientationMask(
            rawValue: HUDModalChain.supportedOrientations(of: nodes, current: current).rawValue)
    }

    /// Presents on the app's topmost view controller instead: code that looks for "the top view controller" by
    /// walking windows may land on the HUD's, and an alert presented here would vanish with the HUD's window (or sit
    /// in a window the app does not know). Presented there, it lives in the app's window like any other.
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        guard let top = modalChain(in: view.window?.windowScene).last?.controller else {
            return super.present(viewControllerToPresent, animated: flag, completion: completion)
        }
        top.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// The app's view controller that `owner` picks from the modal chain of this scene, then the children
    /// that `child` names.
    private func appViewController(
        owning owner: ([HUDModalChain.Node]) -> Int?,
        following child: KeyPath<UIViewController, UIViewController?>
    ) -> UIViewController? {
        let chain = modalChain(in: view.window?.windowScene)
        var top = owner(chain.map(\.node)).map { chain[$0].controller }
        while let next = top?[keyPath: child] {
            top = next
        }
        return top
    }

    /// The app window's modal chain in `scene` (``UIWindowScene/hudModalChain()``).
    private func modalChain(
        in scene: UIWindowScene?
    ) -> [(controller: UIViewController, node: HUDModalChain.Node)] {
        scene?.hudModalChain() ?? []
    }
}
#endif  // canImport(UIKit)
