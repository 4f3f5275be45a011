#if canImport(UIKit)
import SwiftUI

// The `.hud` modifiers' variant that shows the HUD within the modified view's bounds instead of the window: each
// modified view has its own HUD (its own controller, session and timers), so several can be up at once beside the
// window HUD. A blocking mask covers that view only; with mask `.none` every touch outside the bezel reaches it.
@MainActor
extension View {
    /// ``hud(isPresented:status:options:controller:onDisappear:)`` over this view, not the window.
    public func hudInView(
        isPresented: Binding<Bool>, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> some View {
        HUDInView(content: self, isActive: isPresented.wrappedValue) {
            $0.hud(
                isPresented: isPresented, status: status, options: options, controller: $1,
                onDisappear: onDisappear)
        }
    }

    /// ``hud(isPresented:progress:status:options:controller:onDisappear:)`` over this view, not the window.
    public func hudInView(
        isPresented: Binding<Bool>, progress: Double, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> some View {
        HUDInView(content: self, isActive: isPresented.wrappedValue) {
            $0.hud(
                isPresented: isPresented, progress: progress, status: status, options: options, controller: $1,
                onDisappear: onDisappear)
        }
    }

    /// ``hud(isPresented:mode:progress:status:options:controller:onDisappear:)`` over this view, not the window.
    public func hudInView(
        isPresented: Binding<Bool>, mode: HUDMode, progress: Double = 0, status: String? = nil,
        options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> some View {
        HUDInView(content: self, isActive: isPresented.wrappedValue) {
            $0.hud(
                isPresented: isPresented, mode: mode, progress: progress, status: status, options: options,
                controller: $1, onDisappear: onDisappear)
        }
    }

    /// ``hud(item:options:controller:onDisappear:status:)`` over this view, not the window.
    public func hudInView<Item: Identifiable>(
        item: Binding<Item?>, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil, status: (Item) -> String?
    ) -> some View where Item.ID: Sendable {
        // `.hud(item:)` asks only for the status of the current item.
        let current = item.wrappedValue.flatMap(status)
        return HUDInView(content: self, isActive: item.wrappedValue != nil) {
            $0.hud(item: item, options: options, controller: $1, onDisappear: onDisappear) { _ in
                current
            }
        }
    }
}

/// The modified view with a `ViewHUDContainer` over it, and its `.hud` modifier driven by a view-bound controller of
/// its own, kept for the view's life.
@MainActor
struct HUDInView<Content: View, Modified: View>: View {
    let content: Content
    /// Whether the binding asks for the HUD; otherwise the container takes no touch at all.
    let isActive: Bool
    /// Applies the `.hud` modifier with the view's controller.
    let hud: @MainActor (Content, HUDController) -> Modified
    @StateObject private var model = ViewHUDControllerModel()

    var body: some View {
        hud(content, model.controller)
            .overlay(ViewHUDContainer(controller: model.controller).allowsHitTesting(isActive))
    }
}
#endif  // canImport(UIKit)
