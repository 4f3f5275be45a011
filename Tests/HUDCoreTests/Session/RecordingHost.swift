import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// A fake host that records every call the session makes, in order; it can finish fades at once (as a host without
/// animations would: reported right after the step, ``finishFades(of:)``), and refuse to install the overlay (no
/// window scene yet). It holds no session, so it cannot call into one while it steps: what the session needs comes
/// back as answers (``containerEnvironment``), and every report is a step of its own.
@MainActor
final class RecordingHost: HUDHosting {
    /// One call from the session.
    enum Call: Equatable {
        case installOverlay
        case removeOverlay
        case apply(HUDRenderDescription)
        case fadeIn(HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition, reversing: Bool)
        case fadeOut(HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition)
        case post(HUDNotification, status: String?)
        case announce(HUDAnnouncement)
        case moveAccessibilityFocus
        case restoreAccessibilityFocus
        case prepareHaptics
        case playHaptic(HUDHaptic)
        case releaseContent(HUDAssetID)
        case endProgressObservation(HUDPresentationID)
    }

    private(set) var calls: [Call] = []
    /// How many times the session asked to bring the installed HUD to the front (kept out of ``calls``, which
    /// the flow tests compare whole).
    private(set) var placedInFront = 0
    /// The part changes of every `apply`, in order.
    private(set) var changes: [HUDPartChanges] = []
    /// The frame the host shows: the last applied, moved by each tick.
    private(set) var shown: HUDRenderDescription?
    /// Whether fades finish at once: each is kept for ``finishFades(of:)`` to report right after the step.
    var finishesFadesAtOnce = false
    /// The fades that finished at once and were not reported yet.
    private var finishedFades: [HUDFadeID] = []
    /// Whether there is somewhere to install the overlay (a window scene). `true` by default.
    var canInstall = true
    /// The environment of the container the overlay installs in; `nil` answers the session's own unchanged.
    var containerEnvironment: HUDEnvironment?
    /// The environment of the container the HUD moves to when it comes to the front; `nil`: it does not move.
    var frontEnvironment: HUDEnvironment?

    /// The notifications posted, in order.
    var posted: [HUDNotification] {
        calls.compactMap { call in
            if case .post(let notification, _) = call { return notification }
            return nil
        }
    }

    /// How many fade-ins the host was asked for.
    var fadeIns: Int {
        calls.filter {
            if case .fadeIn = $0 { return true }
            return false
        }.count
    }

    /// The renders applied, in order.
    var applied: [HUDRenderDescription] {
        calls.compactMap { call in
            if case .apply(let render) = call { return render }
            return nil
        }
    }

    func forget() {
        calls = []
        changes = []
    }

    func installOverlay(over environment: HUDEnvironment) -> HUDEnvironment? {
        calls.append(.installOverlay)
        return canInstall ? containerEnvironment ?? environment : nil
    }
    func removeOverlay() {
        calls.append(.removeOverlay)
        shown = nil
    }
    func placeInFront(over environment: HUDEnvironment) -> HUDEnvironment? {
        placedInFront += 1
        return frontEnvironment
    }
    func apply(_ render: HUDRenderDescription, changes: HUDPartChanges) {
        calls.append(.apply(render))
        self.changes.append(changes)
        shown = render
    }

    /// Moves the frame shown and records it as applied, with the tick's changes, as a view shows it.
    func moveProgress(to fraction: Double) {
        guard var moved = shown, let changes = moved.tick(to: fraction) else { return }
        apply(moved, changes: changes)
    }

    func fadeIn(
        _ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition, reversing: Bool
    ) {
        calls.append(.fadeIn(id, duration: duration, transition: transition, reversing: reversing))
        if finishesFadesAtOnce { finishedFades.append(id) }
    }

    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        calls.append(.fadeOut(id, duration: duration, transition: transition))
        if finishesFadesAtOnce { finishedFades.append(id) }
    }

    func post(_ notification: HUDNotification, status: String?) { calls.append(.post(notification, status: status)) }
    func announce(_ announcement: HUDAnnouncement) { calls.append(.announce(announcement)) }
    func moveAccessibilityFocus() { calls.append(.moveAccessibilityFocus) }
    func restoreAccessibilityFocus() { calls.append(.restoreAccessibilityFocus) }
    func prepareHaptics() { calls.append(.prepareHaptics) }
    func playHaptic(_ haptic: HUDHaptic) { calls.append(.playHaptic(haptic)) }

    func releaseContent(_ id: HUDAssetID) { calls.append(.releaseContent(id)) }

    func endProgressObservation(of presentation: HUDPresentationID) {
        calls.append(.endProgressObservation(presentation))
    }

    /// Reports the fades that finished at once to `session`, each a step of its own, until none is left (a finished
    /// fade-out may start the next presentation's fade-in). Call it after each call of the session.
    func finishFades(of session: HUDSession) {
        while !finishedFades.isEmpty {
            let finished = finishedFades
            finishedFades = []
            for id in finished {
                session.fadeFinished(id)
            }
        }
    }

    /// The last fade the session started, if any.
    var lastFade: HUDFadeID? {
        for call in calls.reversed() {
            switch call {
            case .fadeIn(let id, _, _, _), .fadeOut(let id, _, _): return id
            default: continue
            }
        }
        return nil
    }
}
