import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// One randomized run of a real ``HUDSession`` with a recording host on a manual clock: a random appearance, then
/// random calls — shows of every kind (the app's images too), status changes, a followed progress's reports and
/// display frames, a binding's updates, dismisses with any delay and completions, activity pops, scoped activities
/// and runs of `HUD.run` with options of their own and tagged buttons (``ActivityButtonLedger``: a finished
/// activity's action never runs, the button on screen is an open activity's), with every outcome, touches and
/// button taps, live and stale timer firings and fade finishes (a host may also
/// finish fades at once), clock advances, appearance changes, a host that sometimes has nowhere to install, and a
/// container that goes away. The session reports every presenter input to ``HUDInvariantChecker``, and every
/// completion closure (and every `onDisappear` handler) must run once.
@MainActor
final class RandomSession {
    let seed: UInt64
    private var random: SplitMix64
    private let host = RecordingHost()
    private let clock = HUDManualScheduler()
    private let session: HUDSession
    private(set) var checker = HUDInvariantChecker()
    /// Every input the presenter handled with its time, for the failure report.
    private(set) var applied: [(now: TimeInterval, input: HUDInput)] = []
    /// The appearance the session started with.
    private(set) var initialAppearance = HUDAppearance()
    /// Each appearance change, with the number of inputs applied before it.
    private(set) var appearanceChanges: [(before: Int, appearance: HUDAppearance)] = []
    /// How often each completion closure ran, by the order it was made in.
    private var completionRuns: [Int] = []
    private var activities: [HUDActivityID] = []
    private var runs: [HUDActivityID] = []
    /// How often each run's `onDisappear` ran, in the order the runs began, and the runs by that order.
    private var runDisappearances: [Int] = []
    private var runIndices: [HUDActivityID: Int] = [:]
    private var followed: HUDPresentationID?
    /// The tagged buttons of activities and runs, and their promises.
    private let buttons = ActivityButtonLedger()
    /// The messages lanes and a view's HUD, mixed into the sequence on the same clock.
    private let lanes: RandomLanes
    /// HUDs attached to list items and forgotten, mixed in too.
    private let items: RandomItems

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        session = HUDSession(host: host, scheduler: clock)
        lanes = RandomLanes(seed: seed, clock: clock)
        items = RandomItems(seed: seed)
        session.appearance = randomAppearance()
        initialAppearance = session.appearance
        session.inputObserver = { [unowned self] input, before, effects, after in
            applied.append((clock.now, input))
            checker.check(input, now: clock.now, before: before, effects: effects, after: after)
            buttons.check(after)
            reportButtonViolation()
        }
    }

    private var presenter: HUDPresenter { session.presenter }

    /// Runs up to `steps` random steps, then drives the HUD to hidden and idle; `nil` when every check held,
    /// otherwise the first violation with the whole trace.
    func run(steps: Int) -> String? {
        let count = steps / 5 + 1 + random.below(max(steps - steps / 5, 1))
        for _ in 0..<count {
            randomStep()
            host.finishFades(of: session)
            reportButtonViolation()
            if let violation = lanes.violations.first ?? items.violations.first { checker.fail(violation) }
            if !checker.violations.isEmpty { return report() }
        }
        settle()
        lanes.settle()
        items.settle()
        reportButtonViolation()
        if let violation = lanes.violations.first ?? items.violations.first { checker.fail(violation) }
        if checker.violations.isEmpty, let lost = completionRuns.firstIndex(where: { $0 != 1 }) {
            checker.fail("completion \(lost) ran \(completionRuns[lost]) times")
        }
        for (run, index) in runIndices where checker.violations.isEmpty {
            // Finished by its work, its task or its Cancel button: its last HUD is gone once the HUD is hidden.
            let expected = session.isRunning(run) ? 0 : 1
            let count = runDisappearances[index]
            if count != expected { checker.fail("the onDisappear of \(run) ran \(count) times, not \(expected)") }
        }
        return checker.violations.isEmpty ? nil : report()
    }

    /// How often the action of an activity's or a run's tagged button ran.
    var buttonActionRuns: Int { buttons.actionRuns }

    /// Hands the first broken promise about activity buttons to the checker.
    private func reportButtonViolation() {
        if let violation = buttons.violations.first, checker.violations.isEmpty { checker.fail(violation) }
    }

    // MARK: Stepping

    private func timerFired(_ id: HUDTimerID) {
        // A host fires a live timer at its deadline, never earlier: the clock moves there first.
        if let deadline = checker.deadlines[id], deadline > clock.now {
            clock.advance(by: deadline - clock.now)
        } else {
            session.send(.timerFired(id))
        }
    }

    /// Finishes fades, fires timers and finally dismisses until the HUD is hidden with nothing pending.
    private func settle() {
        host.canInstall = true
        session.overlayBecameAvailable()
        for _ in 0..<100 where checker.violations.isEmpty {
            if let fade = presenter.liveFade {
                session.fadeFinished(fade)
            } else if let next = clock.nextDeadline {
                clock.advance(by: max(next - clock.now, 0))
            } else if presenter.state.phase != .hidden {
                session.dismiss(completion: newCompletion())
            } else {
                return
            }
        }
        if checker.violations.isEmpty { checker.fail("did not settle: \(presenter.state)") }
    }

    // MARK: Random choices

    private func randomStep() {
        switch random.below(121) {
        case 0..<4: progressTick()
        case 4..<9: progressFrame()
        case 9..<24: show()
        case 24..<28: session.setStatus(randomStatus())
        case 28..<40: session.dismiss(delay: random.pick(Self.delays), completion: randomCompletion())
        case 40..<45: session.popActivity()
        case 45..<50: beginActivity()
        case 50..<55: endActivity()
        case 55..<60: runStep()
        case 60..<62:
            session.send(.touch(random.chance(50) ? .mask : .bezel, phase: random.chance(50) ? .down : .upInside))
        case 62..<66: session.buttonTapped()
        case 66..<74: timerFired(randomTimer())
        case 74..<85: session.fadeFinished(randomFade())
        case 85..<95: clock.advance(by: random.pick(Self.advances))
        case 95..<97: hostChanges()
        case 97..<100:
            session.appearance = randomAppearance()
            appearanceChanges.append((applied.count, session.appearance))
        case 100..<103: session.send(.setProgress(random.chance(50) ? random.unit() : random.pick(Self.fractions)))
        case 115..<121: items.step(now: clock.now)
        default: lanes.step(windowHUD: session, windowHost: host)
        }
    }

    private func show() {
        var indicator = randomIndicator()
        if random.chance(15) { indicator = .image(.custom(session.makeAssetID())) }
        // Half of the shows have an `onDisappear` handler, counted like a completion: it must run exactly once.
        var onEnd: HUDSession.PresentationEndHandler?
        if random.chance(50) {
            let counted = newCompletion()
            onEnd = session.endHandler(onDisappear: { counted(.disappeared) })
        }
        session.show(HUDContent(indicator: indicator, status: randomStatus(), options: randomOptions()), onEnd: onEnd)
    }

    /// Opens a scoped activity, with options of its own half of the time (a tagged button in some).
    private func beginActivity() {
        guard random.chance(50) else { return activities.append(session.beginActivity(status: randomStatus())) }
        var options = randomOptions()
        let tag = buttons.nextTag()
        if random.chance(60) { options.button = buttons.button(tag.tag, title: tag.title, session: session) }
        let activity = session.beginActivity(status: randomStatus(), options: options)
        buttons.bind(tag.tag, to: activity)
        activities.append(activity)
    }

    private func endActivity() {
        guard !activities.isEmpty, random.chance(85) else {
            return session.endActivity(HUDActivityID(UInt64(random.below(5))))
        }
        session.endActivity(activities.remove(at: random.below(activities.count)))
    }

    /// Starts a run, or finishes one with any outcome (twice sometimes: a cancellation and the work's end).
    private func runStep() {
        guard !runs.isEmpty, random.chance(60) else {
            let success = random.chance(50) ? randomStatus() : nil
            let index = runDisappearances.count
            runDisappearances.append(0)
            let tag = buttons.nextTag()
            let run = session.beginRun(
                status: randomStatus(), success: success, options: randomOptions(),
                cancelButton: random.chance(50) ? tag.title : nil,
                cancelWork: { [unowned self] in buttons.ran(tag.tag, isOpen: session.isRunning) },
                onDisappear: { [self] in runDisappearances[index] += 1 })
            buttons.bind(tag.tag, to: run)
            runIndices[run] = index
            return runs.append(run)
        }
        let run = random.chance(80) ? runs.remove(at: random.below(runs.count)) : random.pick(runs)
        let outcomes: [HUDRunPlan.Outcome] = [.returned, .cancelled, .threw(message: "Offline")]
        session.finishRun(run, random.pick(outcomes))
    }

    /// The host finishes fades at once or not, and has somewhere to install or not (a scene then connects); or
    /// its container goes away (a view HUD's view left the window), and a later show installs again.
    private func hostChanges() {
        if random.chance(20) { return session.hostGone() }
        host.finishesFadesAtOnce = random.chance(30)
        session.environment.isCovered = random.chance(20)
        host.canInstall = random.chance(70)
        if host.canInstall { session.overlayBecameAvailable() }
    }

    static let delays: [TimeInterval] = [0, 0, 0, 0.05, 0.3, 1, 2.5, -1, .nan, .infinity, -.infinity, 1e300, 1e-12]
    static let advances: [TimeInterval] = [0, 0.01, 0.15, 0.5, 1, 1.5, 2, 5, 1000]
    static let durations: [TimeInterval?] = [nil, nil, nil, nil, nil, 0, 0.5, 2, -1, .nan, .infinity, 1e300]
    static let fractions: [Double] = [0, 0.25, 0.5, 0.99, 1, 1.5, -0.2, .nan, .infinity, -.infinity, 1e300]
    static let positions: [HUDPosition] = [
        .top, .center, .bottom, .bottom.offset(vertical: -40), .top.offset(horizontal: .nan, vertical: .infinity),
        .center.offset(horizontal: 1e300, vertical: -1e300),
    ]
    static let statuses: [String?] = [
        nil, "", "Loading", "Saved", "Uploading…", "✓ 完了 👍🏽", String(repeating: "long status ", count: 200),
    ]

    private func randomIndicator() -> HUDIndicator {
        switch random.below(8) {
        case 0, 1: return .spinner
        case 2, 3: return .progress(random.chance(50) ? random.unit() : random.pick(Self.fractions))
        case 4: return .success
        case 5: return .error
        case 6: return random.chance(50) ? .info : .image(.custom(HUDAssetID(1)))
        case 7 where random.chance(50):
            return .customView(session.makeCustomView(size: CGSize(width: random.unit() * 400, height: .nan)))
        default: return .none
        }
    }

    /// A progress show that keeps the current status and options, as an upload's progress callbacks do.
    private func progressTick() {
        let current = presenter.state.content
        // The app's own show: it never passes an activity's button on.
        var options = current?.options ?? HUDOptions()
        if options.button?.title.hasPrefix("Tap #") == true { options.button = nil }
        let fraction = random.chance(80) ? random.unit() : random.pick(Self.fractions)
        session.show(
            HUDContent(indicator: .progress(fraction), status: current?.status, options: options))
    }

    /// A followed progress: it begins, reports (several per display frame sometimes) and ticks; or a binding's new
    /// content for the current presentation; or the app changing the HUD on screen in place.
    private func progressFrame() {
        let fraction = random.chance(80) ? random.unit() : random.pick(Self.fractions)
        let report = HUDProgressReport(
            fraction: fraction, isIndeterminate: random.chance(10), localizedDescription: randomStatus())
        if random.chance(10) {
            let indicator: HUDIndicator = random.chance(50) ? .progress(fraction) : randomIndicator()
            return session.updateCurrent(to: indicator, status: random.chance(50) ? nil : randomStatus())
        }
        if random.chance(20), let current = session.currentPresentation {
            let indicator: HUDIndicator = random.chance(80) ? .progress(fraction) : randomIndicator()
            return session.update(current, to: HUDContent(indicator: indicator, status: randomStatus()))
        }
        guard let followed, session.isFollowingProgress, random.chance(85) else {
            let status = random.chance(50) ? nil : randomStatus()
            followed = session.followProgress(report, status: status, options: randomOptions())
            return
        }
        session.recordProgress(report, for: followed)
        if random.chance(70) { session.tickProgress() }
    }

    private func randomStatus() -> String? {
        random.pick(Self.statuses)
    }

    private func randomOptions() -> HUDOptions {
        guard random.chance(40) else { return HUDOptions() }
        let maskType: HUDMaskType? = random.chance(30) ? .black : nil
        var options = HUDOptions(
            duration: random.pick(Self.durations),
            dismissOnTap: random.chance(40), hapticsEnabled: random.chance(30) ? random.chance(50) : nil,
            progressStyle: random.chance(30) ? random.pick(HUDProgressStyle.allCases) : nil,
            transition: random.chance(20) ? random.pick(HUDTransition.allCases) : nil, animated: random.chance(90),
            position: random.chance(30) ? random.pick(Self.positions) : nil,
            details: random.chance(20) ? randomStatus() : nil,
            button: random.chance(20) ? HUDButton(random.chance(80) ? "Cancel" : "", action: {}) : nil)
        options.maskType = maskType
        return options
    }

    private func randomCompletion() -> (@MainActor (HUDDismissal) -> Void)? {
        random.chance(80) ? newCompletion() : nil
    }

    /// A completion that counts its runs.
    private func newCompletion() -> @MainActor (HUDDismissal) -> Void {
        let index = completionRuns.count
        completionRuns.append(0)
        return { [unowned self] _ in completionRuns[index] += 1 }
    }

    private func randomTimer() -> HUDTimerID {
        let live = presenter.liveTimers.sorted { $0.serial < $1.serial }
        if !live.isEmpty, random.chance(75) { return random.pick(live) }
        let kinds: [HUDTimerID.Kind] = [.grace, .autoDismiss, .delayedDismiss, .minimumDisplay]
        return HUDTimerID(kind: random.pick(kinds), serial: UInt64(random.below(Int(presenter.lastSerial) + 3)))
    }

    private func randomFade() -> HUDFadeID {
        if let fade = presenter.liveFade, random.chance(85) { return fade }
        return HUDFadeID(serial: UInt64(random.below(Int(presenter.lastSerial) + 3)))
    }

    private func randomAppearance() -> HUDAppearance {
        let durations: [TimeInterval] = [0.15, 0.15, 0, -1, .nan, .infinity, 1e300]
        var appearance = HUDAppearance()
        appearance.graceTimeInterval = random.pick([0, 0, 0, 0.3, 1, -1, .nan, .infinity, 1e300])
        appearance.minimumDisplayTime = random.pick([0, 0, 0.5, 2, -1, .nan, .infinity, 1e300])
        appearance.fadeInAnimationDuration = random.pick(durations)
        appearance.fadeOutAnimationDuration = random.pick(durations)
        appearance.minimumDismissTimeInterval = random.pick([1.5, 0, 0.2, -1, .nan, .infinity, 1e300])
        appearance.maximumDismissTimeInterval = random.pick([.infinity, 3, 0, -1, .nan])
        appearance.hapticsEnabled = random.chance(50)
        appearance.progressStyle = random.pick(HUDProgressStyle.allCases)
        appearance.transition = random.pick(HUDTransition.allCases)
        appearance.margin = random.pick([12, 0, 30, -4, .nan, .infinity])
        appearance.labelSpacing = random.pick([8, 0, 20, -1, .nan])
        appearance.isSquare = random.chance(30)
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
