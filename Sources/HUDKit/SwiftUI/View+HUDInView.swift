#if canImport(UIKit)
import SwiftUI

// The `.hud` modifiers' variant that shows the HUD within the modified view's bounds instead of the window: each
// modified view has its own HUD (its own controller, session and timers), so several can be up at once beside the
// window HUD. A blocking mask covers that view only; with mask `.none` every touch outside the bezel reaches it.
@MainActor
extension View {
    /// Shows the spinner with `status` over this view (not the window) while `isPresented` is `true`, and sets it
    /// to `false` when the HUD ends by any other path (the view disappearing only hides it).
    ///
    /// ```swift
    /// CardView()
    ///     .hudInView(isPresented: $isLoading, status: "Loading…")
    /// ```
    /// - Parameters:
    ///   - isPresented: Whether the HUD is shown.
    ///   - status: Text under the spinner; a new value updates the HUD on screen. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when the HUD has disappeared. `nil` by default.
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

    /// Shows a progress ring filled to `progress` over this view while `isPresented` is `true`; a new `progress`
    /// moves the ring. Sets `isPresented` to `false` when the HUD ends by any other path (the view
    /// disappearing only hides it).
    ///
    /// ```swift
    /// RowView(file: file)
    ///     .hudInView(isPresented: $isUploading, progress: uploaded, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - isPresented: Whether the HUD is shown.
    ///   - progress: The fraction done, clamped to `0...1`; negative or non-finite shows the spinner.
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when the HUD has disappeared. `nil` by default.
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

    /// Shows the spinner with the status of `item` over this view while `item` is not `nil`; another item (by
    /// `id`) shows again. Sets `item` to `nil` when the HUD ends by any other path (the view
    /// disappearing only hides it).
    ///
    /// ```swift
    /// CardView()
    ///     .hudInView(item: $job) { job in job.title }
    /// ```
    /// - Parameters:
    ///   - item: The item the HUD is shown for.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when the HUD has disappeared. `nil` by default.
    ///   - status: Text under the spinner for an item.
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
