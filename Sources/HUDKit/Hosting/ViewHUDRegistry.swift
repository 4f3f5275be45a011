#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The HUDs shown in views: HUDCore's `HUDAttachmentRegistry` of one ``HUDController`` per view, with what UIKit adds
/// to it — a `ContainerTracker` in each view, and the view's superviews for a dismiss-all.
///
/// A view's controller starts from the shared controller's appearance, font and images, and hosts its HUD only in
/// that view (never in the overlay window). The registry holds the controller strongly and the controller holds
/// its view weakly, so nothing keeps a view alive. When the view leaves its window its HUD is paused
/// (`HUDContainerWatch`), and it resumes when the view comes back; when the view is deallocated or emptied its HUD
/// and its messages end (`HUDLifecycle.Fact.ownerGone`) and the controller is detached.
///
/// A HUD keyed to an item (`HUDController.forItem(_:)`) follows its item from view to view (`HUDController.attach(item:to:)`):
/// the registry decides which item a view displays, and a displaced item's HUD is taken out of the view and paused.
@MainActor
final class ViewHUDRegistry {
    /// The registry of the `HUD` façade.
    static let shared = ViewHUDRegistry()

    var registry = HUDAttachmentRegistry<HUDController>()
    /// The views that have an item tracker (see `ViewHUDRegistry+Items.swift`).
    var itemViews: Set<HUDContainerID> = []
    /// The observers of item controllers' `hudDidDisappear`, by controller, until their item is forgotten.
    var itemObservers: [ObjectIdentifier: any NSObjectProtocol] = [:]

    /// The controller of `view`'s HUD, made the first time.
    func controller(for view: UIView) -> HUDController {
        attach(view, make: Self.makeController)
    }

    /// A new view's controller: the window HUD's appearance (static settings and `UIAppearance` proxy), font and
    /// images, shown only in its container; it blocks touches to its view by default (`HUDAppearance.inView`).
    static func makeController() -> HUDController {
        let controller = HUDController(appearance: HUDController.shared.appearance.inView)
        controller.inheritAppWideSettings(following: HUDInheritance<ObjectIdentifier>.Setting.ofAView)
        controller.placement.isBoundToContainer = true
        return controller
    }

    /// Makes `controller` (a SwiftUI modifier's) the controller of `view`'s HUD: a HUD it shows moves into `view`
    /// (SwiftUI remade the container), and a show made before the view existed appears.
    func adopt(_ controller: HUDController, for view: UIView) {
        _ = attach(view) { controller }
        controller.host.relocate(on: .containerChanged)
        controller.lifecycle.report(.hostAvailable)
    }

    /// The controller of `view`'s HUD, if it has one.
    func existingController(for view: UIView) -> HUDController? {
        registry.entry(for: HUDContainerID(view), isAlive: { $0.containerView === view })
    }

    /// The controllers of `view` and of every view inside it, in the order they were made.
    func controllers(within view: UIView) -> [HUDController] {
        registry.entries(within: HUDContainerID(view)) { controller in
            sequence(first: controller.containerView?.superview) { $0?.superview }
                .prefix { $0 != nil }
                .compactMap { $0.map(HUDContainerID.init) }
        }
    }

    private func attach(_ view: UIView, make: () -> HUDController) -> HUDController {
        let id = HUDContainerID(view)
        let attachment = registry.attach(
            id, isAlive: { $0.containerView === view },
            make: {
                let controller = make()
                controller.containerView = view
                view.addSubview(
                    ContainerTracker(
                        onMove: { [weak controller, weak view] decision in
                            // Only while the controller still shows in this view (a SwiftUI modifier's may have moved).
                            guard let controller, let view, controller.containerView === view else { return }
                            controller.host.containerMoved(decision)
                        },
                        onDeallocated: { [weak self, weak controller, weak view] in
                            guard let controller else { return }
                            self?.trackerWasDeallocated(id, controller, container: view)
                        },
                        onScroll: { [weak controller] in controller?.host.containerDidScroll() }))
                return controller
            })
        attachment.stale?.lifecycle.report(.ownerGone)
        return attachment.entry
    }

    /// The tracker of `controller`'s view was deallocated: with the view (`container` is `nil` then), or because the
    /// app removed the view's subviews. The controller is detached and its HUD removed, unless it shows in another
    /// view by now (a SwiftUI modifier's controller, when its container view is remade).
    private func trackerWasDeallocated(_ id: HUDContainerID, _ controller: HUDController, container: UIView?) {
        guard registry.detach(id, where: { $0 === controller }) != nil, controller.containerView === container else {
            return
        }
        controller.lifecycle.report(.ownerGone)
    }
}
#endif  // canImport(UIKit)
