import Foundation

/// VoiceOver announcements of a HUD on screen, throttled: a HUD that appears is announced at once (or VoiceOver
/// moves to it), and so is a change of what it shows (the spinner becoming a checkmark: the outcome is never held
/// back). A change of the text alone is announced at most once every ``announcementInterval`` seconds after the
/// announcement before: a change inside that interval waits for its end, and only the latest text is announced
/// then, so a status that changes with every percent of a `Progress` is read every two seconds, never queued up
/// behind itself. A change back to the text last announced cancels the waiting one; nothing is announced while the
/// HUD fades out or after it has gone.
extension HUDPresenter {
    /// The shortest time between two announcements of one HUD on screen: `2` seconds.
    public static let announcementInterval: TimeInterval = 2

    /// The HUD appeared with `announcement` (announced, or read by VoiceOver as it moved to the HUD): the
    /// interval starts now.
    mutating func didAnnounceAppearance(_ announcement: HUDAnnouncement) {
        pendingAnnouncement = nil
        cancel(\.announcementTimer)
        lastAnnouncement = (announcement, clock)
    }

    /// What the HUD says changed to `latest`: announce it now when it shows something new (`isNewKind`) or the
    /// interval since the last announcement has passed, else when that interval ends.
    mutating func announceChange(to latest: HUDAnnouncement, isNewKind: Bool) {
        if isNewKind {
            pendingAnnouncement = nil
            cancel(\.announcementTimer)
            guard latest != lastAnnouncement?.announcement else { return }
            emit(.announce(latest))
            lastAnnouncement = (latest, clock)
            return
        }
        guard latest != (pendingAnnouncement ?? lastAnnouncement?.announcement) else { return }
        if latest == lastAnnouncement?.announcement {
            pendingAnnouncement = nil
            cancel(\.announcementTimer)
            return
        }
        guard let last = lastAnnouncement, clock - last.time < Self.announcementInterval else {
            emit(.announce(latest))
            lastAnnouncement = (latest, clock)
            return
        }
        pendingAnnouncement = latest
        if announcementTimer == nil {
            announcementTimer = schedule(.announcement, after: last.time + Self.announcementInterval - clock)
        }
    }

    /// The interval ended: the latest waiting text is announced, if the HUD is still on screen.
    mutating func announcementTimerFired() {
        announcementTimer = nil
        guard let pending = pendingAnnouncement else { return }
        pendingAnnouncement = nil
        guard state.isVisible, state.phase != .disappearing else { return }
        emit(.announce(pending))
        lastAnnouncement = (pending, clock)
    }

    /// The HUD stops speaking: fading out, gone, or its appearance cancelled.
    mutating func stopAnnouncements() {
        cancel(\.announcementTimer)
        pendingAnnouncement = nil
        lastAnnouncement = nil
    }
}
