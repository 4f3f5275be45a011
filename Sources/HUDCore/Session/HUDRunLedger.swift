import Foundation

/// The runs of a ``HUDSession`` that have not finished: each run's ``HUDRunPlan`` and its `onDisappear` handler, by
/// its activity. The session owns one (see `HUDSession+Runs.swift`); a run finishes once: ``finish(_:)`` hands its
/// plan out a single time.
///
/// ```swift
/// var runs = HUDRunLedger()
/// runs.open(plan, onDisappear: nil)
/// runs.isRunning(plan.activity) // true
/// runs.finish(plan.activity)    // the plan; a second finish returns nil
/// ```
struct HUDRunLedger {
    /// A run that has not finished.
    struct Run {
        /// What the run shows when it starts and finishes.
        let plan: HUDRunPlan
        /// Runs once, when the run's last HUD has disappeared.
        let onDisappear: (@MainActor () -> Void)?
    }

    private var open: [HUDActivityID: Run] = [:]

    /// Whether no run is open.
    var isEmpty: Bool { open.isEmpty }

    /// Whether the run of `activity` has not finished yet.
    func isRunning(_ activity: HUDActivityID) -> Bool {
        open[activity] != nil
    }

    /// Notes that the run of `plan` has started.
    mutating func open(_ plan: HUDRunPlan, onDisappear: (@MainActor () -> Void)?) {
        open[plan.activity] = Run(plan: plan, onDisappear: onDisappear)
    }

    /// Finishes the run of `activity`.
    ///
    /// - Returns: The run, or `nil` when it already finished (or never started).
    mutating func finish(_ activity: HUDActivityID) -> Run? {
        open.removeValue(forKey: activity)
    }
}
