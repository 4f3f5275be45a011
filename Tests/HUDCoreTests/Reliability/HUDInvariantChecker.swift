import Foundation

@testable import HUDCore

/// Checks the presenter's promises after every input, from the outside (the effects) and the inside (its state):
///
/// - lifecycle events in order: `willAppear` → `didAppear` | `willDisappear`; `willDisappear` → `didDisappear` |
///   `willAppear`; touch events only while appearing or visible;
/// - the phase agrees with the last lifecycle event and with the overlay being installed;
/// - every completion asked for runs exactly once, and all of them have run whenever the HUD is hidden;
/// - the timers scheduled and not cancelled or fired are exactly ``HUDPresenter/liveTimers``; none while hidden;
///   every delay is finite and not negative;
/// - a firing or fade finish whose id is not live has no effect;
/// - progress in every `render` and `updateProgress` is within 0…1; the activity count is never negative.
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

    /// Checks one input: `before` and `after` are the presenter around `handle(input, now:)`, which gave `effects`.
    mutating func check(
        _ input: HUDInput, now: TimeInterval, before: HUDPresenter, effects: [HUDEffect], after: HUDPresenter
    ) {
        switch input {
        case .dismiss(_, let completion?):
            issued.insert(completion)
        case .timerFired(let id):
            if before.liveTimers.contains(id) {
                deadlines[id] = nil
            } else if !effects.isEmpty {
                fail("stale \(id) had effects \(effects)")
            }
        case .fadeFinished(let id):
            if before.liveFade != id, !effects.isEmpty { fail("stale \(id) had effects \(effects)") }
        default:
            break
        }
        for effect in effects { check(effect, now: now) }
        checkState(of: after)
    }

    private mutating func check(_ effect: HUDEffect, now: TimeInterval) {
        switch effect {
        case .scheduleTimer(let id, let delay):
            if !delay.isFinite || delay < 0 { fail("\(id) scheduled after \(delay)") }
            if deadlines[id] != nil { fail("\(id) scheduled twice") }
            deadlines[id] = now + delay
        case .cancelTimer(let id):
            if deadlines.removeValue(forKey: id) == nil { fail("cancelled \(id), which is not live") }
        case .installOverlay:
            if overlayInstalled { fail("overlay installed twice") }
            overlayInstalled = true
        case .removeOverlay:
            if !overlayInstalled { fail("overlay removed but not installed") }
            overlayInstalled = false
        case .render(let content):
            requireOverlay(for: effect)
            if let progress = content.indicator.progress, !(0...1).contains(progress) { fail("render of \(progress)") }
        case .updateProgress(let progress):
            requireOverlay(for: effect)
            if !(0...1).contains(progress) { fail("updateProgress(\(progress))") }
        case .fadeIn(_, let duration), .fadeOut(_, let duration):
            requireOverlay(for: effect)
            if !duration.isFinite || duration < 0 { fail("fade of \(duration) s") }
        case .post(let notification, _):
            if notification != .didDisappear { requireOverlay(for: effect) }
            checkOrder(of: notification)
        case .announce, .prepareHaptics, .haptic, .tapped:
            requireOverlay(for: effect)
        case .runCompletion(let id):
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

    private mutating func checkState(of presenter: HUDPresenter) {
        let state = presenter.state
        let live = presenter.liveTimers
        if Set(deadlines.keys) != live { fail("live timers \(live) but scheduled \(deadlines.keys.sorted(by: serial))") }
        if state.activityCount < 0 { fail("activity count \(state.activityCount)") }
        let pending = Set(presenter.pendingCompletions)
        if !pending.isDisjoint(with: run) { fail("pending completions \(pending) already ran") }
        if pending.union(run) != issued { fail("completions lost: issued \(issued), run \(run), pending \(pending)") }
        let onScreen = state.phase != .hidden && state.phase != .gracePending
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
        case .gracePending:
            expected = [nil, .didDisappear]
            if !live.contains(where: { $0.kind == .grace }) { fail("grace pending without a grace timer") }
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
