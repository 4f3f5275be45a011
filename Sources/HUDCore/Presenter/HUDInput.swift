import Foundation

/// Everything that can happen to the HUD: calls from the app and reports from the host.
///
/// ## Activity counting
/// Shows and dismisses balance by reference counting (``HUDState/activityCount``, never negative):
/// - a ``HUDIndicator/spinner`` or ``HUDIndicator/none`` (text only) show +1; a progress show +1 only when the HUD
///   does not already show a counted progress ring (a run of progress updates counts once); an image or the app's
///   view sets it to 0;
/// - ``popActivity`` −1 (never below 0); at 0, with no scoped activity open, the HUD dismisses at once; with some
///   open, the pop that balances the last show gives the HUD back to the most recent activity's spinner;
/// - every ``dismiss(delay:completion:)`` (and the fade-out of an auto-dismiss or a tap) sets it to 0 and closes
///   every scoped activity.
///
/// Scoped activities (``beginActivity(_:status:options:)``/``endActivity(_:)``) let concurrent operations share the
/// HUD: it stays while any is open. Each keeps its own content (its status and options: details, a button, a mask,
/// a style), and the HUD's status changes while it shows an activity's spinner become that activity's. Beginning
/// one shows its spinner without touching the count; when one ends while others stay open and the HUD showed its
/// spinner, the most recently begun one's own content is shown, so the button on screen is always an open
/// activity's and a finished activity's button never shows again; when the last ends and the count is 0, the HUD
/// dismisses, and while shows still hold it (count above 0) the HUD goes back to what the last show showed. An image (or a show with a `duration` option)
/// shown while activities are open still auto-dismisses, but instead of hiding it goes back to the most recent
/// activity's spinner; the count goes to 0 all the same.
///
/// ```swift
/// presenter.handle(.beginActivity(HUDActivityID(1), status: "Syncing"), now: 0)
/// presenter.handle(.endActivity(HUDActivityID(1)), now: 2) // the last one: dismisses
/// ```
@_spi(HUDEngine) public enum HUDInput: Hashable, Sendable {
    /// Shows `indicator` with `status` (SVProgressHUD's `show…` calls); see ``HUDPresenter`` for the rules. It
    /// supersedes any pending dismiss, whose completions run at once.
    case show(HUDIndicator, status: String?, options: HUDOptions = HUDOptions())
    /// Changes the status of the current presentation (`setStatus`); ignored while hidden or when unchanged.
    /// Re-renders the HUD on screen and announces the new status unless it is fading out; during the grace period
    /// it only changes what will appear. Pending dismisses and the auto-dismiss keep their times.
    case setStatus(String?)
    /// Changes what the current presentation shows, keeping its options: the next frame of a followed progress, a
    /// binding's new progress. Like ``setStatus(_:)`` it is not a show: the activity count, pending dismisses, the
    /// auto-dismiss and a fade-out go on as they were, so a late frame can never keep a dismissed HUD. Ignored while
    /// hidden; only an ``HUDEffect/updateProgress(_:)`` when nothing but the ring's fraction changes; during the
    /// grace period it only changes what will appear. An image that replaces another indicator this way plays no
    /// haptic, but dismisses itself after its display duration, counted from the update.
    /// A `progressStyle` restyles the presentation's progress in place (a mode switch between the pie, the annular
    /// ring and the bar); `nil`, the default, keeps it.
    case update(HUDIndicator, status: String?, progressStyle: HUDProgressStyle? = nil)
    /// Sets the progress of what the current presentation shows, as ``HUDContent/setProgress(_:)`` does: a
    /// determinate indicator moves to `fraction` (a followed `Progress`'s frame that moves only the fraction, or one
    /// followed in place); another mode, the status and the options stay. Not a show, like
    /// ``update(_:status:progressStyle:)``: only an ``HUDEffect/updateProgress(_:)`` while the HUD is on screen,
    /// nothing while hidden. A negative or non-finite fraction turns the ring into the spinner, as an
    /// ``update(_:status:progressStyle:)`` to it does.
    case setProgress(Double)
    /// Dismisses after `delay` seconds (negative or NaN: at once; `.infinity`: not by itself, a later call decides)
    /// and then runs `completion`, exactly once: when the HUD has disappeared, at once when it is hidden already,
    /// or when a show supersedes the dismiss. The last call decides the time: a dismiss replaces the auto-dismiss of
    /// an image shown before it, and a show replaces a pending dismiss. `animated` decides the fade-out at hide time
    /// (MBProgressHUD's `hideAnimated:`): `false` removes the HUD without a fade, `true` fades it out with the
    /// appearance's fade-out even when it was shown with `HUDOptions.animated` `false`, `nil` (the default) keeps
    /// what the presentation's options say; the last dismiss asked for decides, and a show forgets it. A dismiss
    /// while the HUD fades out already only adds its completion.
    case dismiss(delay: TimeInterval, completion: HUDCompletionID?, animated: Bool? = nil)
    /// Balances one indefinite show; the HUD dismisses when the count reaches zero and no activity is open.
    case popActivity
    /// Opens a scoped activity: shows the spinner with `status` and the activity's own `options` (details, a
    /// button, a mask, a style…; a `duration` is ignored: the spinner lasts as long as the activity) and holds the
    /// HUD until the activity ends. The activity keeps its content: when a later one ends, the HUD shows this one's
    /// spinner, status and options again. Empty options by default.
    case beginActivity(HUDActivityID, status: String?, options: HUDOptions = HUDOptions())
    /// Ends a scoped activity; ending one twice, or one a `dismiss` already closed, does nothing.
    case endActivity(HUDActivityID)
    /// A timer the presenter scheduled has fired.
    case timerFired(HUDTimerID)
    /// A fade the presenter started has finished.
    case fadeFinished(HUDFadeID)
    /// The host could not install the overlay for the appearance that just began (no window scene): the appearance
    /// is taken back (the session drops its remaining effects) and the show waits in
    /// ``HUDState/Phase/awaitingOverlay``, with no event. Ignored in any other phase than appearing.
    case overlayUnavailable
    /// Somewhere to show the HUD may exist now (a scene connected or became active): a show waiting in
    /// ``HUDState/Phase/awaitingOverlay`` tries to appear again. Ignored in every other phase.
    case overlayAvailable
    /// The HUD's container went away (its view left the window or was deallocated): the HUD is removed at once,
    /// without a fade and without touching the views again. Every timer is cancelled and every pending completion
    /// runs, once. A HUD that was appearing or visible posts `willDisappear` then `didDisappear` (one that was fading
    /// out only `didDisappear`), so every observer's `willAppear` stays balanced; one that was still waiting (grace
    /// period, no overlay) posts nothing. Ignored while hidden.
    case hostGone
    /// A touch on the mask or the bezel, as ``HUDRenderDescription/hitTest(_:bezelOffset:scale:)`` classified it; only a HUD that is
    /// appearing or visible reacts. A ``HUDTouch/Phase/down`` posts the touch notifications; an
    /// ``HUDTouch/Phase/upInside`` is a tap: ``HUDEffect/tapped`` and, with ``HUDOptions/dismissOnTap``, a dismiss.
    case touch(HUDTouch, phase: HUDTouch.Phase)
    /// A touch-up inside the button (``HUDOptions/button``); only a HUD that is appearing or visible and shows a
    /// button reacts, with ``HUDEffect/buttonTapped``.
    case buttonTapped
}
