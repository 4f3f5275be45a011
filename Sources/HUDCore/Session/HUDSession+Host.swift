import Foundation

// The container of a HUD shown in a view can leave its window for a while (a pause: nothing ends) or go away for good
// (deallocated or emptied): the session then removes the HUD, in one step, without ever touching the host's views
// again through a fade.
extension HUDSession {
    /// The HUD's container went away: the HUD is removed at once (``HUDInput/hostGone``). Every timer is cancelled,
    /// so none fires into a dead view; every pending dismiss completion runs once with
    /// ``HUDDismissal/removed``; the current presentation ends (a SwiftUI binding is cleared, a followed
    /// `Progress` stops); the app's content is released. Nothing happens while the HUD is hidden.
    ///
    /// ```swift
    /// session.hostGone() // from the container's tracker, when the view was deallocated or emptied
    /// ```
    public func hostGone() {
        step { [self] in
            presentations.close()
            stopFollowingProgress()
            apply(.hostGone)
        }
    }

    /// The container moved into or out of its window, as ``HUDContainerWatch`` decided. A pause changes nothing:
    /// the presentation is kept, its timers run, its completions, runs and followed `Progress` wait, and nothing is
    /// cancelled. A resume lets a show that waited for its view appear (the host lays the HUD out again itself).
    ///
    /// ```swift
    /// session.containerMoved(watch.movedToWindow(view.window != nil))
    /// ```
    public func containerMoved(_ decision: HUDContainerWatch.Decision) {
        switch decision {
        case .none, .pause: return
        case .resume: overlayBecameAvailable()
        }
    }
}
