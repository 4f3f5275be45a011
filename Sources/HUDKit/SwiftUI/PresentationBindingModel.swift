#if canImport(UIKit)
import Combine
import HUDCore

/// The state behind one `.hud(isPresented:)` or `.hud(item:)` modifier: it runs the binding's
/// `HUDPresentationBinding` machine and carries out its outputs with the controller — showing, updating and
/// dismissing the one presentation it started, and clearing the binding when that presentation ends by any path.
@MainActor
final class PresentationBindingModel<ItemID: Hashable & Sendable>: ObservableObject {
    private var machine = HUDPresentationBinding<ItemID>()
    private var controller: HUDController?
    private var onTap: (@MainActor @Sendable () -> Void)?
    private var clearBinding: (@MainActor () -> Void)?
    /// The controller that shows this binding's presentation; `nil` before the first show.
    private var presenter: HUDController?

    /// Takes the modifier's latest controller, tap handler and binding; used from the next show on.
    func configure(
        controller: HUDController, onTap: (@MainActor @Sendable () -> Void)?,
        clearBinding: @escaping @MainActor () -> Void
    ) {
        self.controller = controller
        self.onTap = onTap
        self.clearBinding = clearBinding
    }

    /// Feeds one input to the machine and carries out what it answers, in order.
    func reconcile(_ input: HUDPresentationBinding<ItemID>.Input) {
        for output in machine.handle(input) {
            perform(output)
        }
    }

    private func perform(_ output: HUDPresentationBinding<ItemID>.Output) {
        switch output {
        case .show(_, let content):
            guard let controller else { return }
            presenter = controller
            let presentation = controller.present(
                [.show(content.indicator, status: content.status, options: content.options)], onTap: onTap
            ) { [weak self] change in
                self?.reconcile(HUDPresentationBinding<ItemID>.Input(change))
            }
            reconcile(.presented(presentation))
        case .update(let presentation, let content):
            presenter?.update(presentation, to: content)
        case .dismiss(let presentation):
            presenter?.dismiss(presentation)
        case .clearBinding:
            clearBinding?()
        }
    }
}
#endif  // canImport(UIKit)
