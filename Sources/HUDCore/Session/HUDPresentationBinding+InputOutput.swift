extension HUDPresentationBinding {
    /// What happens to the binding or to its presentation.
    public enum Input: Hashable, Sendable {
        /// The binding holds `item` (for `isPresented`, `true`), to be shown as `content`; send it on every body
        /// evaluation, an unchanged value yields nothing.
        case requested(ItemID, content: HUDContent)
        /// The binding is `nil` (for `isPresented`, `false`).
        case notRequested
        /// The modified view went away (`onDisappear`: a tab switch, a push, a row scrolled off screen): its HUD is
        /// hidden and the binding is left as it is, because the app's operation goes on. The HUD follows the view's
        /// visibility; the binding follows the app's state.
        case viewDisappeared
        /// The modified view appeared again (`onAppear`): a HUD the binding still asks for is shown again. Send it
        /// after the binding's current value, so that a value changed while the view was away shows at once.
        case viewAppeared
        /// The controller carried out ``Output/show(_:_:)``; `presentation` is the id it gave the new presentation.
        case presented(HUDPresentationID)
        /// `presentation` is over: it faded out (tap, auto-dismiss, `HUD.dismiss()`, …) or was dismissed before
        /// it appeared.
        case presentationEnded(HUDPresentationID)
        /// Another show replaced `presentation` while the HUD stayed on screen.
        case superseded(HUDPresentationID)

        /// The input for a change the session reported: ``presentationEnded(_:)`` or ``superseded(_:)``.
        ///
        /// ```swift
        /// binding.handle(HUDPresentationBinding<Bool>.Input(.ended(HUDPresentationID(1))))
        /// // as binding.handle(.presentationEnded(presentation#1))
        /// ```
        public init(_ change: HUDSession.PresentationChange) {
            switch change {
            case .ended(let presentation): self = .presentationEnded(presentation)
            case .superseded(let presentation): self = .superseded(presentation)
            }
        }
    }

    /// What the controller must do.
    public enum Output: Hashable, Sendable {
        /// Start a new presentation of `content` for the item, then report it with ``Input/presented(_:)``.
        case show(ItemID, HUDContent)
        /// Show `content` in the running presentation (same item, new status or progress) without a new show.
        case update(HUDPresentationID, HUDContent)
        /// Dismiss this presentation, unless another one has replaced it.
        case dismiss(HUDPresentationID)
        /// Set the binding to `nil` (for `isPresented`, `false`): the HUD went away without it.
        case clearBinding
        /// Run the app's `onDisappear`: the presentation really ended, by itself, by another call or because the
        /// app changed the binding (never because the view went away). Once the HUD has faded out
        /// (`afterFadeOut`), or at once for a presentation another show replaced.
        case disappeared(afterFadeOut: Bool)
    }

    /// Where the machine is.
    public enum Phase: Hashable, Sendable {
        /// The binding requests nothing; nothing of this binding is on screen.
        case idle
        /// The binding requests `item`, shown by the presentation (`nil` until ``Input/presented(_:)``).
        case presenting(ItemID, HUDPresentationID?)
        /// The binding requests `item` while the view is away: nothing is on screen, and `item` shows again when
        /// the view appears (``Input/viewAppeared``).
        case waitingForView(ItemID)
        /// The HUD went away while the binding still held `item`; ``Output/clearBinding`` was sent, and `item`
        /// is not shown again until the value changes.
        case awaitingBindingClear(ItemID)
    }
}

extension HUDPresentationBinding.Input where ItemID == Bool {
    /// The input for an `isPresented` binding: ``requested(_:content:)`` with `true`, or ``notRequested``.
    ///
    /// ```swift
    /// binding.handle(.isPresented(isPresented, content: HUDContent(status: status)))
    /// ```
    public static func isPresented(_ isPresented: Bool, content: HUDContent) -> Self {
        isPresented ? .requested(true, content: content) : .notRequested
    }
}
