import Foundation

// A message shown in a view that leaves its window (a push, a tab switch) while the view lives on: its lane is away.
// A message is about now, so its time keeps running while its view is away: it ends on time, once, as if it had
// been seen, and never comes back stale with the view. Nothing waits on an animation in a view that is in no window
// (UIKit may never finish it): while away, every fade is over at once.
extension HUDMessageQueue {
    /// The lane's view left its window (`true`) or came back to one (`false`), as ``HUDContainerWatch`` decides.
    ///
    /// While away:
    /// - the message on screen keeps its display time and ends when it runs out (``Ending/disappeared``, its
    ///   `onDisappear` once), as do the messages after it, each in its turn;
    /// - a fade under way is over at once (a fade-in: the message is shown and its time starts; a fade-out: the
    ///   message ends), and each later fade is asked for with no duration and is over as soon as it is asked for;
    /// - nothing is announced: VoiceOver's user is elsewhere;
    /// - once nothing is on screen or waiting, the layer goes, as ever.
    ///
    /// Back in its window, the lane goes on from where it is: the message still in its time shows the rest of it.
    mutating func ownerMoved(away: Bool) {
        guard away != isAway else { return }
        isAway = away
        guard away, let fade else { return }
        fadeFinished(fade)
    }

    /// A fade's duration as asked for: none while away.
    func fadeDuration(_ duration: TimeInterval) -> TimeInterval {
        isAway ? 0 : duration
    }

    /// While away, a fade just asked for is over at once.
    mutating func finishFadeIfAway(_ id: HUDFadeID) {
        guard isAway else { return }
        fadeFinished(id)
    }

    /// Announces `entry` to VoiceOver, unless the lane is away.
    mutating func announce(_ entry: Entry) {
        guard !isAway else { return }
        emit(.announce(HUDAnnouncement(entry.message.content)))
    }
}
