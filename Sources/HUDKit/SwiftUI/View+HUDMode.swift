#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI

// The HUD's kind picked from a value, in MBProgressHUD's `mode` names: a new mode, progress or status switches the
// HUD on screen in place (the same presentation, no new fade-in).
@MainActor
extension View {
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
        return modifier(
            HUDModifier(
                request: .isPresented(isPresented.wrappedValue, content: content), controller: controller,
                onDisappear: onDisappear, clearBinding: { isPresented.wrappedValue = false }))
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
}
#endif  // canImport(UIKit)
