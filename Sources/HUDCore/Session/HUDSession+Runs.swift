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
    /// - Parameters:
    ///   - status: Text under the spinner while the run works. `nil` by default.
    ///   - success: Text under the checkmark when it returns; `nil` shows none. `nil` by default.
    ///   - options: Settings for the run's HUDs. Empty options by default.
    ///   - cancelButton: The title of a `.cancel` button on the run's spinner (it replaces `options.button`): a
    ///     touch-up on it calls `cancelWork`, then finishes the run as cancelled, so the run's spinner goes at once
    ///     (the HUD shows the next open run's own content, or dismisses) and the work's own end shows nothing. Once
    ///     the run has finished its button never shows and its action never runs. `nil`, no button, by default.
    ///   - cancelWork: Cancels the run's work (HUDKit cancels the task that runs it). `nil` by default.
    ///   - isTaskCancelled: Whether the task that runs the work is already cancelled (`Task.isCancelled`). Such a
    ///     run shows nothing and leaves the HUD as it is (no presentation, no activity, no ending): it calls
    ///     `cancelWork` and then `onDisappear` at once, and is finished from the start, so ``isRunning(_:)`` is `false` and
    ///     ``finishRun(_:_:)`` does nothing for it, whatever the work then returns or throws. `false` by default.
    ///   - onDisappear: Runs once, when the run's last HUD has disappeared: its outcome image (as the
    ///     `onDisappear` of a show, ``endHandler(onDisappear:)``), or, when it ends without one, the HUD it held
    ///     once that is hidden. `nil` by default.
    /// - Returns: The run's activity, which identifies it for ``finishRun(_:_:)``.
    public func beginRun(
        status: String? = nil, success: String? = nil, options: HUDOptions = HUDOptions(),
        cancelButton: String? = nil, cancelWork: (@MainActor @Sendable () -> Void)? = nil,
        isTaskCancelled: Bool = false, onDisappear: (@MainActor () -> Void)? = nil
    ) -> HUDActivityID {
        let activity = HUDActivityID(nextSerial())
        guard !isTaskCancelled else {
            cancelWork?()
            onDisappear?()
            return activity
        }
        var options = options
        if let cancelButton {
            options.button = HUDButton(cancelButton, role: .cancel) { [weak self] in
                // Only the run's own content shows this button, and only while it runs; a finished run's action
                // never runs, whatever shows the button.
                guard let self, isRunning(activity) else { return }
                cancelWork?()
                finishRun(activity, .cancelled)
            }
        }
        let plan = HUDRunPlan(activity: activity, status: status, success: success, options: options)
        runs.keep((plan, onDisappear), for: plan.activity)
        present(plan.startInputs, as: .run, onEnd: nil)
        return plan.activity
    }

    /// Finishes a run with `outcome`; a run that already finished does nothing. An outcome image is a new
    /// presentation.
    public func finishRun(_ activity: HUDActivityID, _ outcome: HUDRunPlan.Outcome) {
        step { [self] in
            guard let run = runs.take(activity) else { return }
            let onDisappear = run.onDisappear
            let inputs = run.plan.finishInputs(for: outcome, openActivities: presenter.state.openActivities)
            let showsOutcome = inputs.contains(where: \.startsPresentation)
            if showsOutcome {
                begin(nextPresentation(), onEnd: onDisappear.map { endHandler(onDisappear: $0) })
            }
            for input in inputs {
                apply(input)
            }
            if !showsOutcome, let onDisappear { runOnceHidden(onDisappear) }
        }
    }

    /// Whether the run of `activity` has not finished yet.
    public func isRunning(_ activity: HUDActivityID) -> Bool {
        runs.contains(activity)
    }
}
