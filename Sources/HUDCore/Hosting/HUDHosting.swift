import Foundation

/// The host port: what a ``HUDSession`` asks of the platform. HUDKit implements it with UIKit; tests implement it
/// with a recording fake and assert on the calls.
///
/// Every method is an order to carry out, never a question, with one answer: ``installOverlay()`` says whether there
/// was somewhere to install. The decisions were made in ``HUDPresenter`` and ``HUDSession``.
@MainActor
@_spi(HUDEngine) public protocol HUDHosting: AnyObject {
    /// Create the overlay (window or container view) and the HUD's views, still transparent.
    ///
    /// - Returns: `false` when there is nowhere to show the HUD yet (no window scene, no container); the
    ///   presentation then waits without any event until ``HUDSession/overlayBecameAvailable()``.
    func installOverlay() -> Bool
    /// Remove the overlay and release its window.
    func removeOverlay()
    /// Put the installed HUD where the host plan puts it now (``HUDHostPlan/destination(from:)``, with
    /// ``HUDSession/windowMode``) and bring it to the front there: an explicit show, `beginActivity` or run on a HUD
    /// already on screen (``HUDStacking/bringsToFront(_:showing:)``).
    func placeInFront()
    /// Apply a frame of the HUD: carry `changes` out on the HUD's views (``HUDPartChanges/apply(to:)``) and take
    /// the window-level facts (modality, window level) from `render`. The first frame after each
    /// ``installOverlay()`` sets every part, so a view kept from an earlier presentation shows nothing of it.
    func apply(_ render: HUDRenderDescription, changes: HUDPartChanges)
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
