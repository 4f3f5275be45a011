#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// HUDKit's implementation of HUDCore's messages host port: the messages layer (``MessageView``) in its own overlay
/// window one level above the HUD's, or on top of the controller's container view; its fades, VoiceOver
/// announcements and the app's glyph images. While a message is up it reads the layer's environment and the top
/// screen's bars once per screen refresh (`MessageHost+Environment.swift`), so the message follows rotation, the
/// keyboard and bars that appear or go.
@MainActor
final class MessageHost: NSObject, HUDMessageHosting {
    /// The controller that owns this host and its lane.
    weak var controller: HUDController?
    /// The app's glyph images, until the lane releases them.
    var images: [HUDContentID: UIImage] = [:]
    /// The messages layer, kept between messages.
    private(set) var messageView: MessageView?
    /// The messages window, kept (hidden) between messages.
    private(set) var window: PassthroughWindow?
    var displayLink: CADisplayLink?

    func installMessageLayer() -> Bool {
        guard let controller else { return false }
        let container = controller.containerView
        let scene = container == nil ? UIWindowScene.hudOverlayScene(current: window?.windowScene) : nil
        let plan = HUDHostPlan(
            hasContainer: container != nil, isBoundToContainer: controller.isBoundToContainer, mode: .overlayWindow,
            hasScene: scene != nil, windows: [])
        let view = messageView ?? MessageView(host: self)
        messageView = view
        switch plan.place {
        case .containerView:
            guard let container else { return false }
            window?.isHidden = true
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
        case .overlayWindow, .appWindow:
            guard let scene else { return false }
            showWindow(on: scene, view: view, level: controller.appearance.windowLevel + 1)
        case .nowhere:
            return false
        }
        view.isFaded = true
        startFollowing()
        environmentDidChange()
        return true
    }

    private func showWindow(on scene: UIWindowScene, view: MessageView, level: Double) {
        let window = self.window ?? PassthroughWindow(windowScene: scene)
        if window.rootViewController == nil {
            window.backgroundColor = .clear
            window.rootViewController = OverlayViewController(hudView: view)
        }
        window.windowScene = scene
        window.windowLevel = UIWindow.Level(level)
        window.frame = scene.coordinateSpace.bounds
        view.frame = window.bounds
        window.isHidden = false
        self.window = window
    }

    func removeMessageLayer() {
        stopFollowing()
        if messageView?.window !== window { messageView?.removeFromSuperview() }
        window?.isHidden = true
    }

    func applyMessage(_ render: HUDRenderDescription) {
        messageView?.apply(render)
    }

    func fadeMessageIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        if messageView?.isFaded == true {
            messageView?.bezel.transform = CGAffineTransform(
                scaleX: transition.appearFromScale, y: transition.appearFromScale)
        }
        fade(id, duration: duration, faded: false, scale: 1)
    }

    func fadeMessageOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        fade(id, duration: duration, faded: true, scale: transition.disappearToScale)
    }

    /// Animates the bezel in or out from wherever it is, then reports the fade finished (also when interrupted:
    /// HUDCore ignores a superseded fade).
    private func fade(_ id: HUDFadeID, duration: TimeInterval, faded: Bool, scale: CGFloat) {
        BezelFade.run(messageView, duration: duration, faded: faded, scale: scale) { [weak self] in
            self?.controller?.messages.fadeFinished(id)
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
        return controller?.host.words(for: announcement) ?? ""
    }

    func releaseMessageContent(_ id: HUDContentID) {
        images[id] = nil
    }

    /// The image a glyph is drawn with.
    func image(for kind: HUDImage) -> UIImage? {
        guard case .custom(let id) = kind else { return controller?.content.image(for: kind) }
        return images[id]
    }
}
#endif  // canImport(UIKit)
