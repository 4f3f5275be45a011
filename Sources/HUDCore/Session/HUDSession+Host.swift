import Foundation

// The container of a HUD shown in a view can go away: the view leaves its window or is deallocated. The session
// then removes the HUD for good, in one step, without ever touching the host's views again through a fade.
extension HUDSession {
    /// The HUD's container went away: the HUD is removed at once (``HUDInput/hostGone``). Every timer is cancelled,
    /// so none fires into a dead view; every pending dismiss completion runs once with
    /// ``HUDDismissal/removed``; the current presentation ends (a SwiftUI binding is cleared, a followed
    /// `Progress` stops); the app's content is released. Nothing happens while the HUD is hidden.
    ///
    /// ```swift
    /// session.hostGone() // from the container's tracker, when the view left its window
    /// ```
    public func hostGone() {
        step { [self] in
            tracker.close()
            stopFollowingProgress()
            apply(.hostGone)
        }
    }
}
