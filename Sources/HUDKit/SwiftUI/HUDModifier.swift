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

@MainActor
extension View {
    /// Shows `content` while `isPresented` is `true`, by the binding rules of ``HUDModifier``, and sets it to `false`
    /// when the HUD ends by any other path: the body of every `.hud(isPresented:)` modifier.
    func hud(
        _ content: HUDContent, isPresented: Binding<Bool>, controller: HUDController,
        onDisappear: (@MainActor @Sendable () -> Void)?
    ) -> some View {
        modifier(
            HUDModifier(
                request: .isPresented(isPresented.wrappedValue, content: content), controller: controller,
                onDisappear: onDisappear, clearBinding: { isPresented.wrappedValue = false }))
    }
}
#endif  // canImport(UIKit)
