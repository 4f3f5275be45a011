import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Drives a ``HUDPresenter`` the way a host would, on the project's virtual clock (``HUDManualScheduler``): each
/// timer the presenter schedules goes to the clock (a cancelled one leaves it), which fires it at its deadline as a
/// `.timerFired` input; the harness finishes fades and keeps a log of every effect. Every input is also checked by
/// ``HUDInvariantChecker``; a broken promise is recorded as an issue of the test that sent the input.
@MainActor
final class PresenterHarness {
    var presenter: HUDPresenter
    /// The virtual clock the presenter's timers run on.
    let clock = HUDManualScheduler()
    /// Every effect since the start or the last ``clearLog()``.
    private(set) var log: [HUDEffect] = []
    /// Checks every input's effects against the presenter's promises.
    private(set) var checker = HUDInvariantChecker()
    private var lastCompletion: UInt64 = 0

    init(_ configure: (inout HUDAppearance) -> Void = { _ in }) {
        presenter = HUDPresenter(appearance: HUDAppearance(configure))
    }

    /// The virtual time passed to the presenter.
    var now: TimeInterval { clock.now }
    var state: HUDState { presenter.state }
    var phase: HUDState.Phase { presenter.state.phase }
    var events: [HUDNotification] { log.events }
    var completionsRun: [HUDCompletionID] { log.completionsRun }
    /// The promises broken so far (see ``HUDInvariantChecker``); empty when all hold.
    var violations: [String] { checker.violations }

    /// Applies one input now and returns its effects.
    @discardableResult
    func send(_ input: HUDInput) -> [HUDEffect] {
        // A test may fire a timer by hand: the clock then forgets it.
        if case .timerFired(let id) = input { clock.cancel(id) }
        let before = presenter
        let effects = presenter.handle(input, now: now)
        let known = checker.violations.count
        checker.check(input, now: now, before: before, effects: effects, after: presenter)
        for violation in checker.violations.dropFirst(known) {
            Issue.record("\(input) at t=\(now) broke a promise: \(violation)")
        }
        for effect in effects {
            switch effect {
            case .scheduleTimer(let id, let delay):
                clock.schedule(id, after: delay) { [unowned self] in send(.timerFired(id)) }
            case .cancelTimer(let id): clock.cancel(id)
            default: break
            }
        }
        log += effects
        return effects
    }

    /// Moves the clock by `interval`, firing every due timer at its own deadline, earliest first; returns the
    /// effects of the firings.
    @discardableResult
    func advance(by interval: TimeInterval) -> [HUDEffect] {
        let logged = log.count
        clock.advance(by: interval)
        return Array(log[logged...])
    }

    /// Reports the live fade as finished; no effect when none runs.
    @discardableResult
    func finishFade() -> [HUDEffect] {
        guard let fade = presenter.liveFade else { return [] }
        return send(.fadeFinished(fade))
    }

    /// Shows `indicator` and finishes the fade-in (and a grace period first, if any).
    @discardableResult
    func showVisible(
        _ indicator: HUDIndicator = .spinner, status: String? = "Loading", options: HUDOptions = HUDOptions()
    ) -> [HUDEffect] {
        var effects = send(.show(indicator, status: status, options: options))
        while phase == .gracePending, let next = clock.nextDeadline {
            effects += advance(by: next - now)
        }
        effects += finishFade()
        return effects
    }

    /// A new completion id.
    func newCompletion() -> HUDCompletionID {
        lastCompletion += 1
        return HUDCompletionID(lastCompletion)
    }

    /// Forgets the log (the timers stay).
    func clearLog() {
        log = []
    }

    /// The live timer of `kind`, if one is scheduled.
    func timer(_ kind: HUDTimerID.Kind) -> HUDTimerID? {
        presenter.liveTimers.first { $0.kind == kind }
    }
}

extension Array where Element == HUDEffect {
    /// The notifications posted, in order.
    var events: [HUDNotification] {
        compactMap { effect in
            if case .post(let notification, _) = effect { return notification }
            return nil
        }
    }

    /// The completions run, in order.
    var completionsRun: [HUDCompletionID] {
        compactMap { effect in
            if case .runCompletion(let id, _) = effect { return id }
            return nil
        }
    }

    /// The timers scheduled, in order.
    var scheduled: [HUDTimerID] {
        compactMap { effect in
            if case .scheduleTimer(let id, _) = effect { return id }
            return nil
        }
    }
}

/// Shorthands for ids and content in expectations.
enum Fixture {
    static func timer(_ kind: HUDTimerID.Kind, _ serial: UInt64) -> HUDTimerID {
        HUDTimerID(kind: kind, serial: serial)
    }

    static func fade(_ serial: UInt64) -> HUDFadeID {
        HUDFadeID(serial: serial)
    }

    static func completion(_ raw: UInt64) -> HUDCompletionID {
        HUDCompletionID(raw)
    }

    static func activity(_ raw: UInt64) -> HUDActivityID {
        HUDActivityID(raw)
    }

    static func content(_ indicator: HUDIndicator = .spinner, _ status: String? = "Loading") -> HUDContent {
        HUDContent(indicator: indicator, status: status)
    }
}
