import Foundation

extension HUDPresenter {
    /// Asks for a dismiss after `delay` seconds (negative or NaN: at once, infinite: only when a later call
    /// decides); the last call decides the time and whether the fade-out is animated (`nil` keeps the
    /// presentation's), so it replaces the auto-dismiss too, and `completion` joins the ones that run when the HUD
    /// is gone.
    mutating func dismiss(
        after delay: TimeInterval, completion: HUDCompletionID?, animated: Bool? = nil, now: TimeInterval
    ) {
        guard state.phase != .hidden else {
            if let completion { emit(.runCompletion(completion, .notShown)) }
            return
        }
        if let completion, !completions.contains(completion) { completions.append(completion) }
        guard state.phase != .disappearing else { return }
        dismissAnimation = animated
        let showsActivity = activityShown != nil
        closeActivities()
        cancel(\.autoDismissTimer)
        if delay > 0 {
            cancelDismissPlan()
            dismissPlan = .delayed(schedule(.delayedDismiss, after: delay))
        } else {
            dismissNow(now: now)
        }
        if showsActivity { dropFinishedActivityButton() }
    }

    /// The dismiss takes effect: cancels a pending show, holds for the minimum display time, or starts the
    /// fade-out. A clock behind `didAppear` counts as 0 s shown; a non-finite `now` or an infinite minimum display
    /// time never holds.
    mutating func dismissNow(now: TimeInterval) {
        switch state.phase {
        case .hidden, .disappearing:
            return
        case .gracePending, .awaitingOverlay:
            cancelPendingShow(.notShown)
        case .appearing, .visible:
            let shown = visibleSince.map { max(now - $0, 0) } ?? 0
            let minimum = effectiveAppearance.minimumDisplayTime
            let remaining = now.isFinite && minimum.isFinite ? minimum - shown : 0
            if remaining > 0 {
                cancelDismissPlan()
                let timer = state.phase == .visible ? schedule(.minimumDisplay, after: remaining) : nil
                dismissPlan = .held(timer)
            } else {
                beginFadeOut()
            }
        }
    }

    /// A show that has not appeared yet (grace period, no overlay) is cancelled: no event, the completions run,
    /// told `dismissal`.
    mutating func cancelPendingShow(_ dismissal: HUDDismissal) {
        cancelAllTimers()
        runCompletions(dismissal)
        becomeHidden()
    }

    /// Posts `willDisappear` and starts the fade-out; every timer stops.
    mutating func beginFadeOut() {
        cancelAllTimers()
        closeActivities()
        emit(.post(.willDisappear, status: state.content?.status))
        let id = nextFade()
        emit(.fadeOut(id, duration: fadeOutDuration))
        state.phase = .disappearing
        visibleSince = nil
    }

    /// The fade-out finished: the overlay goes, `didDisappear` is posted, the completions run.
    /// The completions hear `dismissal`: ``HUDDismissal/disappeared``, or ``HUDDismissal/removed`` when the
    /// container went away.
    mutating func finishDisappearing(_ dismissal: HUDDismissal = .disappeared) {
        emit(.removeOverlay)
        emit(.post(.didDisappear, status: state.content?.status))
        if hasAccessibilityFocus { emit(.restoreAccessibilityFocus) }
        runCompletions(dismissal)
        cancelAllTimers()
        becomeHidden()
    }

    /// A show supersedes the pending dismiss: its timer is cancelled and the completions collected so far run.
    mutating func supersedePendingDismiss() {
        cancelDismissPlan()
        dismissAnimation = nil
        runCompletions(.superseded)
    }

    /// Cancels the pending dismiss's timer; the collected completions stay.
    mutating func cancelDismissPlan() {
        if let timer = dismissPlan.timer { emit(.cancelTimer(timer)) }
        dismissPlan = .none
    }

    /// Runs every collected completion, in call order, telling each how its dismiss ended, and forgets them.
    mutating func runCompletions(_ dismissal: HUDDismissal) {
        for completion in completions { emit(.runCompletion(completion, dismissal)) }
        completions = []
    }

    /// Forgets the presentation (every timer must be cancelled already); the serial counter keeps counting.
    mutating func becomeHidden() {
        state = HUDState()
        fade = nil
        visibleSince = nil
        dismissPlan = .none
        dismissAnimation = nil
        completions = []
        activities = []
        activityShown = nil
        hasAccessibilityFocus = false
    }
}
