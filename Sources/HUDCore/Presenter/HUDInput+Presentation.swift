extension HUDInput {
    /// The button of a show's options; `nil` for other inputs.
    var button: HUDButton? {
        guard case .show(_, _, let options) = self else { return nil }
        return options.button
    }

    /// Whether this input is a show the app asked for, which begins a new presentation
    /// (``HUDPresentationTracker/begin()``): a ``show(_:status:options:)`` or a
    /// ``beginActivity(_:status:)``.
    ///
    /// ```swift
    /// HUDInput.popActivity.startsPresentation // false
    /// ```
    public var startsPresentation: Bool {
        switch self {
        case .show, .beginActivity: true
        case .setStatus, .update, .dismiss, .popActivity, .endActivity, .timerFired, .fadeFinished, .touch,
            .buttonTapped, .overlayUnavailable, .overlayAvailable, .hostGone:
            false
        }
    }
}
