import Foundation

extension HUDMessageQueue {
    /// Which messages a hide takes away.
    public enum Selection: Hashable, Sendable {
        /// Every message with this id, on screen or waiting.
        case id(String)
        /// The message with this ticket.
        case ticket(HUDMessageTicket)
        /// Every message.
        case all
    }

    /// What happens to the lane.
    public enum Input: Hashable, Sendable {
        /// The app shows `message` under `ticket`.
        case show(HUDMessageTicket, HUDMessage)
        /// The app hides messages: waiting ones end at once, the one on screen fades out.
        case hide(Selection)
        /// A touch lifted on the bezel of the message on screen.
        case tapped
        /// A swipe on the bezel of the message on screen.
        case swiped
        /// The button of the message on screen was tapped.
        case buttonTapped
        /// A timer fired.
        case timerFired(HUDTimerID)
        /// A fade finished (or was interrupted).
        case fadeFinished(HUDFadeID)
        /// The host had nowhere to install the layer: the message waits, without effects, until
        /// ``hostAvailable``.
        case hostUnavailable
        /// Somewhere to install the layer appeared (a window scene connected).
        case hostAvailable
        /// The lane's owner went away (its controller was released, its view deallocated): every message ends.
        case ownerGone
        /// The lane's view left its window (`true`: a push, a tab switch; it lives on) or came back (`false`).
        case ownerMoved(away: Bool)
    }

    /// Why a message ended; its `onDisappear` runs once, with this reason for the tests.
    public enum Ending: String, Hashable, Sendable {
        /// It was shown and faded out.
        case disappeared
        /// A ``HUDMessagePolicy/replace`` message took its place.
        case replaced
        /// Its id was already on screen or waiting: it was never shown.
        case duplicate
        /// The queue was full (``HUDMessageQueue/capacity``): the oldest waiting message made room.
        case overflow
        /// The app hid it while it waited.
        case hidden
        /// Its owner went away (its controller was released, its view deallocated): it was removed at once.
        case removed
    }

    /// What the lane asks its host to do, in order.
    public enum Effect: Hashable, Sendable {
        /// Create the messages layer (its window, or its view in a container), still transparent.
        case install
        /// Remove the layer: no message is on screen or waiting.
        case remove
        /// Lay out and draw this message.
        case render(HUDMessageTicket, HUDMessage)
        /// Fade the message in (from where it is); report ``Input/fadeFinished(_:)``.
        case fadeIn(HUDFadeID, duration: TimeInterval)
        /// Fade the message out (from where it is); report ``Input/fadeFinished(_:)``.
        case fadeOut(HUDFadeID, duration: TimeInterval)
        /// Start a one-shot timer; report ``Input/timerFired(_:)``.
        case scheduleTimer(HUDTimerID, after: TimeInterval)
        /// Cancel a timer.
        case cancelTimer(HUDTimerID)
        /// Announce the message to VoiceOver (once per message).
        case announce(HUDAnnouncement)
        /// Run the tap handler of this message.
        case tapped(HUDMessageTicket)
        /// Run the button action of this message.
        case buttonTapped(HUDMessageTicket)
        /// This message ended: run its `onDisappear`.
        case ended(HUDMessageTicket, Ending)
    }
}
