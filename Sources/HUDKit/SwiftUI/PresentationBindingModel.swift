#if canImport(UIKit)
import Combine
@_spi(HUDEngine) import HUDCore

/// The state behind one `.hud(isPresented:)` or `.hud(item:)` modifier: it keeps the modifier's HUDCore
/// `HUDSessionBinding`, which shows, updates and dismisses the one presentation the binding started and clears the
/// binding when that presentation ends by any path.
@MainActor
final class PresentationBindingModel<ItemID: Hashable & Sendable>: ObservableObject {
    private let binding = HUDSessionBinding<ItemID>()

    /// Takes the modifier's latest controller, disappear handler and binding; used from the next show on.
    func configure(
        controller: HUDController, onDisappear: (@MainActor @Sendable () -> Void)?,
        clearBinding: @escaping @MainActor () -> Void
    ) {
        binding.configure(
            session: controller.session, onDisappear: onDisappear, clearBinding: clearBinding)
    }

    /// Feeds one input to the binding.
    func reconcile(_ input: HUDPresentationBinding<ItemID>.Input) {
        binding.reconcile(input)
    }
}
#endif  // canImport(UIKit)
