import Foundation

@testable import HUDCore

/// HUDKit's `HUDController` wiring on Linux: an engine with a recording host and a manual clock, and a
/// ``HUDPresentationTracker`` that begins a presentation for each show the app asks for and reads the phase after
/// each step (a call, a clock advance, a finished fade, a touch), as the controller does. It records every
/// presentation change, so tests can follow what a binding, a tap handler or a followed `Progress` would hear.
@MainActor
final class ControllerDouble {
    let host = RecordingHost()
    let clock = HUDManualScheduler()
    let engine: HUDEngine
    private(set) var tracker = HUDPresentationTracker()
    /// Every presentation change, in order.
    private(set) var changes: [HUDPresentationTracker.Change] = []
    private var lastActivity: UInt64 = 0

    init(_ configure: (inout HUDAppearance) -> Void = { _ in }) {
        engine = HUDEngine(appearance: HUDAppearance(configure), host: host, scheduler: clock)
        host.engine = engine
    }

    var phase: HUDState.Phase { engine.state.phase }

    /// A show the app asked for: begins a presentation, then applies `inputs` as one step.
    @discardableResult
    func present(_ inputs: HUDInput...) -> HUDPresentationID {
        present(inputs)
    }

    @discardableResult
    func present(_ inputs: [HUDInput]) -> HUDPresentationID {
        let begun = tracker.begin()
        if let change = begun.change { changes.append(change) }
        apply(inputs)
        return begun.presentation
    }

    /// Applies `inputs` as one step.
    func apply(_ inputs: HUDInput...) {
        apply(inputs)
    }

    func apply(_ inputs: [HUDInput]) {
        for input in inputs {
            engine.send(input)
        }
        settle()
    }

    /// `dismiss(withDelay:completion:)`: closes the presentation, then applies the dismiss.
    func dismiss(delay: TimeInterval = 0) {
        tracker.close()
        apply(.dismiss(delay: delay, completion: nil))
    }

    /// Moves the clock, one step per timer that falls due.
    func advance(by interval: TimeInterval) {
        clock.advance(by: interval)
        settle()
    }

    /// Reports the last fade the host started as finished.
    func finishFade() {
        let fade = host.calls.last { call in
            if case .fadeIn = call { return true }
            if case .fadeOut = call { return true }
            return false
        }
        switch fade {
        case .fadeIn(let id, _, _), .fadeOut(let id, _, _): apply(.fadeFinished(id))
        default: return
        }
    }

    /// Starts a run of `HUD.run` with a fresh activity.
    func startRun(status: String? = nil, success: String? = nil, options: HUDOptions = HUDOptions()) -> HUDRunPlan {
        lastActivity += 1
        let plan = HUDRunPlan(activity: HUDActivityID(lastActivity), status: status, success: success, options: options)
        present(plan.startInputs)
        return plan
    }

    /// Finishes a run: a new presentation when the plan shows an outcome.
    func finishRun(_ plan: HUDRunPlan, _ outcome: HUDRunPlan.Outcome) {
        let inputs = plan.finishInputs(for: outcome, openActivities: engine.state.openActivities)
        if inputs.contains(where: \.startsPresentation) {
            present(inputs)
        } else {
            apply(inputs)
        }
    }

    private func settle() {
        if let change = tracker.settle(phase: engine.state.phase) { changes.append(change) }
    }
}
