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

    /// The HUD view while the overlay is installed.
    private(set) var hudView: HUDView?
    /// The overlay window, kept (hidden) between presentations and reused, so quick cycles build nothing anew.
    private(set) var window: PassthroughWindow?
    /// The overlay window's HUD view (its root view controller's view), kept with the window.
    private var windowView: HUDView?
    /// The HUD view for container views and the app's window, kept between presentations and moved where the next
    /// one appears.
    private(set) var embeddedView: HUDView?
    /// Where the HUD went when it appeared last.
    private(set) var place: HUDHostPlan.Place?
    private var haptics: UINotificationFeedbackGenerator?
    /// The element VoiceOver was on before a blocking HUD took its focus; held weakly.
    private weak var focusBeforeHUD: AnyObject?
    /// The keyboard's frame in screen coordinates from its last notification; `nil` while it is hidden, and before
    /// the first notification (then the HUD view's keyboard layout guide tells).
    var keyboardFrame: CGRect?
    /// Whether a keyboard notification has arrived since the host began observing the keyboard (an install).
    var knowsKeyboard = false

    /// What the host observes now (``HUDDeviceRules/observations(isInstalled:isWaiting:)``).
    private var observed: HUDDeviceRules.Observations = []

    /// Observes what HUDCore says a host in this state needs, and stops observing the rest. A keyboard observed
    /// anew is unknown until its next notification (the keyboard layout guide tells meanwhile).
    private func observe(isInstalled: Bool, isWaiting: Bool) {
        let wanted = HUDDeviceRules.observations(isInstalled: isInstalled, isWaiting: isWaiting)
        let center = NotificationCenter.default
        for (group, selector, name) in observations where wanted.contains(group) != observed.contains(group) {
            if wanted.contains(group) {
                center.addObserver(self, selector: selector, name: name, object: nil)
            } else {
                center.removeObserver(self, name: name, object: nil)
            }
        }
        if wanted.contains(.keyboard), !observed.contains(.keyboard) { (knowsKeyboard, keyboardFrame) = (false, nil) }
        observed = wanted
    }

    /// Every notification the host can observe, by group.
    private var observations: [(HUDDeviceRules.Observations, Selector, Notification.Name)] {
        [
            (.keyboard, #selector(keyboardWillChangeFrame(_:)), UIResponder.keyboardWillChangeFrameNotification),
            (.keyboard, #selector(keyboardWillHide(_:)), UIResponder.keyboardWillHideNotification),
            (
                .accessibilitySettings, #selector(settingsDidChange),
                UIAccessibility.reduceMotionStatusDidChangeNotification
            ),
            (
                .accessibilitySettings, #selector(settingsDidChange),
                UIAccessibility.reduceTransparencyStatusDidChangeNotification
            ),
            (.scenes, #selector(scenesDidChange), UIScene.willConnectNotification),
            (.scenes, #selector(scenesDidChange), UIScene.didActivateNotification),
            (.scenes, #selector(scenesDidChange), UIScene.willEnterForegroundNotification),
            (.scenes, #selector(scenesDidChange), UIScene.didDisconnectNotification),
            (.scenes, #selector(scenesDidChange), UIScene.willDeactivateNotification),
            (.scenes, #selector(scenesDidChange), UIScene.didEnterBackgroundNotification),
            (.scenes, #selector(scenesDidChange), UIWindow.didBecomeKeyNotification),
        ]
    }

    // MARK: Overlay

    func installOverlay() -> Bool {
        guard let controller else { return false }
        let container = controller.containerView
        let scene = container == nil ? controller.overlayScene(current: scene) : nil
        let windows = scene?.windows ?? []
        let plan = HUDHostPlan(
            hasContainer: container != nil, isBoundToContainer: controller.isBoundToContainer,
            mode: controller.appearance.windowMode, hasScene: scene != nil, windows: windows.map(\.hudHostWindow))
        let view: HUDView
        switch plan.place {
        case .containerView:
            guard let container else { return false }
            view = embed(in: container, controller: controller)
        case .appWindow(let index):
            view = embed(in: windows[index], controller: controller)
        case .overlayWindow:
            guard let scene else { return false }
            view = showWindow(on: scene, controller: controller)
        case .nowhere(let reason):
            Self.log.info("HUDKit: the HUD waits to appear (\(reason.rawValue, privacy: .public)); \(reason.advice)")
            observe(isInstalled: false, isWaiting: true)
            return false
        }
        observe(isInstalled: true, isWaiting: false)
        view.keepsInFront = plan.keepsInFront
        view.watchSiblings(view !== windowView)
        place = plan.place
        view.isFaded = true
        view.bezel.transform = .identity
        hudView = view
        containerDidChange()
        return true
    }

    /// The scene the HUD is on, or was on last: the one its window or the view it is in belongs to.
    private var scene: UIWindowScene? {
        (hudView?.window ?? embeddedView?.window ?? window)?.windowScene
    }

    /// The kept HUD view for containers and app windows, moved into `superview` (the container, or the app's
    /// window) on top of its subviews and filling it; the overlay window is hidden.
    private func embed(in superview: UIView, controller: HUDController) -> HUDView {
        window?.isHidden = true
        let view = embeddedView ?? HUDView(content: controller.content, events: controller.viewEvents)
        embeddedView = view
        view.frame = superview.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(view)
        return view
    }

    /// The overlay window on `scene` (the kept one, moved there, or a new one), shown; returns its HUD view.
    private func showWindow(on scene: UIWindowScene, controller: HUDController) -> HUDView {
        embeddedView?.removeFromSuperview()
        let kept = self.window.flatMap { window in self.windowView.map { (window, $0) } }
        let (window, windowView) = kept ?? makeWindow(on: scene, controller: controller)
        window.windowScene = scene
        window.frame = scene.coordinateSpace.bounds
        self.window = window
        self.windowView = windowView
        followAppStyle(of: scene)
        window.isHidden = false
        windowView.frame = window.bounds
        return windowView
    }

    /// The overlay window on `scene`, with a HUD view as its root view controller's view; it never becomes key.
    private func makeWindow(on scene: UIWindowScene, controller: HUDController) -> (PassthroughWindow, HUDView) {
        let view = HUDView(content: controller.content, events: controller.viewEvents)
        let window = PassthroughWindow(windowScene: scene)
        window.windowLevel = UIWindow.Level(controller.appearance.windowLevel)
        window.backgroundColor = .clear
        window.rootViewController = OverlayViewController(hudView: view)
        return (window, view)
    }

    /// A style the app forces on its window (an in-app light/dark setting) reaches the HUD's traits, as it would
    /// reach a HUD inside that window; `.unspecified` follows the system. Read at every install and environment
    /// change, so a setting changed while the HUD shows is followed.
    func followAppStyle(of scene: UIWindowScene) {
        let style = scene.keyWindow?.overrideUserInterfaceStyle ?? .unspecified
        guard let window, window.overrideUserInterfaceStyle != style else { return }
        window.overrideUserInterfaceStyle = style
    }

    func removeOverlay() {
        observe(isInstalled: false, isWaiting: false)
        hudView?.watchSiblings(false)
        if hudView !== windowView { hudView?.removeFromSuperview() }
        hudView = nil
        window?.setKey(false)
        window?.isHidden = true
        haptics = nil
    }

    /// Pins the HUD to the visible bounds of the scroll view it is shown in, above the scroll view's content.
    func containerDidScroll() {
        guard let hudView, let container = hudView.superview else { return }
        hudView.frame = container.bounds
        container.bringSubviewToFront(hudView)
    }

    func apply(_ render: HUDRenderDescription, changes: HUDPartChanges) {
        hudView?.apply(changes)
        // VoiceOver ignores the siblings of a modal view. The HUD view has none in its own window, so with a
        // blocking mask the window is modal too: its siblings are the app's windows.
        window?.accessibilityViewIsModal = render.accessibility.isModal
        window?.windowLevel = UIWindow.Level(render.windowLevel)
        window?.setKey(
            HUDDeviceRules.overlayIsKey(
                isOverlayWindow: place == .overlayWindow, blocksTouches: render.blocksTouches,
                option: render.overlayBecomesKeyWhenBlocking))
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
        BezelFade.run(hudView, duration: duration, faded: faded, scale: scale) { [weak self] in
            self?.controller?.session.fadeFinished(id)
        }
    }

    // MARK: Events, accessibility, haptics

    func post(_ notification: HUDNotification, status: String?) {
        NotificationCenter.default.post(
            name: notification.name, object: controller, userInfo: status.map { [HUD.statusUserInfoKey: $0] })
    }

    func announce(_ announcement: HUDAnnouncement) {
        UIAccessibility.hudAnnounce(words(for: announcement))
    }

    func moveAccessibilityFocus() {
        focusBeforeHUD = UIAccessibility.hudMoveFocus(to: hudView?.bezel) as AnyObject?
    }

    func restoreAccessibilityFocus() {
        UIAccessibility.hudRestoreFocus(to: focusBeforeHUD)
        focusBeforeHUD = nil
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
        controller?.content.release(id)
    }

    func endProgressObservation(of presentation: HUDPresentationID) {
        controller?.progressObserver.stop(presentation)
    }
}

extension UIWindow {
    /// The window as ``HUDHostPlan`` sees it.
    var hudHostWindow: HUDHostPlan.Window {
        HUDHostPlan.Window(
            isKey: isKeyWindow, level: Double(windowLevel.rawValue), isHidden: isHidden,
            isOverlay: self is PassthroughWindow)
    }
}

extension HUDHostPlan.Reason {
    /// What the log tells the developer to do.
    fileprivate var advice: String {
        switch self {
        case .containerGone: "the view of this HUD was deallocated; show in a view with HUD.show(in:)"
        case .noScene: "it appears when a window scene connects (in an app extension, set HUD.containerView)"
        case .noAppWindow: "it appears when the scene's window is made key and visible"
        }
    }
}
#endif  // canImport(UIKit)
