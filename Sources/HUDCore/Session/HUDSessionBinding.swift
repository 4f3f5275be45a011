/// Runs a SwiftUI binding's ``HUDPresentationBinding`` machine against a ``HUDSession``: it shows, updates and
/// dismisses the one presentation the binding started, and asks for the binding to be cleared when that
/// presentation ends by any path (a tap, an auto-dismiss, `HUD.dismiss()`, another show). The app's `onDisappear`
/// runs when the machine says the presentation really ended, never because the view went away.
///
/// HUDKit's `.hud(isPresented:)` and `.hud(item:)` modifiers hold one, feeding the binding's value from `onAppear`,
/// `onChange` and `onDisappear`; tests drive the same object.
///
/// ```swift
/// let binding = HUDSessionBinding<Bool>()
/// binding.configure(session: session, onDisappear: nil) { isPresented = false }
/// binding.reconcile(.isPresented(true, content: HUDContent(status: "Saving…")))
/// ```
@MainActor
package final class HUDSessionBinding<ItemID: Hashable & Sendable> {
    /// The machine; compare its phase in tests.
    public private(set) var machine = HUDPresentationBinding<ItemID>()
    private var session: HUDSession?
    private var onDisappear: (@MainActor () -> Void)?
    private var clearBinding: (@MainActor () -> Void)?
    /// The session that shows this binding's presentation; `nil` before the first show.
    private var presenting: HUDSession?
    /// Called with every output of the machine, just before it is carried out, for the tests. `nil` by default.
    package var outputObserver: (@MainActor (HUDPresentationBinding<ItemID>.Output) -> Void)?

    /// Creates a binding runner that shows nothing.
    public init() {}

    /// Takes the modifier's latest session, tap and disappear handlers and binding; used from the next show on.
    /// `onDisappear` runs once per presentation the binding shows, when its HUD has disappeared (see
    /// ``HUDSession/endHandler(onDisappear:)``), after the binding was cleared.
    public func configure(
        session: HUDSession, onDisappear: (@MainActor () -> Void)?,
        clearBinding: @escaping @MainActor () -> Void
    ) {
        self.session = session
        self.onDisappear = onDisappear
        self.clearBinding = clearBinding
    }

    /// Feeds one input to the machine and carries out what it answers, in order.
    public func reconcile(_ input: HUDPresentationBinding<ItemID>.Input) {
        for output in machine.handle(input) {
            perform(output)
        }
    }

    private func perform(_ output: HUDPresentationBinding<ItemID>.Output) {
        outputObserver?(output)
        switch output {
        case .show(_, let content):
            guard let session else { return }
            presenting = session
            let presentation = session.show(content) { [weak self] change in
                self?.reconcile(HUDPresentationBinding<ItemID>.Input(change))
            }
            reconcile(.presented(presentation))
        case .update(let presentation, let content):
            presenting?.update(presentation, to: content)
        case .dismiss(let presentation):
            presenting?.dismiss(presentation)
        case .clearBinding:
            clearBinding?()
        case .disappeared(let afterFadeOut):
            guard let onDisappear else { return }
            guard afterFadeOut, let presenting else { return onDisappear() }
            presenting.runOnceHidden(onDisappear)
        }
    }
}
