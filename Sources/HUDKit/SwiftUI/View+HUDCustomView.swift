#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI

// MBProgressHUD's `customView` mode from SwiftUI: a binding shows the app's SwiftUI view in the indicator's place,
// with the same binding rules as `.hud(isPresented:)`.
@MainActor
extension View {
    /// Shows the SwiftUI view `content` builds in the indicator's place, with an optional status, while
    /// `isPresented` is `true`; it stays until the binding turns `false` (or for `options.duration`), and the
    /// binding turns `false` when the HUD ends by any other path (the view
    /// disappearing only hides it). A new `content` redraws the view on screen
    /// in place; the bezel keeps the size the view had when it appeared (its ideal size, clamped to 16…200 pt a
    /// side), and the view is tinted with the content colour unless ``HUDAppearance/tintsCustomView`` is off.
    ///
    /// ```swift
    /// Button("Go offline") { isOffline = true }
    ///     .hud(isPresented: $isOffline, status: "Offline") {
    ///         Image(systemName: "icloud.slash").font(.largeTitle)
    ///     }
    /// ```
    /// - Parameters:
    ///   - isPresented: Whether the HUD is shown.
    ///   - status: Text under the view. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - controller: The controller that shows the HUD. ``HUDController/shared`` by default.
    ///   - onDisappear: Runs once on the main actor when the HUD really ended (by itself, by another call, or
    ///     because the binding changed); never because the view went away. `nil` by default.
    ///   - content: The view to show.
    public func hud<Content: View>(
        isPresented: Binding<Bool>,
        status: String? = nil,
        options: HUDOptions = HUDOptions(),
        controller: HUDController = .shared,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(
            CustomViewHUDModifier(
                isPresented: isPresented, view: content(), status: status, options: options, controller: controller,
                onDisappear: onDisappear))
    }
}

/// Hosts the app's SwiftUI view for one modifier: one hosting controller, registered with the controller once per
/// presentation (again after the session released it), its root view replaced on every update.
@MainActor
final class HostedCustomView<Root: View>: ObservableObject {
    private var host: UIHostingController<Root>?
    private var registered: HUDCustomView?

    /// The custom view to show `view` in `controller`, with `view` as the hosted root view.
    func customView(showing view: Root, in controller: HUDController) -> HUDCustomView {
        if let host, let registered, controller.customView(registered.id) === host.view {
            host.rootView = view
            return registered
        }
        let host = UIHostingController(rootView: view)
        let registered = controller.register(CustomViewContent(hosting: host))
        (self.host, self.registered) = (host, registered)
        return registered
    }
}

/// Builds the binding's request around the hosted view, then runs the `.hud(isPresented:)` binding rules.
@MainActor
private struct CustomViewHUDModifier<Root: View>: ViewModifier {
    @Binding var isPresented: Bool
    let view: Root
    let status: String?
    let options: HUDOptions
    let controller: HUDController
    let onDisappear: (@MainActor @Sendable () -> Void)?
    @StateObject private var hosted = HostedCustomView<Root>()

    func body(content: Content) -> some View {
        // The hosted view is registered only while the HUD is asked for, and reused while it shows.
        let request = HUDContent(
            indicator: isPresented ? .customView(hosted.customView(showing: view, in: controller)) : .spinner,
            status: status, options: options)
        return content.hud(request, isPresented: $isPresented, controller: controller, onDisappear: onDisappear)
    }
}
#endif  // canImport(UIKit)
