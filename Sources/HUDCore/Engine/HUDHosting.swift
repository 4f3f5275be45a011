import Foundation

/// The host port: what the engine asks of the platform. HUDKit implements it with UIKit; tests implement it
/// with a recording fake and assert on the calls.
///
/// Every method is an order to carry out, never a question: the decisions were made in ``HUDPresenter``.
@MainActor
public protocol HUDHosting: AnyObject {
    /// Create the overlay (window or container view) and the HUD's views, still transparent.
    func installOverlay()
    /// Remove the overlay and release its window.
    func removeOverlay()
    /// Apply a frame of the HUD to the views and layers.
    func apply(_ render: HUDRenderDescription)
    /// Fade in with `transition`; call ``HUDEngine/send(_:)`` with ``HUDInput/fadeFinished(_:)`` when done.
    func fadeIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition)
    /// Fade out with `transition`; call ``HUDEngine/send(_:)`` with ``HUDInput/fadeFinished(_:)`` when done.
    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition)
    /// Post a notification (userInfo with the status only when it is non-nil).
    func post(_ notification: HUDNotification, status: String?)
    /// Make a VoiceOver announcement.
    func announce(_ announcement: HUDAnnouncement)
    /// Prepare the haptic generator.
    func prepareHaptics()
    /// Play a notification haptic.
    func playHaptic(_ haptic: HUDHaptic)
    /// Run the dismiss completion the host registered under `id`, then forget it.
    func runCompletion(_ id: HUDCompletionID)
    /// Run the current presentation's tap handler, if any.
    func handleTap()
}

/// The clock and timers the engine runs on: the main run loop on iOS, ``HUDManualScheduler`` in tests.
@MainActor
public protocol HUDScheduling: AnyObject {
    /// Seconds on a monotonic clock.
    var now: TimeInterval { get }
    /// Calls `action` once, `delay` seconds from now, unless `id` is cancelled first.
    func schedule(_ id: HUDTimerID, after delay: TimeInterval, action: @escaping @MainActor () -> Void)
    /// Cancels the timer `id`; cancelling an unknown or fired timer does nothing.
    func cancel(_ id: HUDTimerID)
}
