import Foundation

/// The host port: what a ``HUDSession`` asks of the platform. HUDKit implements it with UIKit; tests implement it
/// with a recording fake and assert on the calls.
///
/// Every method is an order to carry out, never a question, with two answers: ``installOverlay(over:)`` and
/// ``placeInFront(over:)`` return the container's environment where they put the HUD, instead of the host writing it
/// into the session while the session steps; the host's reports (a finished fade, a layout or scene change, a
/// touch) are steps of their own.
/// The decisions were made in ``HUDPresenter`` and ``HUDSession``.
@MainActor
@_spi(HUDEngine) public protocol HUDHosting: AnyObject {
    /// Create the overlay (window or container view) and the HUD's views, still transparent.
    ///
    /// - Parameter environment: The session's environment, which the host updates with what it reads of the
    ///   container (the fields it does not know stay as they are).
    /// - Returns: The environment of the container the HUD was installed in (its bounds, safe area, keyboard,
    ///   traits and accessibility settings), which the session lays out the very first frame in; `nil` when there
    ///   is nowhere to show the HUD yet (no window scene, no container): the presentation then waits without any
    ///   event until ``HUDSession/overlayBecameAvailable()``.
    func installOverlay(over environment: HUDEnvironment) -> HUDEnvironment?
    /// Remove the overlay and release its window.
    func removeOverlay()
    /// Put the installed HUD where the host plan puts it now (``HUDHostPlan/destination(from:)``, with
    /// ``HUDSession/windowMode``) and bring it to the front there: an explicit show, `beginActivity` or run on a HUD
    /// already on screen (``HUDStacking/bringsToFront(_:showing:)``).
    ///
    /// - Parameter environment: The session's environment, as for ``installOverlay(over:)``.
    /// - Returns: The environment of the container the HUD is in now, when it moved; `nil` when it stayed.
    func placeInFront(over environment: HUDEnvironment) -> HUDEnvironment?
    /// Apply a frame of the HUD: carry `changes` out on the HUD's views (``HUDPartChanges/apply(_:to:)``) and take
    /// the window-level facts (modality, window level) from `render`. The first frame after each
    /// ``installOverlay(over:)`` sets every part, so a view kept from an earlier presentation shows nothing of it.
    func apply(_ render: HUDRenderDescription, changes: HUDPartChanges)
    /// Move the progress of the frame last applied to `fraction`, in place: a progress tick, which changes nothing
    /// else. ``HUDRenderDescription/tick(to:)`` on the host's copy of that frame gives the part changes to carry out
    /// (the indicator, and its accessibility value when the percentage changed); ``HUDSession/render`` has moved the
    /// same way, so no frame is copied on a tick.
    func moveProgress(to fraction: Double)
    /// Fade in with `transition`, from transparent, or from where a fade-out was when `reversing` is `true`; report
    /// ``HUDSession/fadeFinished(_:)`` when done.
    func fadeIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition, reversing: Bool)
    /// Fade out with `transition`; report ``HUDSession/fadeFinished(_:)`` when done.
    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition)
    /// Post a notification (userInfo with the status only when it is non-nil).
    func post(_ notification: HUDNotification, status: String?)
    /// Make a VoiceOver announcement.
    func announce(_ announcement: HUDAnnouncement)
    /// Move VoiceOver to the HUD (a screen change), remembering the element it was on.
    func moveAccessibilityFocus()
    /// Move VoiceOver back to the element it was on before ``moveAccessibilityFocus()``.
    func restoreAccessibilityFocus()
    /// Prepare the haptic generator.
    func prepareHaptics()
    /// Play a notification haptic.
    func playHaptic(_ haptic: HUDHaptic)
    /// Stop observing the `Progress` that `presentation` follows: it ended, was superseded or is being dismissed.
    func endProgressObservation(of presentation: HUDPresentationID)
    /// Forget the app's content kept under `id`: no presentation and no frame on screen uses it any more.
    func releaseContent(_ id: HUDAssetID)
}

/// The clock and timers a session runs on: the main run loop on iOS, ``HUDManualScheduler`` in tests.
@MainActor
@_spi(HUDEngine) public protocol HUDScheduling: AnyObject {
    /// Seconds on a monotonic clock.
    var now: TimeInterval { get }
    /// Calls `action` once, `delay` seconds from now, unless `id` is cancelled first.
    func schedule(_ id: HUDTimerID, after delay: TimeInterval, action: @escaping @MainActor () -> Void)
    /// Cancels the timer `id`; cancelling an unknown or fired timer does nothing.
    func cancel(_ id: HUDTimerID)
}
