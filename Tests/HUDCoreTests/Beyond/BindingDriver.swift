import Foundation

@testable import HUDCore

/// What HUDKit's `PresentationBindingModel` does for a `.hud(isPresented:)` or `.hud(item:)` modifier, against a
/// ``ControllerDouble``: it runs a ``HUDPresentationBinding`` and carries out its outputs, and ``sync()`` hands it
/// the presentation changes the controller recorded since the last call (HUDKit calls back at once).
@MainActor
final class BindingDriver<ItemID: Hashable & Sendable> {
    private(set) var machine = HUDPresentationBinding<ItemID>()
    let controller: ControllerDouble
    /// How many times the binding was set back to `false`/`nil`.
    private(set) var clears = 0
    private var seenChanges = 0

    init(_ controller: ControllerDouble) {
        self.controller = controller
    }

    func reconcile(_ input: HUDPresentationBinding<ItemID>.Input) {
        for output in machine.handle(input) {
            switch output {
            case .show(_, let content):
                let presentation = controller.present(
                    .show(content.indicator, status: content.status, options: content.options))
                seenChanges = controller.changes.count
                reconcile(.presented(presentation))
            case .update(let presentation, let content):
                guard controller.tracker.acceptsUpdates(from: presentation) else { continue }
                controller.apply(content.updateInput(replacing: controller.engine.state.content))
            case .dismiss(let presentation):
                guard controller.tracker.current == presentation else { continue }
                controller.dismiss()
            case .clearBinding:
                clears += 1
            }
        }
    }

    /// Delivers the presentation changes recorded since the last call.
    func sync() {
        let changes = controller.changes.dropFirst(seenChanges)
        seenChanges = controller.changes.count
        for change in changes {
            reconcile(HUDPresentationBinding<ItemID>.Input(change))
        }
    }
}
