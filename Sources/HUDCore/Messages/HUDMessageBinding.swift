/// The lane model of a SwiftUI message binding (`.hudMessage($text)`): it shows a message for each new text the
/// binding holds, hides it when the binding goes back to `nil`, and clears the binding only when that message
/// really ended (faded out after its time, was tapped or swiped away, replaced, de-duplicated, hidden by id), never
/// because the app's state changed.
///
/// ```swift
/// let binding = HUDMessageBinding(messages: messages) { copied = nil }
/// binding.reconcile("Copied", message: { HUDMessage($0) })
/// ```
@MainActor
package final class HUDMessageBinding {
    private weak var messages: HUDMessageSession?
    private var clearBinding: @MainActor () -> Void
    /// The text the binding holds and the message showing it.
    private var shown: (text: String, ticket: HUDMessageTicket)?

    /// Creates the model of one binding.
    ///
    /// - Parameters:
    ///   - messages: The lane the messages go to.
    ///   - clearBinding: Sets the binding to `nil`.
    public init(messages: HUDMessageSession, clearBinding: @escaping @MainActor () -> Void) {
        self.messages = messages
        self.clearBinding = clearBinding
    }

    /// The ticket of the message the binding's text is shown by; `nil` while none.
    public var ticket: HUDMessageTicket? { shown?.ticket }

    /// Takes the modifier's latest lane and binding setter.
    public func configure(messages: HUDMessageSession, clearBinding: @escaping @MainActor () -> Void) {
        self.messages = messages
        self.clearBinding = clearBinding
    }

    /// The binding holds `text` (on appearance and every change): a new text hides the previous message and shows
    /// one made by `message`; `nil` hides the message; the same text does nothing.
    ///
    /// - Parameters:
    ///   - text: The binding's value.
    ///   - message: Makes the message for a text.
    ///   - onTap: The message's tap handler. `nil` by default.
    ///   - onDisappear: Runs once when the message ended. `nil` by default.
    public func reconcile(
        _ text: String?, message: (String) -> HUDMessage, onTap: (@MainActor () -> Void)? = nil,
        onDisappear: (@MainActor () -> Void)? = nil
    ) {
        guard text != shown?.text else { return }
        if let previous = shown {
            shown = nil
            messages?.hide(previous.ticket)
        }
        guard let text, let messages else { return }
        let ticket = messages.show(message(text), onTap: onTap) { [weak self] in
            onDisappear?()
            self?.messageEnded()
        }
        // A duplicate ends at once, inside `show`: it is not shown, and the binding goes back to `nil`.
        if messages.queue.holds(ticket) {
            shown = (text, ticket)
        } else {
            clearBinding()
        }
    }

    /// A message of this binding ended: when it was the one showing the binding's text, the binding is cleared.
    private func messageEnded() {
        guard let shown, messages?.queue.holds(shown.ticket) != true else { return }
        self.shown = nil
        clearBinding()
    }
}
