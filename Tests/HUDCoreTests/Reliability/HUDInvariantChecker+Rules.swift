import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// The rules of each input, checked against a small model of their own rather than against the presenter's code.
extension HUDInvariantChecker {
    /// Checks what `input` did: `before` and `after` are the presenter around it, which gave `effects`.
    mutating func checkRules(_ input: HUDInput, before: HUDPresenter, effects: [HUDEffect], after: HUDPresenter) {
        checkSupersede(input, before: before, effects: effects, after: after)
        checkCount(input, before: before, after: after)
        checkGrace(input, before: before, effects: effects, after: after)
        checkFades(effects, removingHost: input == .hostGone)
        checkEndsByItself(after)
        checkTouch(input, effects: effects)
    }

    /// Only a touch-down posts the touch notifications, and only a touch-up inside taps.
    private mutating func checkTouch(_ input: HUDInput, effects: [HUDEffect]) {
        let taps = effects.contains { if case .tapped = $0 { true } else { false } }
        let posts = effects.events.contains { $0 == .didReceiveTouchEvent || $0 == .didTouchDownInside }
        switch input {
        case .touch(_, .down): if taps { fail("a touch-down tapped: \(effects)") }
        case .touch(_, .upInside): if posts { fail("a touch-up posted a touch-down event: \(effects)") }
        default: if taps || posts { fail("\(input) tapped or posted a touch event: \(effects)") }
        }
    }

    /// Only a show supersedes a pending dismiss, and it always does, running the completions first; nothing else
    /// runs a completion while the HUD stays.
    private mutating func checkSupersede(
        _ input: HUDInput, before: HUDPresenter, effects: [HUDEffect], after: HUDPresenter
    ) {
        let phase = after.state.phase
        let gone = phase == .hidden || phase == .disappearing
        let runs = effects.filter { if case .runCompletion = $0 { true } else { false } }
        if input.startsPresentation {
            if after.dismissPlan != .none || !after.pendingCompletions.isEmpty {
                fail("\(input) did not supersede the pending dismiss \(after.dismissPlan)")
            }
            if gone { fail("\(input) left the HUD \(phase)") }
            let ownEffects = effects.drop { effect in
                switch effect {
                case .cancelTimer, .runCompletion: true
                default: false
                }
            }
            if ownEffects.contains(where: runs.contains) { fail("\(input) ran completions after its own effects") }
        } else {
            if before.dismissPlan != .none, after.dismissPlan == .none, !gone {
                fail("\(input) dropped the pending dismiss \(before.dismissPlan)")
            }
            if !runs.isEmpty, phase != .hidden { fail("\(input) ran \(runs) while the HUD stays") }
        }
        if after.dismissPlan != .none, after.state.activityCount != 0 || !after.state.openActivities.isEmpty {
            fail("a dismiss is pending with the count at \(after.state.activityCount)")
        }
    }

    /// The activity count and the open activities after `input`: a show and a pop by HUDCore's counting rules
    /// (``HUDActivityCounting``, the presenter's own), every path that ends the HUD back to 0.
    private mutating func checkCount(_ input: HUDInput, before: HUDPresenter, after: HUDPresenter) {
        let count = before.state.activityCount
        let onScreen = before.state.phase == .appearing || before.state.phase == .visible
        var expected = count
        var open = before.state.openActivities
        switch input {
        case .show(let indicator, _, _):
            expected = HUDActivityCounting.count(afterShowing: indicator, over: before.state.content, count: count)
        case .popActivity:
            expected = HUDActivityCounting.count(afterPop: count)
        case .dismiss:
            expected = 0
            open = []
        case .touch(_, .upInside) where onScreen && before.state.content?.options.dismissOnTap == true:
            expected = 0
            open = []
        case .timerFired(let id) where id.kind == .autoDismiss && before.liveTimers.contains(id):
            expected = 0
        case .beginActivity(let id, _, _):
            open.insert(id)
        case .endActivity(let id):
            open.remove(id)
        default:
            break
        }
        if after.state.phase == .hidden || after.state.phase == .disappearing {
            (expected, open) = (0, [])
        }
        if after.state.activityCount != expected {
            fail("\(input) took the count from \(count) to \(after.state.activityCount), not \(expected)")
        }
        if after.state.openActivities != open {
            fail("\(input) left activities \(after.state.openActivities) open, not \(open)")
        }
    }

    /// A show from hidden waits for the grace time with nothing but its timer; a dismiss in the grace period
    /// cancels the show, and a show cancelled in its grace period posts nothing.
    private mutating func checkGrace(
        _ input: HUDInput, before: HUDPresenter, effects: [HUDEffect], after: HUDPresenter
    ) {
        let grace = before.appearance.sanitized.graceTimeInterval
        if before.state.phase == .hidden, input.startsPresentation, grace > 0 {
            // An infinite grace time waits with no timer: nothing could fire it.
            let timers: [HUDTimerID.Kind] = grace.isInfinite ? [] : [.grace]
            let waits = effects.count == timers.count && effects.scheduled.map(\.kind) == timers
            if after.state.phase != .gracePending || !waits { fail("\(input) did not wait \(grace) s: \(effects)") }
        }
        guard before.state.phase == .gracePending else { return }
        if case .dismiss(let delay, _, _) = input, !(delay > 0), after.state.phase != .hidden {
            fail("a dismiss in the grace period left the HUD \(after.state.phase)")
        }
        if after.state.phase == .hidden, !effects.events.isEmpty {
            fail("a show cancelled in its grace period posted \(effects.events)")
        }
    }

    /// `willAppear` comes with its `fadeIn`, `willDisappear` with its `fadeOut`, right after it; when the container
    /// goes away, `willDisappear` comes with the overlay's removal instead, and nothing fades.
    private mutating func checkFades(_ effects: [HUDEffect], removingHost: Bool) {
        if removingHost {
            let fades = effects.filter {
                if case .fadeIn = $0 { true } else if case .fadeOut = $0 { true } else { false }
            }
            if !fades.isEmpty { fail("a removed HUD faded: \(effects)") }
            return
        }
        for (index, effect) in effects.enumerated() {
            let next = index + 1 < effects.count ? effects[index + 1] : nil
            switch (effect, next) {
            case (.post(.willAppear, _), .fadeIn?), (.post(.willDisappear, _), .fadeOut?): continue
            case (.post(.willAppear, _), _), (.post(.willDisappear, _), _):
                fail("\(effect) without its fade: \(effects)")
            default: continue
            }
        }
        let fades = effects.filter { if case .fadeIn = $0 { true } else if case .fadeOut = $0 { true } else { false } }
        let announced = effects.events.filter { $0 == .willAppear || $0 == .willDisappear }
        if fades.count != announced.count { fail("fades \(fades) but events \(announced)") }
    }

    /// An image (or content with a `duration`) that is fully shown always has a timer that will end it: its
    /// auto-dismiss, or a pending dismiss; unless its display duration or the minimum display time is infinite (when
    /// the auto-dismiss was decided), or a later dismiss asked to wait for yet another call.
    private mutating func checkEndsByItself(_ presenter: HUDPresenter) {
        guard presenter.state.phase == .visible, let content = presenter.state.content else { return }
        if presenter.dismissPlan == .delayed(nil) { return }
        let look = autoDismissAppearance.applying(content.options).sanitized
        let dismissesItself = content.indicator.rules.dismissesItself
        let displayDuration = dismissesItself ? look.displayDuration(for: content.status) : .infinity
        let duration = content.options.duration ?? displayDuration
        guard duration.isFinite, look.minimumDisplayTime.isFinite else { return }
        let ending: Set<HUDTimerID.Kind> = [.autoDismiss, .delayedDismiss, .minimumDisplay]
        if !presenter.liveTimers.contains(where: { ending.contains($0.kind) }) {
            fail("\(content) stays for good: no timer ends it")
        }
    }
}
