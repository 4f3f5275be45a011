#if canImport(UIKit)
import UIKit

/// The overlay window's root view controller: its view is the HUD view, and the status bar, the home indicator, the
/// deferred screen-edge gestures and the supported orientations follow the app's top view controller, so showing the
/// HUD changes none of them.
final class OverlayViewController: UIViewController {
    private let hudView: HUDView

    init(hudView: HUDView) {
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
        appViewController(following: \.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
    }

    override var prefersStatusBarHidden: Bool {
        appViewController(following: \.childForStatusBarHidden)?.prefersStatusBarHidden ?? false
    }

    override var prefersHomeIndicatorAutoHidden: Bool {
        appViewController(following: \.childForHomeIndicatorAutoHidden)?.prefersHomeIndicatorAutoHidden ?? false
    }

    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        appViewController(following: \.childForScreenEdgesDeferringSystemGestures)?
            .preferredScreenEdgesDeferringSystemGestures ?? []
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appViewController(following: nil)?.supportedInterfaceOrientations ?? .all
    }

    /// The app's top view controller in this scene: the key window's root, then its presented controllers and the
    /// children that `child` (when given) names.
    private func appViewController(
        following child: KeyPath<UIViewController, UIViewController?>?
    ) -> UIViewController? {
        let appWindow = view.window?.windowScene?.windows.first { $0.isKeyWindow }
        var top = appWindow?.rootViewController
        while let next = top?.presentedViewController ?? child.flatMap({ top?[keyPath: $0] }) {
            top = next
        }
        return top
    }
}
#endif  // canImport(UIKit)
