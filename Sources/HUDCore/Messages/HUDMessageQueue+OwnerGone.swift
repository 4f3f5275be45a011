import Foundation

extension HUDMessageQueue {
    /// The owner went away: the message on screen (or waiting for a host) and every waiting one end as
    /// ``Ending/removed``, in that order, without a fade; every live timer is cancelled, a running fade is forgotten
    /// and the layer goes.
    mutating func ownerGone() {
        cancel(\.displayTimer)
        cancel(\.pauseTimer)
        fade = nil
        if let current { emit(.ended(current.ticket, .removed)) }
        current = nil
        for waiter in waiting { emit(.ended(waiter.ticket, .removed)) }
        waiting = []
        goIdle()
    }
}
