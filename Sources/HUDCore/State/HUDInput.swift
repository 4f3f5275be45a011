import Foundation

/// Everything that can happen to the HUD: calls from the app and reports from the host.
public enum HUDInput: Hashable, Sendable {
    /// Shows `indicator` with `status` (SVProgressHUD's `show…` calls); see ``HUDPresenter`` for the rules.
    case show(HUDIndicator, status: String?, options: HUDOptions = HUDOptions())
    /// Changes the status of the current presentation (`setStatus`); ignored while hidden.
    case setStatus(String?)
    /// Dismisses after `delay` seconds (negative or NaN: at once) and then runs `completion`.
    case dismiss(delay: TimeInterval, completion: HUDCompletionID?)
    /// Balances one indefinite show; the HUD dismisses when the count reaches zero and no activity is open.
    case popActivity
    /// Opens a scoped activity: shows the spinner with `status` and holds the HUD until the activity ends.
    case beginActivity(HUDActivityID, status: String?)
    /// Ends a scoped activity; ending one twice, or one a `dismiss` already closed, does nothing.
    case endActivity(HUDActivityID)
    /// A timer the presenter scheduled has fired.
    case timerFired(HUDTimerID)
    /// A fade the presenter started has finished.
    case fadeFinished(HUDFadeID)
    /// A touch-down on the mask or the bezel, as ``HUDRenderDescription/hitTest(_:)`` classified it.
    case touch(HUDTouch)
}

/// Where a touch landed.
public enum HUDTouch: Hashable, Sendable {
    /// On the mask, outside the bezel (only possible with a blocking mask).
    case mask
    /// On the bezel.
    case bezel
}
