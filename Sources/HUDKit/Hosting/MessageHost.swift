#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// HUDKit's implementation of HUDCore's messages host port: the messages layer (``MessageView``) in its own overlay
/// window one level above the HUD's, or on top of the HUD's container view; its fades, VoiceOver announcements and
/// the app's glyph images. It reads the layer's environment and the top screen's bars when they change
/// (`MessageHost+Environment.swift`): the layer's layout, safe area and traits, and the keyboard, scene and
/// accessibility notifications the HUD's host observes once for both lanes (``HUDLifecycle``); never once per
/// screen refresh.
///
/// It holds the lane it carries out and the HUD's host beside it (for the HUD's placement, content, appearance,
/// keyboard and words), nothing of their owner.
@MainActor
final class MessageHost: NSObject, HUDMessageHosting {
    /// The lane this host carries out, and reports fades to; held weakly (the lane holds its host weakly too).
    weak var lane: HUDMessageSession?
    /// The HUD's host: where the HUD may show, what it draws with, its session's appearance, the keyboard and the
    /// words VoiceOver reads.
    let hudHost: OverlayHost
    /// The app's glyph images, until the lane releases them.
    var images: [HUDAssetID: UIImage] = [:]
    /// The messages layer, kept between messages.
    private(set) var messageView: MessageView?
    /// The messages window, kept (hidden) between messages.
    private(set) var window: PassthroughWindow?
    /// Whether the layer left the view it was in with the HUD (``takeOutMessageLayer()``).
    private var isTakenOut = false

    /// A messages host beside `hudHost`.
    init(hudHost: OverlayHost) {
        self.hudHost = hudHost
    }

    /// What the messages layer draws with: the HUD's asset store (its glyphs and fonts).
    var assets: HUDAssetStore { hudHost.assets }

    func installMessageLayer() -> Bool {
        guard let appearance = hudHost.session?.appearance else { return false }
        guard place(messageViewWith: appearance) else {
            hudHost.lifecycle.lane(.messages, needs: .somewhereToShow)
            return false
        }
        hudHost.lifecycle.lane(.messages, needs: .environment)
        messageView?.isFaded = true
        environmentDidChange()
        return true
    }

    /// Puts the messages layer where the host plan says; `false` when there is nowhere yet.
    private func place(messageViewWith appearance: HUDAppearance) -> Bool {
        let placement = hudHost.placement
        let container = placement.containerView
        let scene = placement.scene(on: .install, current: window?.windowScene)
        let plan = HUDHostPlan.messages(
            hasContainer: container != nil, isBoundToContainer: placement.isBoundToContainer, hasScene: scene != nil)
        let view = messageView ?? MessageView(host: self)
        messageView = view
        switch plan.place {
        case .containerView:
            guard let container else { return false }
            window?.isHidden = true
            view.frame = HUDStacking.layerFrame(inContainerBounds: container.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            hudHost.keptView?.messagesLayer = view
        case .overlayWindow, .appWindow:
            guard let scene else { return false }
            showWindow(on: scene, view: view, level: appearance.windowLevel + 1)
        case .nowhere:
            return false
        }
        return true
    }

    private func showWindow(on scene: UIWindowScene, view: MessageView, level: Double) {
        let window = self.window ?? PassthroughWindow(windowScene: scene)
        if window.rootViewController == nil {
            window.backgroundColor = .clear
            window.rootViewController = OverlayViewController(hudView: view)
        }
        window.windowScene = scene
        window.followAppStyle(of: scene)
        window.windowLevel = UIWindow.Level(level)
        window.frame = scene.coordinateSpace.bounds
        view.frame = window.bounds
        window.isHidden = false
        self.window = window
    }

    /// Pins the layer in a scroll view container to its visible bounds (`HUDStacking.layerFrame(inContainerBounds:)`)
    /// and keeps it above the content the scroll view adds, and above the view's HUD (`HUDStacking.layers`).
    func containerDidScroll() {
        guard let messageView, let container = messageView.superview, container === hudHost.placement.containerView
        else { return }
        messageView.frame = HUDStacking.layerFrame(inContainerBounds: container.bounds)
        container.bringSubviewToFront(messageView)
    }

    /// The HUD left the view it was in and no view holds it now (an item's HUD whose cell displays another item):
    /// a messages layer in that view leaves with it, so the reused cell never shows another item's toast. The lane
    /// is away meanwhile (its time runs, HUDCore's rule); ``bringBackMessageLayer()`` puts the layer in the view
    /// that displays the item next.
    func takeOutMessageLayer() {
        guard let messageView, messageView.superview != nil, messageView !== window?.rootViewController?.viewIfLoaded
        else { return }
        messageView.removeFromSuperview()
        isTakenOut = true
    }

    /// The HUD is in a view again after ``takeOutMessageLayer()``: the layer goes into that view, above the HUD.
    func bringBackMessageLayer() {
        guard isTakenOut, let messageView, let container = hudHost.placement.containerView else { return }
        isTakenOut = false
        messageView.frame = HUDStacking.layerFrame(inContainerBounds: container.bounds)
        container.addSubview(messageView)
        hudHost.keptView?.messagesLayer = messageView
    }

    /// Removes the layer: out of the container it was in (also one out of its window, whose message ended while it
    /// was away), or the messages window is hidden (the layer is its root view).
    func removeMessageLayer() {
        hudHost.lifecycle.lane(.messages, needs: .nothing)
        WindowEnvironments.shared.stop(self)
        isTakenOut = false
        if let messageView, messageView !== window?.rootViewController?.viewIfLoaded {
            messageView.removeFromSuperview()
        }
        window?.isHidden = true
    }

    func applyMessage(_ render: HUDRenderDescription, changes: HUDPartChanges) {
        messageView?.apply(render, changes: changes)
    }

    func fadeMessageIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        BezelFade.fadeIn(
            messageView, fromAppearingScale: messageView?.isFaded == true, duration: duration, transition: transition
        ) { [weak self] in self?.lane?.fadeFinished(id) }
    }

    func fadeMessageOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        BezelFade.fadeOut(messageView, duration: duration, transition: transition) { [weak self] in
            self?.lane?.fadeFinished(id)
        }
    }

    func announceMessage(_ announcement: HUDAnnouncement) {
        UIAccessibility.hudAnnounce(words(for: announcement))
    }

    /// The words for `announcement`: the app glyph's own label for a message of a glyph alone, else the HUD's words.
    func words(for announcement: HUDAnnouncement) -> String {
        if case .appContent(let id) = announcement {
            return images[id]?.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 } ?? BundledAssets.image
        }
        return hudHost.words(for: announcement)
    }

    func releaseMessageContent(_ id: HUDAssetID) {
        images[id] = nil
    }

    /// The image a glyph is drawn with.
    func image(for kind: HUDImage) -> UIImage? {
        guard case .custom(let id) = kind else { return assets.image(for: kind) }
        return images[id]
    }
}
#endif  // canImport(UIKit)
