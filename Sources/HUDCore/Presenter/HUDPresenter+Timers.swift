import Foundation

extension HUDPresenter {
    /// Applies a timer's firing; one that is not live does nothing.
    mutating func timerFired(_ id: HUDTimerID, now: TimeInterval) {
        if id == graceTimer {
            graceTimer = nil
            if state.phase == .gracePending { appearCurrent() }
        } else if id == autoDismissTimer {
            autoDismissTimer = nil
            autoDismiss(now: now)
        } else if case .delayed(id) = dismissPlan {
            dismissPlan = .none
            dismissNow(now: now)
        } else if case .held(id) = dismissPlan {
            dismissPlan = .none
            beginFadeOut()
        } else if id == announcementTimer {
            announcementTimerFired()
        }
    }

    /// Applies the end of a fade; one that is not live does nothing.
    mutating func fadeFinished(_ id: HUDFadeID, now: TimeInterval) {
        guard id == fade else { return }
        fade = nil
        switch state.phase {
        case .appearing:
            state.phase = .visible
            visibleSince = now
            emit(.post(.didAppear, status: state.content?.status))
            if case .held = dismissPlan { dismissNow(now: now) }
            if state.phase == .visible { scheduleAutoDismissIfNeeded() }
        case .disappearing:
            finishDisappearing()
        case .hidden, .gracePending, .awaitingOverlay, .visible:
            break
        }
    }

    /// Schedules the auto-dismiss of an image HUD, or of any presentation with a `duration` option, replacing a
    /// live one. None while a dismiss the app asked for is pending (the last call decides), for an infinite duration,
    /// or under an infinite minimum display time (the HUD then never leaves by itself).
    mutating func scheduleAutoDismissIfNeeded() {
        cancel(\.autoDismissTimer)
        guard let content = state.content, dismissPlan == .none else { return }
        let duration = content.options.duration
        guard duration != nil || content.indicator.rules.dismissesItself else { return }
        let appearance = effectiveAppearance
        guard appearance.minimumDisplayTime.isFinite else { return }
        autoDismissTimer = schedule(.autoDismiss, after: duration ?? appearance.displayDuration(for: content.status))
    }

    /// Emits `.scheduleTimer` and returns the new live id; a non-finite delay schedules nothing (it would never
    /// fire) and returns `nil`. A negative or NaN delay counts as 0.
    mutating func schedule(_ kind: HUDTimerID.Kind, after delay: TimeInterval) -> HUDTimerID? {
        guard !delay.isInfinite else { return nil }
        lastSerial &+= 1
        let id = HUDTimerID(kind: kind, serial: lastSerial)
        emit(.scheduleTimer(id, after: delay > 0 ? delay : 0))
        return id
    }

    /// A new fade id; the previous fade's finish becomes stale.
    mutating func nextFade() -> HUDFadeID {
        lastSerial &+= 1
        let id = HUDFadeID(serial: lastSerial)
        fade = id
        return id
    }

    /// Emits `.cancelTimer` for the live timer stored at `timer` and clears it.
    mutating func cancel(_ timer: WritableKeyPath<HUDPresenter, HUDTimerID?>) {
        guard let id = self[keyPath: timer] else { return }
        emit(.cancelTimer(id))
        self[keyPath: timer] = nil
    }

    /// Cancels every live timer: the grace timer, the auto-dismiss, then the pending dismiss's.
    mutating func cancelAllTimers() {
        cancel(\.graceTimer)
        cancel(\.autoDismissTimer)
        cancelDismissPlan()
        stopAnnouncements()
    }
}
