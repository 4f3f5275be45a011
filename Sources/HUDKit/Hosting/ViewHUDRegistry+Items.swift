#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// HUDs keyed to an item, for table and collection view cells: the item's HUD shows in whichever view displays the
// item now; HUDCore's `HUDAttachmentRegistry` decides, and a displaced HUD is taken out of the reused cell and paused.
extension ViewHUDRegistry {
    /// The controller of `item`'s HUD, made the first time.
    func controller(forItem item: any Hashable & Sendable) -> HUDController {
        registry.entry(forItem: item) { makeItemController(item) }
    }

    /// `view` displays `item` from now on: the item's HUD moves into it and resumes, the HUD of the item it displayed
    /// before leaves it (paused).
    func attach(item: any Hashable & Sendable, to view: UIView) {
        let container = HUDContainerID(view)
        let (controller, displaced) = registry.attach(item: item, to: container) { makeItemController(item) }
        if let displaced { takeOut(displaced) }
        trackItems(in: view)
        controller.containerView = view
        controller.host.relocate(on: .containerChanged)
        controller.host.containerMoved(.resume)
    }

    /// Dismisses `item`'s HUD and forgets it.
    func forget(item: any Hashable & Sendable) {
        guard let controller = registry.removeItem(item) else { return }
        stopWatching(controller)
        controller.dismiss()
        takeOut(controller)
    }

    /// An item's controller, which the registry forgets once its HUD has disappeared with nothing waiting
    /// (`HUDAttachmentRegistry.releaseItem(_:ifIdle:)`), so it holds the live HUDs, not every item ever shown.
    private func makeItemController(_ item: any Hashable & Sendable) -> HUDController {
        let controller = Self.makeController()
        itemObservers[ObjectIdentifier(controller)] = NotificationCenter.default.addObserver(
            forName: .hudDidDisappear, object: controller, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.release(item: item) }
        }
        return controller
    }

    /// Forgets `item` if its HUD is idle (HUDCore's rule), taking its view out of the cell.
    private func release(item: any Hashable & Sendable) {
        guard let controller = registry.releaseItem(item, ifIdle: { $0.session.isIdle }) else { return }
        stopWatching(controller)
        controller.containerView = nil
        controller.host.takeOut()
    }

    private func stopWatching(_ controller: HUDController) {
        guard let observer = itemObservers.removeValue(forKey: ObjectIdentifier(controller)) else { return }
        NotificationCenter.default.removeObserver(observer)
    }

    /// Takes the HUD of `controller` and its messages out of the view they are in: every lane hears the move as a
    /// view leaving its window (the HUD paused, its presentation kept and VoiceOver hearing nothing of it; a
    /// message's time running), until its item is attached to a view again.
    private func takeOut(_ controller: HUDController) {
        controller.containerView = nil
        controller.host.takeOut()
        controller.host.containerMoved(.pause)
    }

    /// Adds a tracker to `view` the first time it displays an item: its moves pause and resume the HUD of the item
    /// it displays now; when it goes, that HUD is taken out and paused (it is the item's, not the view's).
    private func trackItems(in view: UIView) {
        let container = HUDContainerID(view)
        guard !itemViews.contains(container) else { return }
        itemViews.insert(container)
        view.addSubview(
            ContainerTracker(
                onMove: { [weak self, weak view] decision in
                    guard let self, let view else { return }
                    for controller in registry.entries(ofItemsIn: container) where controller.containerView === view {
                        controller.host.containerMoved(decision)
                    }
                },
                onDeallocated: { [weak self] in
                    guard let self else { return }
                    itemViews.remove(container)
                    for controller in registry.detachItems(from: container) { takeOut(controller) }
                },
                onScroll: { [weak self] in
                    guard let self else { return }
                    for controller in registry.entries(ofItemsIn: container) { controller.host.containerDidScroll() }
                }))
    }
}
#endif  // canImport(UIKit)
