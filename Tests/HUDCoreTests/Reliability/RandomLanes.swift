import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// The messages lanes and a per-view HUD of a ``RandomSession``, on its clock: the window's lane, a view's HUD and
/// that view's lane get random calls — shows of every policy with and without ids, glyphs, options, hides by id
/// and all, taps, swipes, buttons, live and stale fades, hosts with nowhere to install — mixed into the window
/// HUD's sequence. The window's lane shares the window HUD's clock; the view's HUD and lane share a second clock
/// that follows the first (two HUDs, or two lanes, never share one: their timer ids would collide, and in HUDKit each
/// controller has its own). Around every message call it checks that neither HUD's observable state moved, and it keeps the
/// lanes' own promises: at most 16 waiting, nothing live when idle, every `onDisappear` once. The view leaves its
/// window and comes back at random: its HUD then says nothing to VoiceOver and takes no focus. The view's HUD and lane
/// hear their owner's life from one ``HUDLifecycle``, as in HUDKit: the scene goes and comes (nowhere to show, then
/// somewhere), the view leaves its window and comes back (the HUD pauses; a message keeps its time, no fade waits and
/// nothing is announced while away), and the view's controller is released mid-message (every lane ends at once,
/// nothing stays live).
@MainActor
final class RandomLanes {
    private var random: SplitMix64
    private let windowHost = RecordingMessageHost()
    private let viewLaneHost = RecordingMessageHost()
    private let window: HUDMessageSession
    private let viewLane: HUDMessageSession
    let viewHUDHost = RecordingHost()
    let viewHUD: HUDSession
    /// Where the view's HUD and lane hear that somewhere to show came, and that their owner went.
    private let viewLifecycle = HUDLifecycle()
    /// How often each message's `onDisappear` ran, by the order the messages were shown.
    private var disappearances: [Int] = []
    private(set) var violations: [String] = []
    private let clock: HUDManualScheduler
    private let viewClock = HUDManualScheduler()
    /// The view's moves into and out of its window (it starts in one).
    private var viewWatch: HUDContainerWatch = {
        var watch = HUDContainerWatch()
        _ = watch.movedToWindow(true)
        return watch
    }()
    /// The view HUD's host calls checked so far, and whether it holds VoiceOver's focus.
    private var checkedCalls = 0
    private var holdsFocus = false

    init(seed: UInt64, clock: HUDManualScheduler) {
        random = SplitMix64(seed: seed ^ 0x4D45_5353_4147_4553)
        self.clock = clock
        window = HUDMessageSession(host: windowHost, scheduler: clock)
        viewLane = HUDMessageSession(host: viewLaneHost, scheduler: viewClock)
        viewHUD = HUDSession(host: viewHUDHost, scheduler: viewClock)
        viewLifecycle.add(viewHUD)
        viewLifecycle.add(viewLane)
        for lane in [window, viewLane] {
            lane.inputObserver = { [unowned self] input, _, effects, after in
                if after.waiting.count > HUDMessageQueue.capacity { fail("\(after.waiting.count) wait after \(input)") }
                if after.isAway, after.liveFade != nil || effects.contains(where: \.isAnnouncement) {
                    fail("a fade waits, or VoiceOver hears a message, while its view is away, after \(input)")
                }
                if after.phase == .idle, !after.liveTimers.isEmpty || after.liveFade != nil {
                    fail("idle with timers \(after.liveTimers) or a fade after \(input)")
                }
            }
        }
    }

    /// The log line of a host that became available, reported through the view's lifecycle.
    static let viewHostAvailable = "host canInstall true, reported to the view's lanes"

    /// What an app can observe of a HUD: its state, timers, fade, frame and every host call so far.
    static func observables(of session: HUDSession, host: RecordingHost) -> String {
        let presenter = session.presenter
        return "\(presenter.state) \(presenter.liveTimers.sorted { $0.serial < $1.serial }) "
            + "\(presenter.liveFade as Any) \(presenter.pendingCompletions) \(session.render as Any) \(host.calls.count)"
    }

    /// One random step: a message call (checked against both HUDs) or a call of the view's HUD.
    func step(windowHUD: HUDSession, windowHost: RecordingHost) {
        viewClock.advance(by: clock.now - viewClock.now)
        if random.chance(20) { return viewHUDStep() }
        let before = (
            Self.observables(of: windowHUD, host: windowHost), Self.observables(of: viewHUD, host: viewHUDHost)
        )
        let lane = random.chance(70) ? window : viewLane
        let call = messageStep(lane, host: lane === window ? self.windowHost : viewLaneHost)
        let after = (
            Self.observables(of: windowHUD, host: windowHost), Self.observables(of: viewHUD, host: viewHUDHost)
        )
        if after.0 != before.0 { fail("\(call) changed the window HUD:\n  \(before.0)\n→ \(after.0)") }
        // A host reported available through the view's lifecycle reaches every lane of the view, its HUD too (a HUD
        // waiting for somewhere to show tries its host again); any other message call leaves the view's HUD alone.
        let reachesTheViewsHUD = call == Self.viewHostAvailable
        if after.1 != before.1, !reachesTheViewsHUD {
            fail("\(call) changed the view's HUD:\n  \(before.1)\n→ \(after.1)")
        }
    }

    private func messageStep(_ lane: HUDMessageSession, host: RecordingMessageHost) -> String {
        switch random.below(100) {
        case 0..<40:
            let message = randomMessage()
            let index = disappearances.count
            disappearances.append(0)
            var onTap: (@MainActor () -> Void)?
            if random.chance(20) { onTap = { _ = index } }
            lane.show(message, onTap: onTap) { [unowned self] in disappearances[index] += 1 }
            return "show(\(message.text), id: \(message.id ?? "nil"), \(message.policy))"
        case 40..<50:
            let id = random.pick(Self.ids) ?? "none"
            lane.hide(id: id)
            return "hide(id: \(id))"
        case 50..<53: return logged("hideAll") { lane.hideAll() }
        case 53..<58: return logged("tapped") { lane.tapped() }
        case 58..<61: return logged("swiped") { lane.swiped() }
        case 61..<63: return logged("buttonTapped") { lane.buttonTapped() }
        case 63..<90:
            let fade =
                lane.queue.liveFade.flatMap { random.chance(85) ? $0 : nil }
                ?? HUDFadeID(serial: UInt64(random.below(9)))
            lane.fadeFinished(fade)
            return "fadeFinished(\(fade))"
        case 90..<95:
            lane.isVoiceOverRunning = random.chance(30)
            lane.bars = HUDMessageBars(tabBar: random.chance(50) ? CGRect(x: 0, y: 761, width: 390, height: 83) : nil)
            return "environment"
        default:
            host.canInstall = random.chance(70)
            guard host.canInstall else { return "host canInstall false" }
            guard lane === window else {
                viewLifecycle.report(.hostAvailable)
                return Self.viewHostAvailable
            }
            lane.hostBecameAvailable()
            return "host canInstall true"
        }
    }

    /// Makes a lane call that takes no argument and returns its name for the log.
    private func logged(_ name: String, _ call: () -> Void) -> String {
        call()
        return name
    }

    private func viewHUDStep() {
        checkVoiceOver()
        switch random.below(9) {
        case 0: viewHUD.show(HUDContent(status: "Uploading", options: HUDOptions(maskType: .black)))
        case 1: viewHUD.show(HUDContent(indicator: .success, status: "Saved"))
        case 2: viewHUD.dismiss(delay: random.pick([0, 0.5, 2]))
        case 3: if let fade = viewHUD.presenter.liveFade { viewHUD.fadeFinished(fade) }
        case 4, 5: viewLifecycle.report(.ownerMoved(viewWatch.movedToWindow(random.chance(50))))
        case 6: sceneChanged()
        case 7: ownerGone()
        default: viewHUD.show(HUDContent(status: "Syncing"))
        }
        checkVoiceOver()
    }

    /// The scene the view is in goes away or comes (both lanes have nowhere, or somewhere, to show), reported once.
    private func sceneChanged() {
        let isConnected = random.chance(60)
        viewHUDHost.canInstall = isConnected
        viewLaneHost.canInstall = isConnected
        if isConnected { viewLifecycle.report(.hostAvailable) }
    }

    /// The view's controller is released, maybe mid-message: every lane ends at once and nothing of it stays live.
    private func ownerGone() {
        viewLifecycle.report(.ownerGone)
        if viewLane.queue.phase != .idle { fail("the view's lane is \(viewLane.queue.phase) after its owner went") }
        if viewHUD.state.phase != .hidden { fail("the view's HUD is \(viewHUD.state.phase) after its owner went") }
        if let deadline = viewClock.nextDeadline { fail("a timer at \(deadline) outlived the view's owner") }
        if viewLaneHost.calls.last == .install { fail("the view's messages layer stayed after its owner went") }
    }

    /// The view's HUD says nothing to VoiceOver and moves no focus while its view is away, and gives the focus back
    /// only after taking it (once).
    private func checkVoiceOver() {
        for call in viewHUDHost.calls[checkedCalls...] {
            switch call {
            case .announce where viewHUD.isPaused, .moveAccessibilityFocus where viewHUD.isPaused,
                .restoreAccessibilityFocus where viewHUD.isPaused:
                fail("\(call) while the view's HUD is paused")
            case .moveAccessibilityFocus:
                if holdsFocus { fail("VoiceOver moved to the view's HUD twice") }
                holdsFocus = true
            case .restoreAccessibilityFocus:
                if !holdsFocus { fail("VoiceOver restored by a view's HUD that did not take it") }
                holdsFocus = false
            default: break
            }
        }
        checkedCalls = viewHUDHost.calls.count
        if viewHUD.isPaused { holdsFocus = false }
    }

    static let ids: [String?] = [nil, nil, "network", "copy", "save"]
    static let texts = ["Copied", "", "Back online", "تم الحفظ", String(repeating: "long message ", count: 60)]

    private func randomMessage() -> HUDMessage {
        let glyphs: [HUDImage?] = [nil, nil, .success, .error, .info, .custom(HUDAssetID(1))]
        let durations: [TimeInterval?] = [nil, nil, 0, 0.5, .infinity, -1, .nan]
        let text = random.pick(Self.texts)
        let glyph = random.pick(glyphs)
        let id = random.pick(Self.ids)
        let policy: HUDMessagePolicy = random.chance(20) ? .replace : .queue
        let swipeToHide = random.chance(20)
        let maskType: HUDMaskType? = random.chance(20) ? .black : nil
        var options = HUDOptions(
            duration: random.pick(durations), dismissOnTap: random.chance(30), animated: random.chance(80),
            position: random.chance(30) ? random.pick([.top, .center, .bottom]) : nil,
            button: random.chance(10) ? HUDButton("Undo", action: {}) : nil)
        options.maskType = maskType
        return HUDMessage(text, glyph: glyph, id: id, policy: policy, swipeToHide: swipeToHide, options: options)
    }

    /// Finishes fades and runs the clock until both lanes and the view's HUD are idle, then checks that every
    /// message ended once.
    func settle() {
        windowHost.canInstall = true
        viewLaneHost.canInstall = true
        viewHUDHost.canInstall = true
        window.hostBecameAvailable()
        viewLifecycle.report(.hostAvailable)
        for _ in 0..<500 {
            if let fade = window.queue.liveFade {
                window.fadeFinished(fade)
            } else if let fade = viewLane.queue.liveFade {
                viewLane.fadeFinished(fade)
            } else if let fade = viewHUD.presenter.liveFade {
                viewHUD.fadeFinished(fade)
            } else if viewHUD.state.phase != .hidden, viewClock.nextDeadline == nil {
                viewHUD.dismiss()
            } else if window.queue.phase == .visible || viewLane.queue.phase == .visible,
                clock.nextDeadline == nil, viewClock.nextDeadline == nil
            {
                window.hideAll()
                viewLane.hideAll()
            } else if let next = clock.nextDeadline {
                clock.advance(by: max(next - clock.now, 0))
            } else if let next = viewClock.nextDeadline {
                viewClock.advance(by: max(next - viewClock.now, 0))
            } else {
                break
            }
        }
        for lane in [window, viewLane] where lane.queue.phase != .idle {
            fail("a lane did not settle: \(lane.queue.phase), \(lane.queue.waiting.count) waiting")
        }
        if let lost = disappearances.firstIndex(where: { $0 != 1 }) {
            fail("the onDisappear of message \(lost) ran \(disappearances[lost]) times")
        }
    }

    private func fail(_ message: String) {
        violations.append(message)
    }
}

extension HUDMessageQueue.Effect {
    /// Whether the effect announces a message to VoiceOver.
    fileprivate var isAnnouncement: Bool {
        if case .announce = self { return true }
        return false
    }
}
