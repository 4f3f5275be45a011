import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Every phase × every kind of input: the next phase and the exact effects, with the default appearance (fades of
/// 0.15 s, no grace time unless the phase needs one, no minimum display time, haptics off).
struct HUDPresenterTransitionTests {
    /// A kind of input; ``input(in:)`` makes it concrete for the harness's live timers and fade.
    enum Stimulus: String, CaseIterable, Sendable {
        case showSpinner, showProgress, showSuccess, setStatus, updateRing, dismissNow, dismissLater, popActivity
        case beginActivity, endUnknownActivity, fireTimer, fireStaleTimer, finishFade, finishStaleFade
        case touchDownMask, touchDownBezel, tap, overlayUnavailable, overlayAvailable, hostGone

        @MainActor func input(in harness: PresenterHarness) -> HUDInput {
            let staleTimer = Fixture.timer(.grace, 99)
            let staleFade = Fixture.fade(99)
            switch self {
            case .showSpinner: return .show(.spinner, status: "Next")
            case .showProgress: return .show(.progress(0.5), status: "Loading")
            case .showSuccess: return .show(.success, status: "Done")
            case .setStatus: return .setStatus("Next")
            case .updateRing: return .update(.progress(0.7), status: "Loading")
            case .dismissNow: return .dismiss(delay: 0, completion: Fixture.completion(1))
            case .dismissLater: return .dismiss(delay: 2, completion: Fixture.completion(1))
            case .popActivity: return .popActivity
            case .beginActivity: return .beginActivity(Fixture.activity(1), status: "Next")
            case .endUnknownActivity: return .endActivity(Fixture.activity(9))
            case .fireTimer: return .timerFired(harness.presenter.liveTimers.first ?? staleTimer)
            case .fireStaleTimer: return .timerFired(staleTimer)
            case .finishFade: return .fadeFinished(harness.presenter.liveFade ?? staleFade)
            case .finishStaleFade: return .fadeFinished(staleFade)
            case .touchDownMask: return .touch(.mask, phase: .down)
            case .touchDownBezel: return .touch(.bezel, phase: .down)
            case .tap: return .touch(.bezel, phase: .upInside)
            case .overlayUnavailable: return .overlayUnavailable
            case .overlayAvailable: return .overlayAvailable
            case .hostGone: return .hostGone
            }
        }
    }

    /// One row of the table.
    struct Transition: Sendable, CustomTestStringConvertible {
        let from: HUDState.Phase
        let stimulus: Stimulus
        let to: HUDState.Phase
        let effects: [HUDEffect]

        init(_ from: HUDState.Phase, _ stimulus: Stimulus, _ to: HUDState.Phase, _ effects: [HUDEffect] = []) {
            self.from = from
            self.stimulus = stimulus
            self.to = to
            self.effects = effects
        }

        var testDescription: String { "\(from) + \(stimulus) → \(to)" }
    }

    /// A harness in `phase`, reached with a spinner "Loading" shown at time 0 (and, for awaitingOverlay, a host
    /// that could not install it).
    @MainActor static func harness(in phase: HUDState.Phase) -> PresenterHarness {
        let harness = PresenterHarness { $0.graceTimeInterval = phase == .gracePending ? 1 : 0 }
        guard phase != .hidden else { return harness }
        harness.send(.show(.spinner, status: "Loading"))
        if phase == .visible || phase == .disappearing { harness.finishFade() }
        if phase == .disappearing { harness.send(.dismiss(delay: 0, completion: nil)) }
        if phase == .awaitingOverlay { harness.send(.overlayUnavailable) }
        return harness
    }

    static let loading = Fixture.content(.spinner, "Loading")
    static let next = Fixture.content(.spinner, "Next")
    static let progress = Fixture.content(.progress(0.5), "Loading")
    static let done = Fixture.content(.success, "Done")
    static let ring = Fixture.content(.progress(0.7), "Loading")

    static func appear(_ content: HUDContent, fade: UInt64, installing: Bool = true) -> [HUDEffect] {
        (installing ? [.installOverlay] : []) + [
            .render(content), .post(.willAppear, status: content.status),
            .fadeIn(Fixture.fade(fade), duration: 0.15, reversing: !installing),
            .announce(HUDAnnouncement(status: content.status)),
        ]
    }

    static let fadeOut: [HUDEffect] = [
        .post(.willDisappear, status: "Loading"), .fadeOut(Fixture.fade(2), duration: 0.15),
    ]
    /// The container went away: removed at once, without a fade; `willDisappear` unless it was posted already.
    static func removed(willDisappear: Bool) -> [HUDEffect] {
        (willDisappear ? [.post(.willDisappear, status: "Loading")] : [])
            + [.removeOverlay, .post(.didDisappear, status: "Loading")]
    }
    static let touchDownMask: [HUDEffect] = [.post(.didReceiveTouchEvent, status: "Loading")]
    static let touchDownBezel: [HUDEffect] = [
        .post(.didReceiveTouchEvent, status: "Loading"), .post(.didTouchDownInside, status: "Loading"),
    ]

    static let hiddenRows: [Transition] = [
        Transition(.hidden, .showSpinner, .appearing, appear(next, fade: 1)),
        Transition(.hidden, .showProgress, .appearing, appear(progress, fade: 1)),
        Transition(.hidden, .showSuccess, .appearing, appear(done, fade: 1)),
        Transition(.hidden, .setStatus, .hidden),
        Transition(.hidden, .updateRing, .hidden),
        Transition(.hidden, .dismissNow, .hidden, [.runCompletion(Fixture.completion(1), .notShown)]),
        Transition(.hidden, .dismissLater, .hidden, [.runCompletion(Fixture.completion(1), .notShown)]),
        Transition(.hidden, .popActivity, .hidden),
        Transition(.hidden, .beginActivity, .appearing, appear(next, fade: 1)),
        Transition(.hidden, .endUnknownActivity, .hidden),
        Transition(.hidden, .fireTimer, .hidden),
        Transition(.hidden, .fireStaleTimer, .hidden),
        Transition(.hidden, .finishFade, .hidden),
        Transition(.hidden, .finishStaleFade, .hidden),
        Transition(.hidden, .touchDownMask, .hidden),
        Transition(.hidden, .touchDownBezel, .hidden),
        Transition(.hidden, .tap, .hidden),
        Transition(.hidden, .overlayUnavailable, .hidden),
        Transition(.hidden, .overlayAvailable, .hidden),
        Transition(.hidden, .hostGone, .hidden),
    ]

    static let graceRows: [Transition] = [
        Transition(.gracePending, .showSpinner, .gracePending),
        Transition(.gracePending, .showProgress, .gracePending),
        Transition(.gracePending, .showSuccess, .gracePending),
        Transition(.gracePending, .setStatus, .gracePending),
        Transition(.gracePending, .updateRing, .gracePending),
        Transition(
            .gracePending, .dismissNow, .hidden,
            [.cancelTimer(Fixture.timer(.grace, 1)), .runCompletion(Fixture.completion(1), .notShown)]),
        Transition(
            .gracePending, .dismissLater, .gracePending, [.scheduleTimer(Fixture.timer(.delayedDismiss, 2), after: 2)]),
        Transition(.gracePending, .popActivity, .hidden, [.cancelTimer(Fixture.timer(.grace, 1))]),
        Transition(.gracePending, .beginActivity, .gracePending),
        Transition(.gracePending, .endUnknownActivity, .gracePending),
        Transition(.gracePending, .fireTimer, .appearing, appear(loading, fade: 2)),
        Transition(.gracePending, .fireStaleTimer, .gracePending),
        Transition(.gracePending, .finishFade, .gracePending),
        Transition(.gracePending, .finishStaleFade, .gracePending),
        Transition(.gracePending, .touchDownMask, .gracePending),
        Transition(.gracePending, .touchDownBezel, .gracePending),
        Transition(.gracePending, .tap, .gracePending),
        Transition(.gracePending, .overlayUnavailable, .gracePending),
        Transition(.gracePending, .overlayAvailable, .gracePending),
        Transition(.gracePending, .hostGone, .hidden, [.cancelTimer(Fixture.timer(.grace, 1))]),
    ]

    /// Like the grace period without its timer: nothing on screen, no events, until somewhere to appear exists.
    static let awaitingOverlayRows: [Transition] = [
        Transition(.awaitingOverlay, .showSpinner, .awaitingOverlay),
        Transition(.awaitingOverlay, .showProgress, .awaitingOverlay),
        Transition(.awaitingOverlay, .showSuccess, .awaitingOverlay),
        Transition(.awaitingOverlay, .setStatus, .awaitingOverlay),
        Transition(.awaitingOverlay, .updateRing, .awaitingOverlay),
        Transition(.awaitingOverlay, .dismissNow, .hidden, [.runCompletion(Fixture.completion(1), .notShown)]),
        Transition(
            .awaitingOverlay, .dismissLater, .awaitingOverlay,
            [.scheduleTimer(Fixture.timer(.delayedDismiss, 2), after: 2)]),
        Transition(.awaitingOverlay, .popActivity, .hidden),
        Transition(.awaitingOverlay, .beginActivity, .awaitingOverlay),
        Transition(.awaitingOverlay, .endUnknownActivity, .awaitingOverlay),
        Transition(.awaitingOverlay, .fireTimer, .awaitingOverlay),
        Transition(.awaitingOverlay, .fireStaleTimer, .awaitingOverlay),
        Transition(.awaitingOverlay, .finishFade, .awaitingOverlay),
        Transition(.awaitingOverlay, .finishStaleFade, .awaitingOverlay),
        Transition(.awaitingOverlay, .touchDownMask, .awaitingOverlay),
        Transition(.awaitingOverlay, .touchDownBezel, .awaitingOverlay),
        Transition(.awaitingOverlay, .tap, .awaitingOverlay),
        Transition(.awaitingOverlay, .overlayUnavailable, .awaitingOverlay),
        Transition(.awaitingOverlay, .overlayAvailable, .appearing, appear(loading, fade: 2)),
        Transition(.awaitingOverlay, .hostGone, .hidden),
    ]

    static func onScreenRows(_ phase: HUDState.Phase) -> [Transition] {
        let visible = phase == .visible
        // A new text at the time of the appearance waits for the end of the announcement interval.
        let throttled: [HUDEffect] = [.render(next), .scheduleTimer(Fixture.timer(.announcement, 2), after: 2)]
        return [
            Transition(phase, .showSpinner, phase, throttled),
            Transition(phase, .showProgress, phase, [.render(progress)]),
            Transition(
                phase, .showSuccess, phase,
                [.render(done), .announce(.status("Done"))]
                    + (visible ? [.scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 1.5)] : [])),
            Transition(phase, .setStatus, phase, throttled),
            Transition(phase, .updateRing, phase, [.render(ring)]),
            Transition(phase, .dismissNow, .disappearing, fadeOut),
            Transition(phase, .dismissLater, phase, [.scheduleTimer(Fixture.timer(.delayedDismiss, 2), after: 2)]),
            Transition(phase, .popActivity, .disappearing, fadeOut),
            Transition(phase, .beginActivity, phase, throttled),
            Transition(phase, .endUnknownActivity, phase),
            Transition(phase, .fireTimer, phase),
            Transition(phase, .fireStaleTimer, phase),
            Transition(
                phase, .finishFade, .visible, visible ? [] : [.post(.didAppear, status: "Loading")]),
            Transition(phase, .finishStaleFade, phase),
            Transition(phase, .touchDownMask, phase, touchDownMask),
            Transition(phase, .touchDownBezel, phase, touchDownBezel),
            Transition(phase, .tap, phase, [.tapped(.bezel)]),
            Transition(phase, .overlayUnavailable, visible ? phase : .awaitingOverlay),
            Transition(phase, .overlayAvailable, phase),
            Transition(phase, .hostGone, .hidden, removed(willDisappear: true)),
        ]
    }

    static let disappearingRows: [Transition] = [
        Transition(.disappearing, .showSpinner, .appearing, appear(next, fade: 3, installing: false)),
        Transition(.disappearing, .showProgress, .appearing, appear(progress, fade: 3, installing: false)),
        Transition(.disappearing, .showSuccess, .appearing, appear(done, fade: 3, installing: false)),
        Transition(.disappearing, .setStatus, .disappearing, [.render(next)]),
        Transition(.disappearing, .updateRing, .disappearing, [.render(ring)]),
        Transition(.disappearing, .dismissNow, .disappearing),
        Transition(.disappearing, .dismissLater, .disappearing),
        Transition(.disappearing, .popActivity, .disappearing),
        Transition(.disappearing, .beginActivity, .appearing, appear(next, fade: 3, installing: false)),
        Transition(.disappearing, .endUnknownActivity, .disappearing),
        Transition(.disappearing, .fireTimer, .disappearing),
        Transition(.disappearing, .fireStaleTimer, .disappearing),
        Transition(.disappearing, .finishFade, .hidden, [.removeOverlay, .post(.didDisappear, status: "Loading")]),
        Transition(.disappearing, .finishStaleFade, .disappearing),
        Transition(.disappearing, .touchDownMask, .disappearing),
        Transition(.disappearing, .touchDownBezel, .disappearing),
        Transition(.disappearing, .tap, .disappearing),
        Transition(.disappearing, .overlayUnavailable, .disappearing),
        Transition(.disappearing, .overlayAvailable, .disappearing),
        Transition(.disappearing, .hostGone, .hidden, removed(willDisappear: false)),
    ]

    static let table =
        hiddenRows + graceRows + awaitingOverlayRows + onScreenRows(.appearing) + onScreenRows(.visible)
        + disappearingRows

    @Test(arguments: table)
    @MainActor func transitionGoesToTheNextPhaseWithExactlyTheseEffects(_ row: Transition) {
        // Given
        let harness = Self.harness(in: row.from)
        #expect(harness.phase == row.from)
        // When
        let effects = harness.send(row.stimulus.input(in: harness))
        // Then
        #expect(harness.phase == row.to)
        #expect(effects == row.effects)
    }

    @Test func tableHasOneRowForEveryPhaseAndStimulus() {
        let pairs = Self.table.map { "\($0.from)+\($0.stimulus)" }
        let expected = HUDState.Phase.allCases.flatMap { phase in Stimulus.allCases.map { "\(phase)+\($0)" } }
        #expect(pairs.sorted() == expected.sorted())
    }

    @Test(arguments: HUDState.Phase.allCases, [HUDTimerID.Kind.grace, .autoDismiss, .delayedDismiss, .minimumDisplay])
    @MainActor func staleTimerOfAnyKindDoesNothingInAnyPhase(_ phase: HUDState.Phase, _ kind: HUDTimerID.Kind) {
        // Given
        let harness = Self.harness(in: phase)
        let before = harness.state
        // When
        let effects = harness.send(.timerFired(Fixture.timer(kind, 42)))
        // Then
        #expect(effects == [])
        #expect(harness.state == before)
    }

    @Test(arguments: HUDState.Phase.allCases)
    @MainActor func liveTimersAreExactlyTheScheduledOnesInEveryPhase(_ phase: HUDState.Phase) {
        let harness = Self.harness(in: phase)
        #expect(harness.presenter.liveTimers == Set(harness.clock.pendingTimers))
        #expect(harness.presenter.liveTimers == (phase == .gracePending ? [Fixture.timer(.grace, 1)] : []))
    }
}
