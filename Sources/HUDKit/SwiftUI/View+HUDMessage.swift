#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import Combine
import SwiftUI

@MainActor
extension View {
    /// Shows `message` as a toast in the messages lane
    /// (``HUD/showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)``) whenever it holds a new text,
    /// hides it when it goes back to `nil`, and sets it back to `nil` when the message ended by itself (after its
    /// time, tapped or swiped away, replaced, de-duplicated). Like every message it never touches the HUD.
    ///
    /// ```swift
    /// Button("Copy") {
    ///     UIPasteboard.general.string = link
    ///     copied = "Copied"
    /// }
    /// .hudMessage($copied, glyph: .success)
    /// ```
    /// - Parameters:
    ///   - message: The text of the message on screen.
    ///   - glyph: A glyph on the text's leading side. `nil` by default.
    ///   - id: De-duplicates. `nil` by default.
    ///   - policy: Queue or replace. `.queue` by default.
    ///   - swipeToHide: Whether a swipe on the pill hides it. `false` by default.
    ///   - options: Settings for the message. Empty options by default.
    ///   - controller: The controller whose lane shows the message. ``HUDController/shared`` by default.
    ///   - onTap: Runs on the main actor when the message is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when the message ended. `nil` by default.
    public func hudMessage(
        _ message: Binding<String?>, glyph: HUDMessageGlyph? = nil, id: String? = nil,
        policy: HUDMessagePolicy = .queue, swipeToHide: Bool = false, options: HUDOptions = HUDOptions(),
        controller: HUDController = .shared,
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> some View {
        modifier(
            HUDMessageModifier(
                text: message.wrappedValue, controller: controller,
                makeMessage: { text in
                    HUDMessage(
                        text, glyph: glyph.map(controller.messageImage), id: id, policy: policy,
                        swipeToHide: swipeToHide, options: options)
                },
                onTap: onTap, onDisappear: onDisappear, clearBinding: { message.wrappedValue = nil }))
    }
}

/// Feeds the binding's text to its HUDCore `HUDMessageBinding` when the view appears and whenever it changes.
@MainActor
private struct HUDMessageModifier: ViewModifier {
    let text: String?
    let controller: HUDController
    let makeMessage: @MainActor (String) -> HUDMessage
    let onTap: (@MainActor @Sendable () -> Void)?
    let onDisappear: (@MainActor @Sendable () -> Void)?
    let clearBinding: @MainActor () -> Void
    @StateObject private var model = MessageBindingModel()

    func body(content: Content) -> some View {
        content
            .onAppear { reconcile(text) }
            .onChange(of: text) { reconcile($0) }
    }

    private func reconcile(_ text: String?) {
        controller.prepareMessages()
        let binding = model.binding(messages: controller.messages, clearBinding: clearBinding)
        binding.reconcile(text, message: makeMessage, onTap: onTap, onDisappear: onDisappear)
    }
}

/// Keeps one modifier's `HUDMessageBinding` across body evaluations.
@MainActor
private final class MessageBindingModel: ObservableObject {
    private var binding: HUDMessageBinding?

    func binding(messages: HUDMessageSession, clearBinding: @escaping @MainActor () -> Void) -> HUDMessageBinding {
        if let binding {
            binding.configure(messages: messages, clearBinding: clearBinding)
            return binding
        }
        let made = HUDMessageBinding(messages: messages, clearBinding: clearBinding)
        binding = made
        return made
    }
}
#endif  // canImport(UIKit)
