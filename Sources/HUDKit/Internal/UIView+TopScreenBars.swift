#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The bars of the top screen, which messages and a HUD at the top or bottom keep clear of (HUDCore's
// `HUDMessageBars` decides where that leaves room).
extension UIView {
    /// The frames of the bars that show on the scene's top screen, in this view's coordinates: the app window's
    /// root view controller, the view controllers it presents (not one being dismissed), and in each the tab bar
    /// controller's and navigation controller's bars, down through their selected and top view controllers and the
    /// children that contain them (SwiftUI's `TabView` and `NavigationStack`).
    func topScreenBars(in scene: UIWindowScene?) -> HUDMessageBars {
        let appWindow =
            scene?.keyWindow.flatMap { $0 is PassthroughWindow ? nil : $0 }
            ?? scene?.windows.first { !($0 is PassthroughWindow) && !$0.isHidden }
        var top = appWindow?.rootViewController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed {
            top = presented
        }
        var bars = HUDMessageBars()
        var next = top
        while let controller = next {
            if let tabs = controller as? UITabBarController {
                bars.bottomBars += [frame(of: tabs.tabBar)].compactMap { $0 }
                next = tabs.selectedViewController
            } else if let navigation = controller as? UINavigationController {
                bars.topBars += [frame(of: navigation.navigationBar)].compactMap { $0 }
                bars.bottomBars += [frame(of: navigation.toolbar)].compactMap { $0 }
                next = navigation.topViewController
            } else {
                next = controller.children.last { child in
                    child.viewIfLoaded?.window != nil
                        && (child is UITabBarController || child is UINavigationController)
                }
            }
        }
        return bars
    }

    /// A bar's frame in this view's coordinates while it is on screen (in a window, not hidden, not transparent).
    private func frame(of bar: UIView?) -> CGRect? {
        guard let bar, bar.window != nil, !bar.isHidden, bar.alpha > 0.01 else { return nil }
        return bar.convert(bar.bounds, to: self)
    }
}
#endif  // canImport(UIKit)
