import HUDKit
import SwiftUI
import UIKit

/// Where the window HUD lives: a HUD shown from a presented screen's `viewDidLoad` (SVProgressHUD's
/// issues #809 and #315), a window swap, light or dark from a presented screen, an alert after the show, and one
/// presentation that picks its own window.
/// Each case runs in both modes through `HUDOptions.windowMode`, whatever `HUD.windowMode` says.
@MainActor
struct WindowPlacementView: View {
    var body: some View {
        List {
            ForEach(HUDWindowMode.allCases, id: \.self) { mode in
                RegressionCheck(
                    "HUD from a presented screen's viewDidLoad (\(mode))",
                    code: "present(screen); in its viewDidLoad: HUD.show(status:, options: .init(windowMode: .\(mode)))",
                    expected: "the spinner and its black mask are above the presented screen for 2 s, never under it."
                ) {
                    presentScreenThatShowsAHUD(mode)
                }
                RegressionCheck(
                    "Window swap (\(mode))", code: "HUD.show(…); a new window makeKeyAndVisible(); the old one hidden",
                    expected: "the HUD stays visible on the green window that replaced the app for 2 s, and still "
                        + "when the app's window comes back."
                ) {
                    swapWindowsUnderHUD(mode)
                }
            }
            RegressionCheck(
                "Light or dark from the top screen",
                code: "present(a cover with the other overrideUserInterfaceStyle); in its viewDidLoad: HUD.show(…)",
                expected: "the HUD (style .automatic) takes the presented screen's style, not the app window's: a "
                    + "dark HUD over the dark screen in light mode, a light one over the light screen in dark mode."
            ) {
                presentScreenThatShowsAHUD(.overlayWindow, style: Self.otherStyle)
            }
            RegressionCheck(
                "Alert after the show (appWindow)", code: "HUD.show(mask .black, windowMode: .appWindow); present(alert)",
                expected: "the alert is above the blocking HUD and its Stop button works."
            ) {
                showThenAlert()
            }
            RegressionCheck(
                "Alert after the show (overlayWindow)", code: "HUD.show(mask .black, windowMode: .overlayWindow)",
                expected: "the documented trade-off: the alert sits under the blocking HUD until it goes after 3 s."
            ) {
                HUD.show(status: "Above everything", options: HUDOptions(maskType: .black, duration: 3, windowMode: .overlayWindow))
                presentAlert(after: 1)
            }
            RegressionCheck(
                "An explicit show brings it to the front (appWindow)",
                code: "show(windowMode: .appWindow); present(alert); showSuccess(windowMode: .appWindow)",
                expected: "the spinner goes under the alert; 2 s later the checkmark comes above it."
            ) {
                HUD.show(status: "Working", options: HUDOptions(windowMode: .appWindow))
                presentAlert(after: 0.5)
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    HUD.showSuccess(status: "In front", options: HUDOptions(windowMode: .appWindow))
                }
            }
        }
        .navigationTitle("Where the window HUD lives")
        .hudDismissButton()
    }

    private func presentScreenThatShowsAHUD(_ mode: HUDWindowMode, style: UIUserInterfaceStyle = .unspecified) {
        let screen = ShowsHUDOnLoadViewController(mode: mode)
        screen.overrideUserInterfaceStyle = style
        screen.modalPresentationStyle = .fullScreen
        topViewController()?.present(screen, animated: true)
    }

    private func swapWindowsUnderHUD(_ mode: HUDWindowMode) {
        HUD.show(status: "Signing in…", options: HUDOptions(duration: 4, windowMode: mode))
        guard let scene = Self.scene, let appWindow = scene.keyWindow else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let main = UIWindow(windowScene: scene)
            let root = UIViewController()
            root.view.backgroundColor = .systemGreen
            main.rootViewController = root
            main.makeKeyAndVisible()
            appWindow.isHidden = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                appWindow.makeKeyAndVisible()
                main.isHidden = true
            }
        }
    }

    private func showThenAlert() {
        HUD.show(status: "Loading…", options: HUDOptions(maskType: .black, windowMode: .appWindow))
        let alert = UIAlertController(title: "Retry?", message: "The request failed.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stop", style: .cancel) { _ in HUD.dismiss() })
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { topViewController()?.present(alert, animated: true) }
    }

    private func presentAlert(after delay: TimeInterval) {
        let alert = UIAlertController(title: "An alert", message: "Presented after the HUD.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { topViewController()?.present(alert, animated: true) }
    }

    /// The style the app's window does not show now.
    private static var otherStyle: UIUserInterfaceStyle {
        scene?.keyWindow?.traitCollection.userInterfaceStyle == .dark ? .light : .dark
    }

    private static var scene: UIWindowScene? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
    }

    private func topViewController() -> UIViewController? {
        var top = Self.scene?.keyWindow?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}

/// A presented screen that shows a blocking HUD from its `viewDidLoad`, before UIKit adds the presentation's
/// transition view, and closes itself after 3 s.
private final class ShowsHUDOnLoadViewController: UIViewController {
    private let mode: HUDWindowMode

    init(mode: HUDWindowMode) {
        self.mode = mode
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        HUD.show(status: "Loading the screen", options: HUDOptions(maskType: .black, duration: 2, windowMode: mode))
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak self] in self?.dismiss(animated: true) }
    }
}
