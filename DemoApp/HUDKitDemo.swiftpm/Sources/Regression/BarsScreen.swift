import UIKit

/// A UIKit screen whose bars change, for the checks of "One environment per window": a tab bar controller with a
/// navigation controller ("First", with a ✕ that closes it) and a second tab with a toolbar ("Toolbar").
@MainActor
final class BarsScreen {
    /// The first tab's navigation controller.
    let navigation: UINavigationController

    private init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    /// Presents the screen over the app's top screen, full screen unless `style` says otherwise.
    static func present(style: UIModalPresentationStyle = .fullScreen) -> BarsScreen? {
        let window = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        var top = window?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        guard let top else { return nil }
        let tabs = UITabBarController()
        let first = screen("First", color: .systemBackground)
        first.navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .close, primaryAction: UIAction { [weak tabs] _ in tabs?.dismiss(animated: true) })
        let navigation = UINavigationController(rootViewController: first)
        navigation.tabBarItem = UITabBarItem(title: "First", image: UIImage(systemName: "1.circle"), tag: 0)
        let withToolbar = UINavigationController(
            rootViewController: screen("Toolbar", color: .secondarySystemBackground))
        withToolbar.isToolbarHidden = false
        withToolbar.topViewController?.toolbarItems = [UIBarButtonItem(systemItem: .action)]
        withToolbar.tabBarItem = UITabBarItem(title: "Toolbar", image: UIImage(systemName: "2.circle"), tag: 1)
        tabs.viewControllers = [navigation, withToolbar]
        tabs.modalPresentationStyle = style
        top.present(tabs, animated: true)
        return BarsScreen(navigation: navigation)
    }

    /// Pushes a screen that hides the tab bar onto the first tab.
    func pushScreenWithoutTabBar() {
        let pushed = Self.screen("No tab bar", color: .systemGroupedBackground)
        pushed.hidesBottomBarWhenPushed = true
        navigation.pushViewController(pushed, animated: true)
    }

    private static func screen(_ title: String, color: UIColor) -> UIViewController {
        let screen = UIViewController()
        screen.title = title
        screen.view.backgroundColor = color
        return screen
    }
}
