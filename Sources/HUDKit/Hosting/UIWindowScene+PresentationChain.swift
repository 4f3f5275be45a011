#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The app's presentation chain in a scene, as HUDCore's `HUDPresentationChain` sees it: what the overlay window
// follows for the status bar, the orientations and light or dark.
extension UIWindowScene {
    /// The app window's root view controller and each presented view controller in turn, with what
    /// ``HUDPresentationChain`` needs to know of each. The app window is the one
    /// ``HUDPresentationChain/appWindowIndex(in:)`` picks (the key window, unless the overlay window is key).
    func hudPresentationChain() -> [(controller: UIViewController, node: HUDPresentationChain.Node)] {
        let windows = windows
        let appWindow = HUDPresentationChain.appWindowIndex(in: windows.map { $0.hudHostWindow(holding: nil) })
        var chain: [(controller: UIViewController, node: HUDPresentationChain.Node)] = []
        var next = appWindow.map { windows[$0] }?.rootViewController
        while let controller = next {
            let style = controller.modalPresentationStyle
            let node = HUDPresentationChain.Node(
                isFullScreen: style == .fullScreen || style == .overFullScreen,
                capturesStatusBarAppearance: controller.modalPresentationCapturesStatusBarAppearance,
                supportedOrientations: HUDOrientationMask(
                    rawValue: controller.supportedInterfaceOrientations.rawValue),
                interfaceStyle: HUDEnvironment.ColorScheme(controller.traitCollection.userInterfaceStyle))
            chain.append((controller, node))
            next = controller.presentedViewController
        }
        return chain
    }

    /// The light or dark style of the overlay window on this scene: the app's top screen's, when it differs from the
    /// system's (``HUDPresentationChain/interfaceStyle(of:system:)``); `.unspecified` follows the system.
    var hudOverlayInterfaceStyle: UIUserInterfaceStyle {
        UIUserInterfaceStyle(hudTopScreenStyle)
    }

    /// The light or dark style of the app's top screen when it differs from the system's, `nil` otherwise
    /// (``HUDPresentationChain/interfaceStyle(of:system:)``).
    var hudTopScreenStyle: HUDEnvironment.ColorScheme? {
        HUDPresentationChain.interfaceStyle(
            of: hudPresentationChain().map(\.node),
            system: HUDEnvironment.ColorScheme(traitCollection.userInterfaceStyle))
    }
}
#endif  // canImport(UIKit)
