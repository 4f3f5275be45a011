import Foundation

@testable import HUDCore

/// One randomized run of the presenter: a random appearance, then random inputs — shows of every kind, status and
/// progress changes with absurd values, a followed progress's frames (updates), dismisses with any delay, activity
/// pops and scoped activities, touches, live and stale timer firings and fade finishes, clock advances, appearance
/// changes mid-presentation — each checked by ``HUDInvariantChecker``.
struct RandomSession {
    /// One thing the session did.
    enum Step: CustomStringConvertible {
        case input(HUDInput)
        case advance(TimeInterval)
        case changeAppearance(HUDAppearance)

        var description: String {
            switch self {
            case .input(let input): "\(input)"
            case .advance(let interval): "advance(by: \(interval))"
            case .changeAppearance(let appearance): "appearance = \(appearance)"
            }
        }
    }

    let seed: UInt64
    private var random: SplitMix64
    private(set) var presenter: HUDPresenter
    private(set) var checker = HUDInvariantChecker()
    private(set) var now: TimeInterval = 0
    /// Every input applied with its time, for the failure report.
    private(set) var applied: [(now: TimeInterval, input: HUDInput)] = []
    /// The appearance the session started with.
    private(set) var initialAppearance = HUDAppearance()
    /// Each appearance change, with the number of inputs applied before it.
    private(set) var appearanceChanges: [(before: Int, appearance: HUDAppearance)] = []
    private var lastCompletion: UInt64 = 0

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        presenter = HUDPresenter()
        presenter.appearance = randomAppearance()
        initialAppearance = presenter.appearance
    }

    /// Runs up to `steps` random steps, then drives the HUD to hidden and idle; `nil` when every check held,
    /// otherwise the first violation with the whole trace.
    mutating func run(steps: Int) -> String? {
        let count = steps / 5 + 1 + random.below(max(steps - steps / 5, 1))
        for _ in 0..<count {
            perform(randomStep())
            if !checker.violations.isEmpty { return report() }
        }
        settle()
        return checker.violations.isEmpty ? nil : report()
    }

    // MARK: Stepping

    private mutating func perform(_ step: Step) {
        switch step {
        case .input(let input):
            // A host fires a live timer at its deadline, never earlier: the clock moves there first.
            if case .timerFired(let id) = input, let deadline = checker.deadlines[id] { now = max(now, deadline) }
            apply(input)
        case .advance(let interval):
            let end = now + interval
            while checker.violations.isEmpty, let next = dueTimer(by: end) {
                now = max(now, next.deadline)
                apply(.timerFired(next.id))
            }
            now = end
        case .changeAppearance(let appearance):
            presenter.appearance = appearance
            appearanceChanges.append((applied.count, appearance))
        }
    }

    private mutating func apply(_ input: HUDInput) {
        let before = presenter
        let effects = presenter.handle(input, now: now)
        applied.append((now, input))
        checker.check(input, now: now, before: before, effects: effects, after: presenter)
    }

    private func dueTimer(by end: TimeInterval) -> (id: HUDTimerID, deadline: TimeInterval)? {
        checker.deadlines.filter { $0.value <= end }
            .min { ($0.value, $0.key.serial) < ($1.value, $1.key.serial) }
            .map { ($0.key, $0.value) }
    }

    /// Finishes fades, fires timers and finally dismisses until the HUD is hidden with nothing pending.
    private mutating func settle() {
        for _ in 0..<100 where checker.violations.isEmpty {
            if let fade = presenter.liveFade {
                apply(.fadeFinished(fade))
            } else if let next = dueTimer(by: .greatestFiniteMagnitude) {
                now = max(now, next.deadline)
                apply(.timerFired(next.id))
            } else if presenter.state.phase != .hidden {
                apply(.dismiss(delay: 0, completion: newCompletion()))
            } else {
                return
            }
        }
        if checker.violations.isEmpty { checker.fail("did not settle: \(presenter.state)") }
    }

    // MARK: Random choices

    private mutating func randomStep() -> Step {
        switch random.below(100) {
        case 0..<4: return .input(progressTick())
        case 4..<8: return .input(progressFrame())
        case 8..<24: return .input(.show(randomIndicator(), status: randomStatus(), options: randomOptions()))
        case 24..<29: return .input(.setStatus(randomStatus()))
        case 29..<43: return .input(.dismiss(delay: random.pick(Self.delays), completion: randomCompletion()))
        case 43..<49: return .input(.popActivity)
        case 49..<55: return .input(.beginActivity(HUDActivityID(UInt64(random.below(4))), status: randomStatus()))
        case 55..<61: return .input(.endActivity(HUDActivityID(UInt64(random.below(5)))))
        case 61..<65:
            return .input(.touch(random.chance(50) ? .mask : .bezel, phase: random.chance(50) ? .down : .upInside))
        case 65..<76: return .input(.timerFired(randomTimer()))
        case 76..<88: return .input(.fadeFinished(randomFade()))
        case 88..<98: return .advance(random.pick(Self.advances))
        default: return .changeAppearance(randomAppearance())
        }
    }

    static let delays: [TimeInterval] = [0, 0, 0, 0.05, 0.3, 1, 2.5, -1, .nan, .infinity, -.infinity, 1e300, 1e-12]
    static let advances: [TimeInterval] = [0, 0.01, 0.15, 0.5, 1, 1.5, 2, 5, 1000]
    static let durations: [TimeInterval?] = [nil, nil, nil, nil, nil, 0, 0.5, 2, -1, .nan, .infinity, 1e300]
    static let fractions: [Double] = [0, 0.25, 0.5, 0.99, 1, 1.5, -0.2, .nan, .infinity, -.infinity, 1e300]
    static let statuses: [String?] = [
        nil, "", "Loading", "Saved", "Uploading…", "✓ 完了 👍🏽", String(repeating: "long status ", count: 200),
    ]

    private mutating func randomIndicator() -> HUDIndicator {
        switch random.below(8) {
        case 0, 1: return .spinner
        case 2, 3: return .progress(random.chance(50) ? random.unit() : random.pick(Self.fractions))
        case 4: return .success
        case 5: return .error
        case 6: return random.chance(50) ? .info : .image(.custom("star"))
        default: return .none
        }
    }

    /// A progress show that keeps the current status and options, as an upload's progress callbacks do.
    private mutating func progressTick() -> HUDInput {
        let current = presenter.state.content
        let fraction = random.chance(80) ? random.unit() : random.pick(Self.fractions)
        return .show(.progress(fraction), status: current?.status, options: current?.options ?? HUDOptions())
    }

    /// The next frame of a followed progress (or a binding's new progress), as the controller sends it: mostly
    /// through ``HUDContent/updateInput(replacing:)``, sometimes as a bare update of any indicator.
    private mutating func progressFrame() -> HUDInput {
        let current = presenter.state.content
        let status = random.chance(70) ? current?.status : randomStatus()
        guard random.chance(80) else { return .update(randomIndicator(), status: status) }
        let fraction = random.chance(80) ? random.unit() : random.pick(Self.fractions)
        let indicator: HUDIndicator = random.chance(85) ? .progress(fraction) : .spinner
        return HUDContent(indicator: indicator, status: status, options: current?.options ?? HUDOptions())
            .updateInput(replacing: current)
    }

    private mutating func randomStatus() -> String? {
        random.pick(Self.statuses)
    }

    private mutating func randomOptions() -> HUDOptions {
        guard random.chance(40) else { return HUDOptions() }
        return HUDOptions(
            maskType: random.chance(30) ? .black : nil, duration: random.pick(Self.durations),
            dismissOnTap: random.chance(40), hapticsEnabled: random.chance(30) ? random.chance(50) : nil)
    }

    private mutating func randomCompletion() -> HUDCompletionID? {
        random.chance(80) ? newCompletion() : nil
    }

    private mutating func newCompletion() -> HUDCompletionID {
        lastCompletion += 1
        return HUDCompletionID(lastCompletion)
    }

    private mutating func randomTimer() -> HUDTimerID {
        let live = presenter.liveTimers.sorted { $0.serial < $1.serial }
        if !live.isEmpty, random.chance(75) { return random.pick(live) }
        let kinds: [HUDTimerID.Kind] = [.grace, .autoDismiss, .delayedDismiss, .minimumDisplay]
        return HUDTimerID(kind: random.pick(kinds), serial: UInt64(random.below(Int(presenter.lastSerial) + 3)))
    }

    private mutating func randomFade() -> HUDFadeID {
        if let fade = presenter.liveFade, random.chance(85) { return fade }
        return HUDFadeID(serial: UInt64(random.below(Int(presenter.lastSerial) + 3)))
    }

    private mutating func randomAppearance() -> HUDAppearance {
        let durations: [TimeInterval] = [0.15, 0.15, 0, -1, .nan, .infinity, 1e300]
        var appearance = HUDAppearance()
        appearance.graceTimeInterval = random.pick([0, 0, 0, 0.3, 1, -1, .nan, .infinity, 1e300])
        appearance.minimumDisplayTime = random.pick([0, 0, 0.5, 2, -1, .nan, .infinity, 1e300])
        appearance.fadeInAnimationDuration = random.pick(durations)
        appearance.fadeOutAnimationDuration = random.pick(durations)
        appearance.minimumDismissTimeInterval = random.pick([1.5, 0, 0.2, -1, .nan, .infinity, 1e300])
        appearance.maximumDismissTimeInterval = random.pick([.infinity, 3, 0, -1, .nan])
        appearance.hapticsEnabled = random.chance(50)
        return appearance
    }

    // MARK: Report

    private func report() -> String {
        var replay = HUDPresenter(appearance: initialAppearance)
        let lines = applied.enumerated().map { index, step in
            let changes = appearanceChanges.filter { $0.before == index }.map { change in
                replay.appearance = change.appearance
                return "  appearance = \(change.appearance)\n"
            }
            return changes.joined()
                + "  \(index). t=\(step.now) \(step.input)\n       → \(replay.handle(step.input, now: step.now))"
        }
        return """
            Reliability sequence with seed \(seed) broke a promise: \(checker.violations.joined(separator: "; "))
            Reproduce with: HUD_RELIABILITY_SEED=\(seed) HUD_RELIABILITY_SEQUENCES=1 swift test --filter Reliability
            Appearance: \(initialAppearance)
            Inputs and effects:
            \(lines.joined(separator: "\n"))
            """
    }
}
