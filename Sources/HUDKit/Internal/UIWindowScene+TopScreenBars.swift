#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The bars of the top screen, which messages and a HUD at the top or bottom keep clear of (HUDCore's
// `HUDMessageBars` decides where that leaves room), and what every lane of the scene shares of its window
// (HUDCore's `HUDWindowEnvironments`).
extension UIWindowScene {
    /// The bars of the scene's top screen: the app window's root view controller, the view controllers it presents
    /// (not one being dismissed), and in each the tab bar controller's and navigation controller's bars, down through
    /// their selected and top view controllers and the children that contain them (SwiftUI's `TabView` and
    /// `NavigationStack`).
    ///
    /// - Returns: The frames of the bars that show, in the scene's coordinate space; every bar of the chain, shown or
    ///   not (for the watch of their changes); and whether a transition of the chain is under way (its end is read
    ///   again).
    func hudTopScreenBars() -> (
        shown: HUDMessageBars, all: [UIView], transition: UIViewControllerTransitionCoordinator?
    ) {
        let appWindow =
            keyWindow.flatMap { $0 is PassthroughWindow ? nil : $0 }
            ?? windows.first { !($0 is PassthroughWindow) && !$0.isHidden }
        var top = appWindow?.rootViewController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed {
            top = presented
        }
        var tops: [UIView] = []
        var bottoms: [UIView] = []
        var transition = top?.transitionCoordinator
        var next = top
        while let controller = next {
            transition = transition ?? controller.transitionCoordinator
            if let tabs = controller as? UITabBarController {
                bottoms.append(tabs.tabBar)
                next = tabs.selectedViewController
            } else if let navigation = controller as? UINavigationController {
                tops.append(navigation.navigationBar)
                bottoms.append(navigation.toolbar)
                next = navigation.topViewController
            } else {
                next = controller.children.last { child in
                    child.viewIfLoaded?.window != nil
                        && (child is UITabBarController || child is UINavigationController)
                }
            }
        }
        let shown = HUDMessageBars(topBars: tops.compactMap(frame(of:)), bottomBars: bottoms.compactMap(frame(of:)))
        return (shown, tops + bottoms, transition)
    }

    /// A bar's frame in the scene's coordinate space while it is on screen (in a window, not hidden, not
    /// transparent).
    private func frame(of bar: UIView) -> CGRect? {
        guard bar.window != nil, !bar.isHidden, bar.alpha > 0.01 else { return nil }
        return bar.convert(bar.bounds, to: coordinateSpace)
    }
}

extension HUDMessageBars {
    /// The bars, given in `scene`'s coordinate space, in `view`'s coordinates.
    @MainActor
    func converted(from scene: UIWindowScene, to view: UIView) -> HUDMessageBars {
        let space = scene.coordinateSpace
        return HUDMessageBars(
            topBars: topBars.map { view.convert($0, from: space) },
            bottomBars: bottomBars.map { view.convert($0, from: space) })
    }
}
#endif  // canImport(UIKit)
