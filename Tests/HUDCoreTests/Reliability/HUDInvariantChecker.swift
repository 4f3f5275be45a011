import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// Checks the presenter's promises after every input, from the outside (the effects) and the inside (its state):
///
/// - lifecycle events in order: `willAppear` → `didAppear` | `willDisappear`; `willDisappear` → `didDisappear` |
///   `willAppear`; each `willAppear` goes with a `fadeIn`, each `willDisappear` with a `fadeOut`; touch events and
///   taps only while appearing or visible;
/// - the phase agrees with the last lifecycle event and with the overlay being installed;
/// - every completion asked for runs exactly once, and all of them have run whenever the HUD is hidden;
/// - the timers scheduled and not cancelled or fired are exactly ``HUDPresenter/liveTimers``; none while hidden;
///   every delay is finite and not negative;
/// - a firing or fade finish whose id is not live has no effect;
/// - progress in every `render` and `updateProgress` is within 0…1; the activity count is never negative;
/// - the minimum display time: a fade-out starts no sooner after `didAppear` than the shortest minimum display time
///   in force since then, and never while appearing unless that minimum is 0 (an infinite minimum holds nothing);
/// - the rules of each input, against a model of their own (``checkRules(_:before:effects:after:)``): only a show
///   supersedes a pending dismiss, and it always does, running the completions before its own effects; the
///   activity count and the open activities are exact; a show waits for the grace time, and a dismiss in the grace
///   period cancels it without an event (an infinite grace time waits with no timer at all); an image (or a
///   `duration`) on screen always has a timer that ends it, unless its display duration or the minimum display time
///   is infinite, or a later dismiss waits for yet another call.
struct HUDInvariantChecker {
    /// What went wrong, in order; empty while every promise holds.
    private(set) var violations: [String] = []
    /// The last of willAppear/didAppear/willDisappear/didDisappear posted.
    private(set) var lastLifecycle: HUDNotification?
    /// Deadline of every timer scheduled and neither cancelled nor fired.
    private(set) var deadlines: [HUDTimerID: TimeInterval] = [:]
    /// Every completion passed to a dismiss.
    private(set) var issued: Set<HUDCompletionID> = []
    /// Every completion run.
    private(set) var run: Set<HUDCompletionID> = []
    /// Whether the overlay is installed.
    private(set) var overlayInstalled = false
    /// Whether VoiceOver was moved to the HUD and not moved back yet.
    private(set) var hasAccessibilityFocus = false
    /// The last lifecycle event before the latest `installOverlay`: where a taken-back appearance leaves it.
    private(set) var lifecycleBeforeInstall: HUDNotification?
    /// When `didAppear` was last posted.
    private(set) var appearedAt: TimeInterval = 0
    /// The shortest minimum display time in force since the last `willAppear` or `didAppear`.
    private(set) var shortestMinimumDisplay: TimeInterval = 0
    /// Whether the input being checked is ``HUDInput/hostGone``.
    private(set) var isRemovingHost = false
    /// Whether the pending show waits for an infinite grace time, so that it has no grace timer.
    private(set) var waitsForever = false
    /// The appearance in force when the presenter last decided on an auto-dismiss: at `didAppear`, at a show while
    /// visible, or when an update brought an image (an appearance changed later does not reschedule it).
    private(set) var autoDismissAppearance = HUDAppearance()

    /// Checks one input: `before` and `after` are the presenter around `handle(input, now:)`, which gave `effects`.
    mutating func check(
        _ input: HUDInput, now: TimeInterval, before: HUDPresenter, effects: [HUDEffect], after: HUDPresenter
    ) {
        switch input {
        case .dismiss(_, let completion?, _):
            issued.insert(completion)
        case .timerFired(let id):
            if before.liveTimers.contains(id) {
                deadlines[id] = nil
            } else if !effects.isEmpty {
                fail("stale \(id) had effects \(effects)")
            }
        case .fadeFinished(let id):
            if before.liveFade != id, !effects.isEmpty { fail("stale \(id) had effects \(effects)") }
        case .overlayUnavailable where before.state.phase == .appearing:
            // The session dropped the appearance's effects after the failed `installOverlay`.
            if !effects.isEmpty { fail("a taken-back appearance had effects \(effects)") }
            overlayInstalled = false
            hasAccessibilityFocus = false
            lastLifecycle = lifecycleBeforeInstall
        default:
            break
        }
        // A container that goes away removes the HUD at once: neither a fade nor the minimum display time holds it.
        isRemovingHost = input == .hostGone
        if before.state.phase == .hidden, input.startsPresentation {
            waitsForever = before.appearance.sanitized.graceTimeInterval == .infinity
        }
        if decidesAutoDismiss(input, before: before, effects: effects) { autoDismissAppearance = before.appearance }
        shortestMinimumDisplay = min(shortestMinimumDisplay, Self.hold(before.appearance))
        for effect in effects { check(effect, now: now, minimumDisplay: Self.hold(after.appearance)) }
        checkState(of: after)
        checkRules(input, before: before, effects: effects, after: after)
    }

    /// How long `appearance` holds a dismiss: its minimum display time, `0` when infinite (it never holds then).
    static func hold(_ appearance: HUDAppearance) -> TimeInterval {
        let minimum = appearance.sanitized.minimumDisplayTime
        return minimum.isFinite ? minimum : 0
    }

    /// Whether the presenter decided on an auto-dismiss while applying `input`.
    private func decidesAutoDismiss(_ input: HUDInput, before: HUDPresenter, effects: [HUDEffect]) -> Bool {
        if effects.events.contains(.didAppear) { return true }
        guard before.state.phase == .visible else { return false }
        switch input {
        case .show, .beginActivity: return true
        case .endActivity(let id):
            // The last activity, shown, ends while shows hold the HUD: it goes back to the last show's content.
            return before.activityShown == id && before.state.openActivities == [id] && before.state.activityCount > 0
        case .update(let indicator, _, _):
            return before.state.content?.indicator.rules.dismissesItself == false && indicator.rules.dismissesItself
        default: return false
        }
    }

    private mutating func check(_ effect: HUDEffect, now: TimeInterval, minimumDisplay: TimeInterval) {
        switch effect {
        case .scheduleTimer(let id, let delay):
            if !delay.isFinite || delay < 0 { fail("\(id) scheduled after \(delay)") }
            if deadlines[id] != nil { fail("\(id) scheduled twice") }
            deadlines[id] = now + delay
        case .cancelTimer(let id):
            if deadlines.removeValue(forKey: id) == nil { fail("cancelled \(id), which is not live") }
        case .moveAccessibilityFocus:
            requireOverlay(for: effect)
            if hasAccessibilityFocus { fail("VoiceOver moved to the HUD twice") }
            hasAccessibilityFocus = true
        case .restoreAccessibilityFocus:
            if overlayInstalled || !hasAccessibilityFocus { fail("VoiceOver restored while on screen or never moved") }
            hasAccessibilityFocus = false
        case .installOverlay:
            if overlayInstalled { fail("overlay installed twice") }
            overlayInstalled = true
            lifecycleBeforeInstall = lastLifecycle
        case .removeOverlay:
            if !overlayInstalled { fail("overlay removed but not installed") }
            overlayInstalled = false
        case .render(let content):
            requireOverlay(for: effect)
            if let progress = content.indicator.rules.progressFraction, !(0...1).contains(progress) {
                fail("render of \(progress)")
            }
        case .updateProgress(let progress):
            requireOverlay(for: effect)
            if !(0...1).contains(progress) { fail("updateProgress(\(progress))") }
        case .fadeIn(_, let duration, _), .fadeOut(_, let duration):
            requireOverlay(for: effect)
            if !duration.isFinite || duration < 0 { fail("fade of \(duration) s") }
        case .post(let notification, _):
            if notification != .didDisappear { requireOverlay(for: effect) }
            checkMinimumDisplay(of: notification, now: now, minimumDisplay: minimumDisplay)
            checkOrder(of: notification)
        case .tapped, .buttonTapped:
            requireOverlay(for: effect)
            if lastLifecycle != .willAppear && lastLifecycle != .didAppear { fail("\(effect) off screen") }
        case .announce, .prepareHaptics, .haptic:
            requireOverlay(for: effect)
        case .runCompletion(let id, _):
            if !issued.contains(id) { fail("ran \(id), which no dismiss passed") }
            if !run.insert(id).inserted { fail("ran \(id) twice") }
        }
    }

    private mutating func checkOrder(of notification: HUDNotification) {
        let allowed: Set<HUDNotification?>
        switch notification {
        case .willAppear: allowed = [nil, .didDisappear, .willDisappear]
        case .didAppear: allowed = [.willAppear]
        case .willDisappear: allowed = [.willAppear, .didAppear]
        case .didDisappear: allowed = [.willDisappear]
        case .didReceiveTouchEvent, .didTouchDownInside:
            if lastLifecycle != .willAppear && lastLifecycle != .didAppear { fail("\(notification) off screen") }
            return
        }
        if !allowed.contains(lastLifecycle) {
            fail("\(notification) after \(lastLifecycle.map(\.rawValue) ?? "nothing")")
        }
        lastLifecycle = notification
    }

    /// Checks a fade-out against the minimum display time (before ``checkOrder(of:)``, while ``lastLifecycle`` is
    /// still the previous event: a fade-out right after `willAppear` counts 0 s shown) and restarts the shortest
    /// minimum at each appearance.
    private mutating func checkMinimumDisplay(
        of notification: HUDNotification, now: TimeInterval, minimumDisplay: TimeInterval
    ) {
        switch notification {
        case .willAppear:
            shortestMinimumDisplay = minimumDisplay
        case .didAppear:
            appearedAt = now
            shortestMinimumDisplay = minimumDisplay
        case .willDisappear where isRemovingHost:
            break
        case .willDisappear:
            // Far from 0 (a huge grace time), seconds vanish in the rounding of `now`: allow a few ulps.
            let shown = lastLifecycle == .didAppear ? now - appearedAt + 4 * now.ulp : 0
            if shown < shortestMinimumDisplay * (1 - 1e-9) {
                fail("fade-out after \(shown) s on screen, minimum display time \(shortestMinimumDisplay) s")
            }
        case .didDisappear, .didReceiveTouchEvent, .didTouchDownInside:
            break
        }
    }

    private mutating func checkState(of presenter: HUDPresenter) {
        let state = presenter.state
        let live = presenter.liveTimers
        if Set(deadlines.keys) != live {
            fail("live timers \(live) but scheduled \(deadlines.keys.sorted(by: serial))")
        }
        if state.activityCount < 0 { fail("activity count \(state.activityCount)") }
        let pending = Set(presenter.pendingCompletions)
        if !pending.isDisjoint(with: run) { fail("pending completions \(pending) already ran") }
        if pending.union(run) != issued { fail("completions lost: issued \(issued), run \(run), pending \(pending)") }
        let onScreen = state.isVisible
        if overlayInstalled != onScreen { fail("overlay installed: \(overlayInstalled) in \(state.phase)") }
        if (state.phase == .appearing || state.phase == .disappearing) != (presenter.liveFade != nil) {
            fail("live fade \(String(describing: presenter.liveFade)) in \(state.phase)")
        }
        let expected: Set<HUDNotification?>
        switch state.phase {
        case .hidden:
            expected = [nil, .didDisappear]
            if !live.isEmpty { fail("live timers while hidden: \(live)") }
            if state != HUDState() { fail("hidden with leftover state \(state)") }
            if run != issued { fail("hidden while completions \(issued.subtracting(run)) have not run") }
            if hasAccessibilityFocus { fail("hidden while VoiceOver is still on the HUD") }
        case .gracePending:
            expected = [nil, .didDisappear]
            if !live.contains(where: { $0.kind == .grace }), !waitsForever {
                fail("grace pending without a grace timer")
            }
        case .awaitingOverlay:
            expected = [nil, .didDisappear]
            if live.contains(where: { $0.kind == .grace || $0.kind == .autoDismiss }) {
                fail("waiting for an overlay with \(live)")
            }
        case .appearing: expected = [.willAppear]
        case .visible: expected = [.didAppear]
        case .disappearing:
            expected = [.willDisappear]
            if !live.isEmpty { fail("live timers while fading out: \(live)") }
        }
        if !expected.contains(lastLifecycle) {
            fail("\(state.phase) after \(lastLifecycle.map(\.rawValue) ?? "no event")")
        }
        if state.phase != .hidden, state.content == nil { fail("\(state.phase) without content") }
    }

    private func serial(_ lhs: HUDTimerID, _ rhs: HUDTimerID) -> Bool { lhs.serial < rhs.serial }

    private mutating func requireOverlay(for effect: HUDEffect) {
        if !overlayInstalled { fail("\(effect) without an overlay") }
    }

    /// Records a violation.
    mutating func fail(_ message: String) {
        violations.append(message)
    }
}
