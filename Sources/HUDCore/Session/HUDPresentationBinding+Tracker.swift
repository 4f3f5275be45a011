extension HUDPresentationBinding.Input {
    /// The binding's input for a change the controller's ``HUDPresentationTracker`` reported:
    /// ``presentationEnded(_:)`` or ``superseded(_:)``.
    ///
    /// ```swift
    /// binding.handle(HUDPresentationBinding<Bool>.Input(.ended(HUDPresentationID(1))))
    /// // as binding.handle(.presentationEnded(presentation#1))
    /// ```
    public init(_ change: HUDPresentationTracker.Change) {
        switch change {
        case .ended(let presentation): self = .presentationEnded(presentation)
        case .superseded(let presentation): self = .superseded(presentation)
        }
    }
}
