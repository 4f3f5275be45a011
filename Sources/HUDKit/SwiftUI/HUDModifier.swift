#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI

/// Feeds the binding's value to its ``PresentationBindingModel`` when the view appears and whenever the value
/// changes, and the view's visibility: when the view disappears its HUD is hidden and the binding left as it is;
/// when it appears again with the binding still set, the HUD shows again (HUDCore's `HUDPresentationBinding`).
@MainActor
struct HUDModifier<ItemID: Hashable & Sendable>: ViewModifier {
    let request: HUDPresentationBinding<ItemID>.Input
    let controller: HUDController
    let onDisappear: (@MainActor @Sendable () -> Void)?
    let clearBinding: @MainActor () -> Void
    @StateObject private var model = PresentationBindingModel<ItemID>()

    func body(content: Content) -> some View {
        content
            .onAppear {
                reconcile(request)
                reconcile(.viewAppeared)
            }
            .onChange(of: request) { reconcile($0) }
            .onDisappear { reconcile(.viewDisappeared) }
    }

    private func reconcile(_ input: HUDPresentationBinding<ItemID>.Input) {
        model.configure(controller: controller, onDisappear: onDisappear, clearBinding: clearBinding)
        model.reconcile(input)
    }
}
#endif  // canImport(UIKit)
