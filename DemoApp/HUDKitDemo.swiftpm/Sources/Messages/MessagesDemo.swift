import SwiftUI

/// The messages screen, a UIKit tab bar controller in SwiftUI's navigation: messages sit above its tab bar (and the
/// toolbar of its first tab) and below the navigation bars, and never touch the HUD.
@MainActor
struct MessagesDemo: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UITabBarController {
        let tabs = UITabBarController()
        let messages = UINavigationController(rootViewController: MessagesViewController())
        messages.tabBarItem = UITabBarItem(title: "Messages", image: UIImage(systemName: "text.bubble"), tag: 0)
        messages.isToolbarHidden = false
        let plain = UIViewController()
        plain.view.backgroundColor = .systemBackground
        plain.tabBarItem = UITabBarItem(title: "Other tab", image: UIImage(systemName: "square"), tag: 1)
        tabs.viewControllers = [messages, plain]
        return tabs
    }

    func updateUIViewController(_ controller: UITabBarController, context: Context) {}
}
