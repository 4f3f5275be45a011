#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// What the lane lays messages out in, read from UIKit while a message is up: the layer's bounds, safe area,
// keyboard, traits and accessibility settings, the HUD's appearance, and the frames of the top screen's
// navigation bar, toolbar and tab bar (HUDCore's `HUDMessageBars` decides where that leaves room).
extension MessageHost {
    /// Reads the environment, the bars and the appearance into the lane (which re-renders only on a change).
    func environmentDidChange() {
        guard let view = messageView, view.superview != nil, let lane, let appearance = hudHost.session?.appearance
        else { return }
        if let scene = window?.windowScene, view.window === window { window?.followAppStyle(of: scene) }
        let traits = view.traitCollection
        let font = appearance.font
        var environment = lane.environment
        environment.bounds = view.bounds
        environment.safeAreaInsets = HUDEdgeInsets(view.safeAreaInsets)
        environment.keyboardHeight = hudHost.keyboardOverlap(in: view)
        environment.colorScheme = HUDEnvironment.ColorScheme(traits.userInterfaceStyle)
        environment.fontScale =
            font.metrics.scaledValue(for: CGFloat(font.pointSize), compatibleWith: traits) / CGFloat(font.pointSize)
        environment.reduceMotion = UIAccessibility.isReduceMotionEnabled
        environment.reduceTransparency = UIAccessibility.isReduceTransparencyEnabled
        if lane.appearance != appearance { lane.appearance = appearance }
        lane.environment = environment
        lane.bars = view.window === window ? bars(in: view.window?.windowScene, seenFrom: view) : HUDMessageBars()
    }

    /// The frames of the bars that show on the scene's top screen, in `view`'s coordinates: the app window's root
    /// view controller, the view controllers it presents (not one being dismissed), and in each the tab bar
    /// controller's and navigation controller's bars, down through their selected and top view controllers and the
    /// children that contain them (SwiftUI's `TabView` and `NavigationStack`).
    private func bars(in scene: UIWindowScene?, seenFrom view: UIView) -> HUDMessageBars {
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
                bars.bottomBars += [frame(of: tabs.tabBar, in: view)].compactMap { $0 }
                next = tabs.selectedViewController
            } else if let navigation = controller as? UINavigationController {
                bars.topBars += [frame(of: navigation.navigationBar, in: view)].compactMap { $0 }
                bars.bottomBars += [frame(of: navigation.toolbar, in: view)].compactMap { $0 }
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

    /// A bar's frame in `view`'s coordinates while it is on screen (in a window, not hidden, not transparent).
    private func frame(of bar: UIView?, in view: UIView) -> CGRect? {
        guard let bar, bar.window != nil, !bar.isHidden, bar.alpha > 0.01 else { return nil }
        return bar.convert(bar.bounds, to: view)
    }
}
#endif  // canImport(UIKit)
