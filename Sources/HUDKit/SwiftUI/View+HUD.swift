#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI

// The SwiftUI API, shaped like `.sheet(isPresented:)` and `.sheet(item:)`: a binding shows and dismisses the HUD,
// and the HUD ending by any path (a tap, an auto-dismiss, `HUD.dismiss()`, another show) sets the binding back to
// `false`/`nil`. The HUD follows the view's visibility and the binding follows the app's state: a view that
// disappears hides its HUD without writing the binding, and shows it again when it appears with the binding still
// set. Re-evaluating the body with an unchanged value never shows the HUD again. The HUD's kind can also be picked
// from a value, in MBProgressHUD's `mode` names: a new mode, progress or status switches the HUD on screen in place
// (the same presentation, no new fade-in).
@MainActor
extension View {
    /// Shows the spinner with `status` while `isPresented` is `true`, and sets it to `false` when the HUD ends by any
    /// other path (a tap, its duration, `HUD.dismiss()`, another show). While the view is not on screen (a row
    /// scrolled away, a tab switch, a push) the HUD is hidden and the binding left as it is; the HUD shows again when
    /// the view appears with the binding still set.
    ///
    /// ```swift
    /// Button("Save") { isSaving = true }
    ///     .hud(isPresented: $isSaving, status: "Saving…")
    /// ```
    /// - Parameters:
    ///   - isPresented: Whether the HUD is shown.
    ///   - status: Text under the spinner; a new value updates the HUD on screen. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - controller: The controller that shows the HUD. ``HUDController/shared`` by default.
    ///   - onDisappear: Runs once on the main actor when the HUD this binding showed really ended (by itself, by
    ///     another call, or because the binding changed), after the binding was set back (MBProgressHUD's
    ///     `completionBlock`); never because the view went away. `nil` by default.
    public func hud(
        isPresented: Binding<Bool>,
        status: String? = nil,
        options: HUDOptions = HUDOptions(),
        controller: HUDController = .shared,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> some View {
        let content = HUDContent(indicator: .spinner, status: status, options: options)
        return hud(content, isPresented: isPresented, controller: controller, onDisappear: onDisappear)
    }

    /// Shows a progress ring filled to `progress` while `isPresented` is `true`; a new `progress` moves the ring on
    /// screen. Sets `isPresented` to `false` when the HUD ends by any other path (the view disappearing only hides it).
    ///
    /// ```swift
    /// ProgressView(value: uploaded)
    ///     .hud(isPresented: $isUploading, progress: uploaded, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - isPresented: Whether the HUD is shown.
    ///   - progress: The fraction done, clamped to `0...1`; negative or non-finite shows the spinner.
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - controller: The controller that shows the HUD. ``HUDController/shared`` by default.
    ///   - onDisappear: Runs once on the main actor when the HUD this binding showed really ended (by itself, by
    ///     another call, or because the binding changed), after the binding was set back (MBProgressHUD's
    ///     `completionBlock`); never because the view went away. `nil` by default.
    public func hud(
        isPresented: Binding<Bool>,
        progress: Double,
        status: String? = nil,
        options: HUDOptions = HUDOptions(),
        controller: HUDController = .shared,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> some View {
        let content = HUDContent(indicator: .progress(progress), status: status, options: options)
        return hud(content, isPresented: isPresented, controller: controller, onDisappear: onDisappear)
    }

    /// Shows the HUD in `mode` while `isPresented` is `true`; a new `mode`, `progress` or `status` changes the HUD
    /// on screen in place (MBProgressHUD's `hud.mode = …` on a visible HUD). Sets `isPresented` to `false` when the
    /// HUD goes away by any other path.
    ///
    /// ```swift
    /// Text("Export")
    ///     .hud(isPresented: $isExporting, mode: phase == .writing ? .determinate : .indeterminate,
    ///          progress: written, status: phase.title)
    /// ```
    /// - Parameters:
    ///   - isPresented: Whether the HUD is shown.
    ///   - mode: What the HUD shows (``HUDMode``).
    ///   - progress: The fraction done in a determinate mode, clamped to `0...1`. `0` by default.
    ///   - status: The text; in ``HUDMode/text`` the only content. `nil` by default.
    ///   - options: Settings for this presentation only; a determinate mode sets its progress style. Empty options
    ///     by default.
    ///   - controller: The controller that shows the HUD. ``HUDController/shared`` by default.
    ///   - onDisappear: Runs once on the main actor when the HUD this binding showed really ended (by itself, by
    ///     another call, or because the binding changed); never because the view went away. `nil` by default.
    public func hud(
        isPresented: Binding<Bool>,
        mode: HUDMode,
        progress: Double = 0,
        status: String? = nil,
        options: HUDOptions = HUDOptions(),
        controller: HUDController = .shared,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> some View {
        var styled = options
        if let style = mode.progressStyle { styled.progressStyle = style }
        let content = HUDContent(indicator: mode.indicator(progress: progress), status: status, options: styled)
        return hud(content, isPresented: isPresented, controller: controller, onDisappear: onDisappear)
    }

    /// Shows the spinner with the status of `item` while `item` is not `nil`; another item (by `id`) shows again,
    /// a new status of the same item updates the HUD. Sets `item` to `nil` when the HUD goes away by any other
    /// path.
    ///
    /// ```swift
    /// List(operations) { Text($0.title) }
    ///     .hud(item: $operation) { operation in operation.title }
    /// ```
    /// - Parameters:
    ///   - item: The item the HUD is shown for.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - controller: The controller that shows the HUD. ``HUDController/shared`` by default.
    ///   - onDisappear: Runs once on the main actor when the HUD this binding showed really ended (by itself, by
    ///     another call, or because the binding changed), after the binding was set back (MBProgressHUD's
    ///     `completionBlock`); never because the view went away. `nil` by default.
    ///   - status: Text under the spinner for an item.
    public func hud<Item: Identifiable>(
        item: Binding<Item?>,
        options: HUDOptions = HUDOptions(),
        controller: HUDController = .shared,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        status: (Item) -> String?
    ) -> some View where Item.ID: Sendable {
        let request = item.wrappedValue.map { item in
            HUDPresentationBinding.Input.requested(
                item.id, content: HUDContent(indicator: .spinner, status: status(item), options: options))
        }
        return modifier(
            HUDModifier(
                request: request ?? .notRequested, controller: controller, onDisappear: onDisappear,
                clearBinding: { item.wrappedValue = nil }))
    }
}

#endif  // canImport(UIKit)
