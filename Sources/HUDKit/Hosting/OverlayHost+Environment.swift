#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The environment the session lays the HUD out in, kept up to date from UIKit: the container's bounds, safe area,
// keyboard, traits and accessibility settings, and the scene the overlay window belongs on.
extension OverlayHost {
    // MARK: Environment

    /// Reports the container's environment to the session (``readEnvironment()``), outside the session's steps: a
    /// layout, trait, keyboard, settings or sibling change (the session re-renders only when something changed).
    func containerDidChange() {
        guard let session, let environment = readEnvironment(over: session.environment) else { return }
        session.environment = environment
    }

    /// The container's bounds, safe area, keyboard overlap, traits and accessibility settings, over `base`; `nil`
    /// while the HUD has no view. The overlay window follows the app's style meanwhile. The install answers it to
    /// the session (``installOverlay(over:)``), and every later change reports it.
    func readEnvironment(over base: HUDEnvironment) -> HUDEnvironment? {
        guard let hudView, let session else { return nil }
        if let scene = window?.windowScene { followAppStyle(of: scene) }
        var environment = base
        read(hudView, font: session.appearance.font, into: &environment)
        environment.isCovered = hudView.isCoveredBySibling
        environment.layoutDirection =
            hudView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        environment.screenCoverage = screenCoverage(of: hudView)
        environment.bars = WindowEnvironments.shared.read(for: self, in: hudView)
        return environment
    }

    /// Reads what every lane's view shares into `environment`: `view`'s bounds, safe area and keyboard overlap, its
    /// traits (style, scale, the font scale of `font`) and the accessibility settings.
    func read(_ view: UIView, font: HUDFont, into environment: inout HUDEnvironment) {
        let traits = view.traitCollection
        environment.bounds = view.bounds
        environment.safeAreaInsets = HUDEdgeInsets(view.safeAreaInsets)
        environment.keyboardHeight = keyboardOverlap(in: view)
        environment.colorScheme = HUDEnvironment.ColorScheme(traits.userInterfaceStyle)
        environment.displayScale = traits.displayScale
        environment.fontScale =
            font.metrics.scaledValue(for: CGFloat(font.pointSize), compatibleWith: traits) / CGFloat(font.pointSize)
        environment.reduceMotion = UIAccessibility.isReduceMotionEnabled
        environment.reduceTransparency = UIAccessibility.isReduceTransparencyEnabled
    }

    /// How much of `view` the keyboard covers; only a keyboard docked at the screen's bottom edge counts
    /// (``HUDKeyboard``). Every lane's view asks it, with the one `HUDKeyboardKnowledge` of ``WindowEnvironments``:
    /// before the first keyboard notification since any lane needed the keyboard (a keyboard already up), the
    /// view's keyboard layout guide says where the keyboard is, its home-indicator area
    /// not counted (``HUDDeviceRules/keyboardOverlap(guideFrame:bottomSafeArea:containerFrame:screenFrame:)``).
    func keyboardOverlap(in view: UIView) -> CGFloat {
        guard let screen = view.window?.windowScene?.screen else { return 0 }
        let screenFrame = view.convert(screen.bounds, from: screen.coordinateSpace)
        switch WindowEnvironments.shared.keyboard.source {
        case .layoutGuide:
            return HUDDeviceRules.keyboardOverlap(
                guideFrame: view.keyboardLayoutGuide.layoutFrame, bottomSafeArea: view.safeAreaInsets.bottom,
                containerFrame: view.bounds, screenFrame: screenFrame)
        case .notified(nil):
            return 0
        case .notified(let keyboardFrame?):
            let frame = view.convert(keyboardFrame, from: screen.coordinateSpace)
            return HUDKeyboard.overlap(keyboardFrame: frame, containerFrame: view.bounds, screenFrame: screenFrame)
        }
    }

    /// The share of the screen's area `view` covers (`1` when it is not on a screen).
    private func screenCoverage(of view: UIView) -> Double {
        guard let screen = view.window?.windowScene?.screen else { return 1 }
        let screenArea = screen.bounds.width * screen.bounds.height
        return screenArea > 0 ? Double(view.bounds.width * view.bounds.height / screenArea) : 1
    }

    /// The keyboard, the bars or the top screen's style of the HUD's window changed (``WindowEnvironments``).
    func windowEnvironmentDidChange() {
        containerDidChange()
    }

    @objc func settingsDidChange() {
        environmentDidChange()
    }

    /// The accessibility settings or the scenes changed: both lanes read their environment again.
    func environmentDidChange() {
        containerDidChange()
        messageHost?.environmentDidChange()
    }

    /// A scene connected, disconnected, activated, deactivated or changed between foreground and background, or one
    /// of the app's windows became key, visible or hidden: a window HUD moves to the scene ``HUDScenePreference``
    /// picks now and, within it, to where the host plan puts it (the new key window after a window swap); a HUD in a
    /// container stays with it. The lanes hear that somewhere to show may exist now (``HUDLifecycle``): a HUD or a
    /// message that waited appears.
    @objc func scenesDidChange() {
        relocate(on: .scenesChanged, current: hudView?.window?.windowScene)
        messageHost?.environmentDidChange()
        lifecycle.report(.hostAvailable)
    }

    /// One of the app's windows became visible or hidden (HUDKit's own overlay window is no news).
    @objc func windowVisibilityDidChange(_ notification: Notification) {
        guard !(notification.object is PassthroughWindow) else { return }
        scenesDidChange()
    }
}
#endif  // canImport(UIKit)
