extension HUDInput {
    /// Whether this input is a show the app asked for, which begins a new presentation
    /// (``HUDSession/currentPresentation``): a ``show(_:status:options:)`` or a
    /// ``beginActivity(_:status:options:)``.
    ///
    /// ```swift
    /// HUDInput.popActivity.startsPresentation // false
    /// ```
    public var startsPresentation: Bool {
        switch self {
        case .show, .beginActivity: true
        case .setStatus, .update, .setProgress, .dismiss, .popActivity, .endActivity, .timerFired, .fadeFinished,
            .touch,
            .buttonTapped, .overlayUnavailable, .overlayAvailable, .hostGone:
            false
        }
    }
}
