#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit
import os

/// HUDKit's implementation of HUDCore's host port: it carries out what the session orders with UIKit — the overlay
/// window or container view, the HUD view, fades, notifications, VoiceOver announcements and haptics — keeps the
/// session's environment (container, safe area, keyboard, traits, accessibility settings) up to date, and tells the
/// session when a window scene connects or activates, so that a show made before there was one appears.
@MainActor
final class OverlayHost: NSObject, HUDHosting {
    private static let log = Logger(subsystem: "HUDKit", category: "overlay")

    /// The controller that owns this host and its session.
    weak var controller: HUDController?

    private var hudView: HUDView?
    private var window: PassthroughWindow?
    private var haptics: UINotificationFeedbackGenerator?
    /// The keyboard's frame in screen coordinates, `nil` while it is hidden.
    private var keyboardFrame: CGRect?

    override init() {
        super.init()
        let center = NotificationCenter.default
        let observations: [(Selector, Notification.Name)] = [
            (#selector(keyboardWillChangeFrame(_:)), UIResponder.keyboardWillChangeFrameNotification),
            (#selector(keyboardWillHide(_:)), UIResponder.keyboardWillHideNotification),
            (#selector(settingsDidChange), UIAccessibility.reduceMotionStatusDidChangeNotification),
            (#selector(settingsDidChange), UIAccessibility.reduceTransparencyStatusDidChangeNotification),
            (#selector(scenesDidChange), UIScene.willConnectNotification),
            (#selector(scenesDidChange), UIScene.didActivateNotification),
            (#selector(scenesDidChange), UIScene.willEnterForegroundNotification),
        ]
        for (selector, name) in observations {
            center.addObserver(self, selector: selector, name: name, object: nil)
        }
    }

    // MARK: Overlay

    func installOverlay() -> Bool {
        guard let controller else { return false }
        let view = HUDView(controller: controller)
        view.isFaded = true
        if let container = controller.containerView {
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
        } else if let scene = UIWindowScene.hudOverlayScene {
            let window = PassthroughWindow(windowScene: scene)
            // A style the app forces on its window (an in-app light/dark setting) reaches the HUD's traits, as it
            // would reach a HUD inside that window; `.unspecified` follows the system.
            window.overrideUserInterfaceStyle = scene.keyWindow?.overrideUserInterfaceStyle ?? .unspecified
            window.windowLevel = UIWindow.Level(controller.appearance.windowLevel)
            window.backgroundColor = .clear
            window.rootViewController = OverlayViewController(hudView: view)
            view.frame = window.bounds
            window.isHidden = false
            self.window = window
        } else {
            Self.log.info("HUDKit: no window scene yet; the HUD appears when one connects (or set HUD.containerView)")
            return false
        }
        hudView = view
        containerDidChange()
        return true
    }

    func removeOverlay() {
        hudView?.removeFromSuperview()
        hudView = nil
        window?.isHidden = true
        window = nil
        haptics = nil
    }

    func apply(_ render: HUDRenderDescription) {
        hudView?.apply(render)
        // VoiceOver ignores the siblings of a modal view. The HUD view has none in its own window, so with a
        // blocking mask the window is modal too: its siblings are the app's windows.
        window?.accessibilityViewIsModal = render.accessibility.isModal
        window?.windowLevel = UIWindow.Level(render.windowLevel)
    }

    // MARK: Fades

    func fadeIn(
        _ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition, reversing: Bool
    ) {
        if !reversing {
            hudView?.bezel.transform = CGAffineTransform(
                scaleX: transition.appearFromScale, y: transition.appearFromScale)
        }
        fade(id, duration: duration, faded: false, scale: 1)
    }

    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        fade(id, duration: duration, faded: true, scale: transition.disappearToScale)
    }

    /// Animates the HUD in or out (`HUDView.isFaded`) and the bezel's scale from wherever they are now, then reports
    /// the fade finished (also when a later fade interrupts it: HUDCore ignores a superseded fade's report).
    private func fade(_ id: HUDFadeID, duration: TimeInterval, faded: Bool, scale: CGFloat) {
        let view = hudView
        UIView.animate(
            withDuration: duration.isFinite ? max(duration, 0) : 0, delay: 0,
            options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseOut],
            animations: {
                view?.isFaded = faded
                view?.bezel.transform = CGAffineTransform(scaleX: scale, y: scale)
            },
            completion: { [weak self] _ in self?.controller?.session.fadeFinished(id) }
        )
    }

    // MARK: Events, accessibility, haptics

    func post(_ notification: HUDNotification, status: String?) {
        NotificationCenter.default.post(
            name: notification.name, object: controller, userInfo: status.map { [HUD.statusUserInfoKey: $0] })
    }

    func announce(_ announcement: HUDAnnouncement) {
        switch announcement {
        case .status(let status): UIAccessibility.hudAnnounce(status)
        case .loading: UIAccessibility.hudAnnounce(BundledAssets.loading)
        }
    }

    func prepareHaptics() {
        let generator = UINotificationFeedbackGenerator()
        generator.prepare()
        haptics = generator
    }

    func playHaptic(_ haptic: HUDHaptic) {
        let generator = haptics ?? UINotificationFeedbackGenerator()
        generator.notificationOccurred(haptic.feedbackType)
        haptics = generator
    }

    func releaseContent(_ id: HUDContentID) {
        controller?.customImages[id] = nil
        controller?.customViews[id] = nil
    }

    func endProgressObservation(of presentation: HUDPresentationID) {
        controller?.progressObserver.stop(presentation)
    }

    // MARK: Environment

    /// Reads the container's bounds, safe area, keyboard overlap, traits and accessibility settings into the
    /// session's environment (the session re-renders only when something changed).
    func containerDidChange() {
        guard let hudView, let controller else { return }
        let traits = hudView.traitCollection
        let font = controller.appearance.font
        var environment = controller.session.environment
        environment.bounds = hudView.bounds
        environment.safeAreaInsets = HUDEdgeInsets(hudView.safeAreaInsets)
        environment.keyboardHeight = keyboardOverlap(in: hudView)
        environment.colorScheme = HUDEnvironment.ColorScheme(traits.userInterfaceStyle)
        environment.fontScale =
            font.metrics.scaledValue(for: CGFloat(font.pointSize), compatibleWith: traits) / CGFloat(font.pointSize)
        environment.reduceMotion = UIAccessibility.isReduceMotionEnabled
        environment.reduceTransparency = UIAccessibility.isReduceTransparencyEnabled
        controller.session.environment = environment
    }

    private func keyboardOverlap(in view: UIView) -> CGFloat {
        guard let keyboardFrame, let screen = view.window?.windowScene?.screen else { return 0 }
        let frame = view.convert(keyboardFrame, from: screen.coordinateSpace)
        return HUDKeyboard.overlap(keyboardFrame: frame, containerFrame: view.bounds)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        keyboardDidMove(to: notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, notification)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardDidMove(to: nil, notification)
    }

    /// Moves the HUD with the keyboard, in the keyboard's own animation.
    private func keyboardDidMove(to frame: CGRect?, _ notification: Notification) {
        keyboardFrame = frame
        let info = notification.userInfo
        let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0
        let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
        UIView.animate(
            withDuration: duration, delay: 0,
            options: [.beginFromCurrentState, .allowUserInteraction, UIView.AnimationOptions(rawValue: curve << 16)],
            animations: { [weak self] in self?.containerDidChange() }
        )
    }

    @objc private func settingsDidChange() {
        containerDidChange()
    }

    /// A scene connected, activated or came to the foreground: a show waiting for somewhere to appear tries again.
    @objc private func scenesDidChange() {
        controller?.session.overlayBecameAvailable()
    }
}
#endif  // canImport(UIKit)
