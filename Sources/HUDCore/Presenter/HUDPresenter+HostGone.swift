import Foundation

extension HUDPresenter {
    /// The container went away (``HUDInput/hostGone``): the HUD is removed at once, without a fade. Every timer is
    /// cancelled and every pending completion runs with ``HUDDismissal/removed``; an appearing or visible HUD posts `willDisappear` and
    /// `didDisappear`, one fading out only `didDisappear`, one still waiting nothing.
    mutating func hostGone() {
        switch state.phase {
        case .hidden:
            return
        case .gracePending, .awaitingOverlay:
            cancelPendingShow(.removed)
        case .appearing, .visible:
            cancelAllTimers()
            closeActivities()
            emit(.post(.willDisappear, status: state.content?.status))
            fade = nil
            finishDisappearing(.removed)
        case .disappearing:
            fade = nil
            finishDisappearing(.removed)
        }
    }
}
