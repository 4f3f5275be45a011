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

    /// The container moved into or out of its window, as ``HUDContainerWatch`` decided (or an item's HUD lost or
    /// found the view that displays its item). A pause keeps the presentation: its timers run, its completions, runs
    /// and followed `Progress` wait, and nothing is cancelled; only VoiceOver hears nothing from it and its focus is
    /// never taken meanwhile (``isPaused``, ``HUDVoiceOverGate``). A resume tells VoiceOver what the HUD shows now
    /// when something was held, and lets a show that waited for its view appear (the host lays the HUD out again
    /// itself).
    ///
    /// ```swift
    /// session.containerMoved(watch.movedToWindow(view.window != nil))
    /// ```
    public func containerMoved(_ decision: HUDContainerWatch.Decision) {
        switch decision {
        case .none: return
        case .pause: step { [self] in pauseVoiceOver() }
        case .resume:
            step { [self] in
                resumeVoiceOver()
                apply(.overlayAvailable)
            }
        }
    }
}
