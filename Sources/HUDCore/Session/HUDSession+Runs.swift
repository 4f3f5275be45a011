import Foundation

// The runs of `HUD.run(status:success:…)`: each holds the HUD with its own scoped activity and finishes once, by its
// task's cancellation or by the end of its work, whichever comes first (see ``HUDRunPlan``).
extension HUDSession {
    /// Starts a run: a new presentation with the plan's start inputs.
    ///
    /// ```swift
    /// let run = session.beginRun(status: "Saving…", success: "Saved")
    /// session.finishRun(run, .returned)
    /// ```
    /// - Returns: The run's activity, which identifies it for ``finishRun(_:_:)``.
    public func beginRun(
        status: String? = nil, success: String? = nil, options: HUDOptions = HUDOptions()
    ) -> HUDActivityID {
        let plan = HUDRunPlan(activity: HUDActivityID(nextSerial()), status: status, success: success, options: options)
        runs[plan.activity] = plan
        present(plan.startInputs, onTap: nil, onEnd: nil)
        return plan.activity
    }

    /// Finishes a run with `outcome`; a run that already finished does nothing. An outcome image is a new
    /// presentation.
    public func finishRun(_ activity: HUDActivityID, _ outcome: HUDRunPlan.Outcome) {
        step { [self] in
            guard let plan = runs.removeValue(forKey: activity) else { return }
            let inputs = plan.finishInputs(for: outcome, openActivities: presenter.state.openActivities)
            if inputs.contains(where: \.startsPresentation) {
                begin(nextPresentation(), onTap: nil, onEnd: nil)
            }
            for input in inputs {
                apply(input)
            }
        }
    }

    /// Whether the run of `activity` has not finished yet.
    public func isRunning(_ activity: HUDActivityID) -> Bool {
        runs[activity] != nil
    }
}
