#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit
import os

// Where the HUD's view goes, as HUDCore decides: `HUDHostPlan` at every install, and again at every explicit show
// (`HUDHosting.placeInFront(over:)`) and every scene or window change; the HUD view is one view, moved between a
// container, the app's window and the overlay window's root view.
extension OverlayHost {
    func installOverlay(over environment: HUDEnvironment) -> HUDEnvironment? {
        guard let session else { return nil }
        let container = placement.containerView
        let scene = placement.scene(on: .install, current: self.scene)
        let (plan, windows) = hostPlan(container: container, scene: scene, mode: session.windowMode)
        guard let view = put(at: plan.place, container: container, scene: scene, windows: windows) else {
            lifecycle.lane(.hud, needs: .somewhereToShow)
            return nil
        }
        lifecycle.lane(.hud, needs: .environment)
        view.keepsInFront = plan.keepsInFront
        view.isFaded = true
        view.bezel.transform = .identity
        view.forgetFrame()
        hudView = view
        return readEnvironment(over: environment)
    }

    func placeInFront(over environment: HUDEnvironment) -> HUDEnvironment? {
        let moved = move(on: .explicitShow, current: scene)
        guard let hudView, hudView.superview != nil else { return nil }
        hudView.bringLayersToFront()
        return moved ? readEnvironment(over: environment) : nil
    }

    /// Moves an installed HUD to where the host plan puts it now (``HUDHostPlan/destination(from:)``), planned with
    /// the scene HUDCore chooses on `occasion` (``HUDHostPlan/sceneChoice(on:hasContainer:)``): a window HUD to
    /// another scene, to the new key window after a window swap, to the overlay window or the app's window for a
    /// presentation that asks for it; a view's HUD into its view when that changed (a SwiftUI container remade, a
    /// cell that displays its item now).
    ///
    /// - Parameters:
    ///   - occasion: Why the host plans again.
    ///   - current: The scene the HUD is on now. `nil` by default.
    func relocate(on occasion: HUDHostPlan.Occasion, current: UIWindowScene? = nil) {
        if move(on: occasion, current: current) { containerDidChange() }
    }

    /// Moves an installed HUD as ``relocate(on:current:)`` says, without reporting its environment.
    ///
    /// - Returns: Whether the HUD moved.
    private func move(on occasion: HUDHostPlan.Occasion, current: UIWindowScene?) -> Bool {
        guard let session, let hudView else { return false }
        let container = placement.containerView
        let scene = placement.scene(on: occasion, current: current)
        let (plan, windows) = hostPlan(container: container, scene: scene, mode: session.windowMode)
        guard let destination = plan.destination(from: currentPlace(of: hudView, in: container, scene, windows)),
            put(at: destination, container: container, scene: scene, windows: windows) != nil
        else { return false }
        hudView.keepsInFront = plan.keepsInFront
        return true
    }

    /// Where `hudView` is now, as the host plan sees it.
    private func currentPlace(
        of hudView: HUDView, in container: UIView?, _ scene: UIWindowScene?, _ windows: [UIWindow]
    ) -> HUDHostPlan.Place? {
        if let container, hudView.superview === container { return .containerView }
        let inOverlay = window.map { hudView.window === $0 && $0.windowScene === scene } ?? false
        return HUDHostPlan.current(in: windows.map { $0.hudHostWindow(holding: hudView) }, inOverlay: inOverlay)
    }

    /// The view of a view's HUD moved into or out of its window (``HUDContainerWatch``): on a pause the presentation
    /// goes on; on a resume the HUD comes back in front of the view's subviews, is laid out again and a show that
    /// waited appears. Every lane hears the move from the lifecycle (HUDCore decides: the HUD pauses, a message's time
    /// keeps running), and the sibling watch follows what HUDCore then says (it stops while the HUD is paused).
    func containerMoved(_ decision: HUDContainerWatch.Decision) {
        if decision == .resume, let hudView, hudView.superview != nil {
            hudView.bringLayersToFront()
            containerDidChange()
        }
        if decision == .resume {
            messageHost?.bringBackMessageLayer()
            messageHost?.environmentDidChange()
        }
        lifecycle.report(.ownerMoved(decision))
        updateSiblingWatch()
        if decision == .resume { lifecycle.report(.hostAvailable) }
    }

    /// Takes the HUD view out of the view it is in, keeping the presentation (an item's HUD whose cell now
    /// displays another item): it comes back with ``relocate(to:)`` when its item is attached to a view again.
    func takeOut() {
        hudView?.removeFromSuperview()
        messageHost?.takeOutMessageLayer()
        updateSiblingWatch()
    }

    /// The host plan for the HUD now, in the session's window `mode`, with the scene's windows it indexes.
    private func hostPlan(
        container: UIView?, scene: UIWindowScene?, mode: HUDWindowMode
    ) -> (HUDHostPlan, [UIWindow]) {
        let windows = scene?.windows ?? []
        let plan = HUDHostPlan(
            hasContainer: container != nil, isBoundToContainer: placement.isBoundToContainer, mode: mode,
            hasScene: scene != nil, windows: windows.map { $0.hudHostWindow(holding: hudView) })
        return (plan, windows)
    }

    /// Puts the kept HUD view at `place`, filling it, on top of its subviews; the overlay window is hidden unless the
    /// HUD goes there. Returns the view, or `nil` for nowhere.
    private func put(
        at place: HUDHostPlan.Place, container: UIView?, scene: UIWindowScene?, windows: [UIWindow]
    ) -> HUDView? {
        guard let session else { return nil }
        let superview: UIView
        switch place {
        case .containerView:
            guard let container else { return nil }
            superview = container
        case .appWindow(let index):
            superview = windows[index]
        case .overlayWindow:
            guard let scene else { return nil }
            superview = overlayRoot(on: scene, level: session.appearance.windowLevel)
        case .nowhere(let reason):
            Self.log.info("HUDKit: the HUD waits to appear (\(reason.rawValue, privacy: .public)); \(reason.advice)")
            return nil
        }
        let view = keptView ?? HUDView(assets: assets, events: events)
        keptView = view
        view.messagesLayer = messageHost?.messageView
        view.frame = HUDStacking.layerFrame(inContainerBounds: superview.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(view)
        view.bringLayersToFront()
        window?.isHidden = !place.showsOverlayWindow
        self.place = place
        watchSiblings(of: view, in: place)
        return view
    }

    /// Starts the sibling watch of `view` in `place` when HUDCore says it runs now
    /// (``HUDDeviceRules/watches(isInView:isPaused:place:isFollowingProgress:)``: in a container or the app's window,
    /// not paused), and stops it otherwise.
    /// Starts or stops the sibling watch of the HUD view as it is now; stops it when there is none.
    func updateSiblingWatch() {
        guard let hudView, let place else { return siblingWatch.stop() }
        watchSiblings(of: hudView, in: place)
    }

    private func watchSiblings(of view: HUDView, in place: HUDHostPlan.Place) {
        let watches = session?.watches(isInView: view.superview != nil, place: place.stacking) ?? .none
        guard watches.siblings else { return siblingWatch.stop() }
        siblingWatch.start(view, in: place.stacking, onCoverChange: { [weak self] in self?.containerDidChange() })
    }

    /// The scene the HUD is on, or was on last: the one its window or the view it is in belongs to.
    var scene: UIWindowScene? {
        (hudView?.window ?? window)?.windowScene
    }

    /// The overlay window on `scene` (the kept one, moved there, or a new one), shown; returns its root view, which
    /// the HUD view goes in.
    private func overlayRoot(on scene: UIWindowScene, level: Double) -> UIView {
        let window = self.window ?? makeWindow(on: scene, level: level)
        window.windowScene = scene
        window.frame = scene.coordinateSpace.bounds
        self.window = window
        followAppStyle(of: scene)
        window.isHidden = false
        let root: UIView = window.rootViewController?.view ?? window
        root.frame = window.bounds
        return root
    }

    /// The overlay window on `scene` at `level`, with a root view controller whose view passes touches through; it
    /// never becomes key.
    private func makeWindow(on scene: UIWindowScene, level: Double) -> PassthroughWindow {
        let window = PassthroughWindow(windowScene: scene)
        window.windowLevel = UIWindow.Level(level)
        window.backgroundColor = .clear
        window.rootViewController = OverlayViewController(hudView: PassthroughContainerView())
        return window
    }
}

extension UIWindow {
    /// The window as ``HUDHostPlan`` sees it; `hudView` is the HUD's view, if any.
    func hudHostWindow(holding hudView: UIView?) -> HUDHostPlan.Window {
        HUDHostPlan.Window(
            isKey: isKeyWindow, level: Double(windowLevel.rawValue), isHidden: isHidden,
            isOverlay: self is PassthroughWindow, holdsHUD: hudView?.window === self)
    }
}

extension HUDHostPlan.Place {
    /// The place as ``HUDStacking`` sees it.
    fileprivate var stacking: HUDStacking.Place {
        switch self {
        case .containerView: .containerView
        case .appWindow: .appWindow
        case .overlayWindow, .nowhere: .overlayWindow
        }
    }
}

extension HUDHostPlan.Reason {
    /// What the log tells the developer to do.
    fileprivate var advice: String {
        switch self {
        case .containerGone:
            "this HUD's view was deallocated, or no view displays its item; show in a view with HUDHandle(view:).show() or "
                + "HUDController.attach(item:to:)"
        case .noScene: "it appears when a window scene connects (in an app extension, set HUD.containerView)"
        case .noAppWindow: "it appears when the scene's window is made key and visible"
        }
    }
}
#endif  // canImport(UIKit)
