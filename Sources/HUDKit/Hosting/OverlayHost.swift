#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit
import os

/// HUDKit's implementation of HUDCore's host port: it carries out what the session orders with UIKit — the overlay
/// window or container view, the HUD view, fades, notifications, VoiceOver announcements and haptics — keeps the
/// session's environment (container, safe area, keyboard, traits, accessibility settings) up to date, and tells the
/// session when a window scene connects or activates, so that a show made before there was one appears.
///
/// It holds what its owner gives it and nothing of the owner: the session it reports to, the asset store its
/// views draw with, the events they report, where the HUD may show (``HUDPlacement``) and the `Progress` follower
/// it stops. Data flows one way: owner → session → host → views.
@MainActor
final class OverlayHost: NSObject, HUDHosting, WindowEnvironmentReading {
    static let log = Logger(subsystem: "HUDKit", category: "overlay")

    /// The session this host carries out, and reports fades, scene changes and container moves to; held weakly (the
    /// session holds its host weakly too: both belong to the host's owner).
    weak var session: HUDSession?
    /// What the HUD view draws with, and the words VoiceOver reads.
    let assets: HUDAssetStore
    /// Where the HUD may show: the container view, whether it is a view's HUD, and the pinned scene.
    let placement: HUDPlacement
    /// Follows the `Foundation.Progress` of a presentation; the host stops it when the session says so.
    let progressObserver: ProgressObserver
    /// What the HUD view reports its touches, button, hit tests and container changes to. ``HUDView/Events/none``
    /// until the owner sets them.
    var events = HUDView.Events.none
    /// The object the host's notifications are posted with (`Notification.object`, which apps compare with the HUD
    /// they observe); held weakly. `nil` by default.
    weak var notificationObject: AnyObject?

    /// The HUD view while the overlay is installed.
    var hudView: HUDView?
    /// The HUD view, kept between presentations and moved wherever the host plan puts the HUD (a container view, the
    /// app's window or the overlay window's root view), so quick cycles and moves build nothing anew.
    var keptView: HUDView?
    /// The overlay window, kept (hidden) between presentations and reused.
    var window: PassthroughWindow?
    /// Where the HUD went when it appeared last, or moved since.
    var place: HUDHostPlan.Place?
    /// Carries out HUDCore's stacking rules while the HUD shares its superview with the app's views.
    let siblingWatch = SiblingWatch()
    private var haptics: UINotificationFeedbackGenerator?
    /// The element VoiceOver was on before a blocking HUD took its focus; held weakly.
    private weak var focusBeforeHUD: AnyObject?

    /// A host drawing with `content`, placing the HUD as `placement` says and stopping `progressObserver`; it
    /// carries nothing out before its owner sets ``session``.
    init(
        assets: HUDAssetStore, placement: HUDPlacement, progressObserver: ProgressObserver, lifecycle: HUDLifecycle
    ) {
        self.assets = assets
        self.placement = placement
        self.progressObserver = progressObserver
        self.lifecycle = lifecycle
        super.init()
        lifecycle.onObservationsChange = { [weak self] wanted in self?.observe(wanted) }
    }

    /// Where the HUD and the messages hear their owner's life, and say what they need observed; the host observes
    /// for both, once.
    let lifecycle: HUDLifecycle
    /// The messages host beside this one, told every change of the environment this host observes; held weakly.
    weak var messageHost: MessageHost?
    /// What the host observes now (``HUDLifecycle/observations``).
    private var observed: HUDDeviceRules.Observations = []

    /// Observes what HUDCore says the lanes need now, and stops observing the rest. The keyboard is the window's,
    /// observed once for every controller's lanes while one shows (``WindowEnvironments``).
    private func observe(_ wanted: HUDDeviceRules.Observations) {
        let center = NotificationCenter.default
        for (group, selector, name) in observations where wanted.contains(group) != observed.contains(group) {
            if wanted.contains(group) {
                center.addObserver(self, selector: selector, name: name, object: nil)
            } else {
                center.removeObserver(self, name: name, object: nil)
            }
        }
        observed = wanted
    }

    /// Every notification the host can observe, by group.
    private var observations: [(HUDDeviceRules.Observations, Selector, Notification.Name)] {
        [
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
            (.scenes, #selector(windowVisibilityDidChange(_:)), UIWindow.didBecomeVisibleNotification),
            (.scenes, #selector(windowVisibilityDidChange(_:)), UIWindow.didBecomeHiddenNotification),
        ]
    }

    // MARK: Overlay

    /// The light or dark style of the app's top screen (an in-app setting on its window, or a modal or
    /// `.fullScreenCover` with a style of its own) reaches the HUD's traits, as it would reach a HUD inside that
    /// screen; `.unspecified` follows the system (``UIWindowScene/hudOverlayInterfaceStyle``). Read at every install
    /// and environment change (layout, traits, keyboard, scene and window notifications), so a setting changed while
    /// the HUD shows is followed; a screen presented while the HUD already shows is followed at the next such change.
    func followAppStyle(of scene: UIWindowScene) {
        window?.followAppStyle(of: scene)
    }

    func removeOverlay() {
        lifecycle.lane(.hud, needs: .nothing)
        WindowEnvironments.shared.stop(self)
        hudView?.removeFromSuperview()
        hudView = nil
        updateSiblingWatch()
        window?.setKey(false)
        window?.isHidden = true
        haptics = nil
    }

    /// Pins the HUD and the messages to the visible bounds of the scroll view they show in
    /// (`HUDStacking.layerFrame(inContainerBounds:)`), above the scroll view's content, the messages above the HUD.
    func containerDidScroll() {
        messageHost?.containerDidScroll()
        guard let hudView, let container = hudView.superview else { return }
        hudView.frame = HUDStacking.layerFrame(inContainerBounds: container.bounds)
        hudView.bringLayersToFront()
    }

    func apply(_ render: HUDRenderDescription, changes: HUDPartChanges) {
        hudView?.apply(render, changes: changes)
        // VoiceOver ignores the siblings of a modal view. The HUD view has none in its own window, so with a
        // blocking mask the window is modal too: its siblings are the app's windows.
        window?.accessibilityViewIsModal = render.accessibility.isModal
        window?.windowLevel = UIWindow.Level(render.windowLevel)
        window?.setKey(
            HUDDeviceRules.overlayIsKey(
                isOverlayWindow: place == .overlayWindow, blocksTouches: render.blocksTouches,
                option: render.overlayBecomesKeyWhenBlocking))
    }

    func moveProgress(to fraction: Double) {
        hudView?.moveProgress(to: fraction)
    }

    // MARK: Fades

    func fadeIn(
        _ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition, reversing: Bool
    ) {
        hudView?.isFadingOut = false
        BezelFade.fadeIn(hudView, fromAppearingScale: !reversing, duration: duration, transition: transition) {
            [weak self] in self?.session?.fadeFinished(id)
        }
    }

    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        hudView?.isFadingOut = true
        BezelFade.fadeOut(hudView, duration: duration, transition: transition) { [weak self] in
            self?.session?.fadeFinished(id)
        }
    }

    // MARK: Events, accessibility, haptics

    func post(_ notification: HUDNotification, status: String?) {
        NotificationCenter.default.post(
            name: notification.name, object: notificationObject, userInfo: status.map { [HUD.statusUserInfoKey: $0] })
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

    func releaseContent(_ id: HUDAssetID) {
        assets.release(id)
    }

    func endProgressObservation(of presentation: HUDPresentationID) {
        progressObserver.stop(presentation)
    }
}

#endif  // canImport(UIKit)
