import Foundation

/// What the presenter asks the host to do, in order.
@_spi(HUDEngine) public enum HUDEffect: Hashable, Sendable {
    /// Start a one-shot timer; report it with ``HUDInput/timerFired(_:)``.
    case scheduleTimer(HUDTimerID, after: TimeInterval)
    /// Cancel a timer (a late firing is ignored anyway).
    case cancelTimer(HUDTimerID)
    /// Create the overlay (window or container view) and the HUD's views.
    case installOverlay
    /// Remove the overlay and release its window.
    case removeOverlay
    /// Lay out and render this content (a full relayout).
    case render(HUDContent)
    /// Only the ring's `strokeEnd` changes: no relayout, no events.
    case updateProgress(Double)
    /// Fade the HUD in over `duration`; report ``HUDInput/fadeFinished(_:)``. From transparent, or from where the
    /// fade-out is when `reversing` (a show during the fade-out).
    case fadeIn(HUDFadeID, duration: TimeInterval, reversing: Bool)
    /// Fade the HUD out over `duration`; report ``HUDInput/fadeFinished(_:)``.
    case fadeOut(HUDFadeID, duration: TimeInterval)
    /// Post a notification with the status (HUDKit: `NotificationCenter`, userInfo only for a non-nil status).
    case post(HUDNotification, status: String?)
    /// Make a VoiceOver announcement (queued after what VoiceOver is saying).
    case announce(HUDAnnouncement)
    /// A HUD that blocks the app appeared: VoiceOver moves to it (a screen change), remembering where it was; the
    /// HUD's label is read then, so no announcement goes with it.
    case moveAccessibilityFocus
    /// The HUD that took VoiceOver's focus is gone: VoiceOver goes back to where it was.
    case restoreAccessibilityFocus
    /// Prepare the haptic generator (an image show may follow).
    case prepareHaptics
    /// Play a notification haptic.
    case haptic(HUDHaptic)
    /// Run the dismiss completion with this id, telling it how the dismiss ended; each id is run exactly once.
    case runCompletion(HUDCompletionID, HUDDismissal)
    /// The HUD was tapped (a touch-up inside, ``HUDTouch/Phase/upInside``) on its bezel or outside it; run the
    /// options' ``HUDOptions/onBezelTap`` or ``HUDOptions/onOutsideTap``.
    case tapped(HUDTouch)
    /// The button was tapped; run the action of the button on screen (``HUDState/content``'s).
    case buttonTapped
}

/// The notifications the HUD posts (HUDKit's `Notification.Name.hudWillAppear`, …).
@_spi(HUDEngine) public enum HUDNotification: String, CaseIterable, Hashable, Sendable {
    /// The fade-in starts.
    case willAppear
    /// The fade-in finished.
    case didAppear
    /// The fade-out starts.
    case willDisappear
    /// The fade-out finished and the overlay is gone.
    case didDisappear
    /// A touch-down on a blocking mask or on the bezel.
    case didReceiveTouchEvent
    /// A touch-down on the bezel.
    case didTouchDownInside
}

/// What VoiceOver announces, and reads as the HUD's label: its text, or, for a HUD without any, what it shows
/// (``HUDIndicator``'s `spoken` rule), which HUDKit puts into words.
@_spi(HUDEngine) public enum HUDAnnouncement: Hashable, Sendable {
    /// The status text (and the details).
    case status(String)
    /// The localized "Loading": a spinner or a progress without text.
    case loading
    /// The localized "Success": the success checkmark without text.
    case success
    /// The localized "Error": the error cross without text.
    case error
    /// The localized "Info": the info glyph without text.
    case info
    /// The app's image or view without text: its own accessibility label (HUDKit falls back to the localized
    /// "Image").
    case appContent(HUDAssetID)
    /// What the HUD says, then that it has a button with this title (HUDKit: the localized "…, Cancel, button"):
    /// announced when a HUD with a button appears without taking VoiceOver's focus, or a change brings a button,
    /// so that a listener knows it is there.
    indirect case withButton(HUDAnnouncement, title: String)
}

/// The notification haptics, as `UINotificationFeedbackGenerator.FeedbackType`.
@_spi(HUDEngine) public enum HUDHaptic: String, Hashable, Sendable {
    /// For ``HUDImage/success``.
    case success
    /// For ``HUDImage/error``.
    case error
    /// For ``HUDImage/info``.
    case warning
}
