/// The decisions of `HUD.run(status:success:…)`: what to send when the work starts, and what to send when it
/// returns, throws or is cancelled.
///
/// A plan is a pure value describing one run. Each run holds the HUD with its own scoped activity
/// (``HUDInput/beginActivity(_:status:)``), so runs that overlap never dismiss each other's spinner: the one that
/// finishes first only ends its activity, and the last one shows its outcome.
///
/// The rules, for a run that finishes while **no other** activity is open:
/// - returned, with a success status → the success checkmark with it (`""`: the checkmark without a label);
/// - returned, with `success == nil` → the run ends its activity, which dismisses its spinner; no success HUD;
/// - threw → the error cross with ``errorStatus`` if set, otherwise the error's message;
/// - cancelled → the run ends its activity, which dismisses its spinner; never an error.
///
/// A run never sends a plain `dismiss`: ending its activity lets the presenter decide, so an image another run
/// is showing (an error, say) still gets its full display time, and a spinner someone else holds stays.
///
/// While **other** activities are still open, a returned or cancelled run only ends its own activity, so the
/// spinner stays for the others (a checkmark would end their spinner when it dismisses itself). An error is
/// never swallowed: it is shown even then, and replaces the spinner until it dismisses itself.
///
/// `options` apply to this run only: the spinner gets them without ``HUDOptions/duration`` (a run's spinner lasts
/// as long as the work), the success and error HUDs get them without ``HUDOptions/button`` (a "Cancel" belongs to
/// the work, not to its outcome, ``HUDOptions/carried(into:)``). Statuses are passed on unchanged, whatever
/// their length (the layout wraps and truncates them); `nil` or `""` shows no label.
///
/// Only HUDCore makes plans, with the memberwise initialiser
/// (`HUDRunPlan(activity:status:success:errorStatus:options:)`, each property's default when left out):
///
/// ```swift
/// let plan = HUDRunPlan(activity: HUDActivityID(7), status: "Saving…", success: "Saved")
/// ```
///
/// `HUDSession`'s run calls own the plans: a run begins with ``startInputs`` and finishes once, by its task's
/// cancellation (which dismisses at once) or by the end of its work, with ``finishInputs(for:openActivities:)``.
@_spi(HUDEngine) public struct HUDRunPlan: Hashable, Sendable {
    /// The run's scoped activity; the controller allocates a fresh one per run.
    public var activity: HUDActivityID
    /// The status under the spinner while the work runs. `nil` by default.
    public var status: String? = nil
    /// The status of the success HUD; `nil` dismisses without a success HUD, `""` shows the checkmark alone.
    /// `nil` by default.
    public var success: String? = nil
    /// Replaces the error's message in the error HUD; `""` shows the cross alone. `nil` (the message) by default.
    public var errorStatus: String? = nil
    /// The per-call options of this run, for this run's HUDs only. Empty options by default.
    public var options = HUDOptions()

    /// The options of the spinner: ``options`` without ``HUDOptions/duration``, so the spinner never dismisses
    /// itself while the work runs.
    public var spinnerOptions: HUDOptions {
        var copy = options
        copy.duration = nil
        return copy
    }

    /// What to send when the work starts: the run's activity, with its status and ``spinnerOptions``, which the
    /// activity keeps (when a later run ends first, the HUD shows this run's own status, details and button again).
    ///
    /// ```swift
    /// HUDRunPlan(activity: HUDActivityID(1), status: "Saving…").startInputs
    /// // [.beginActivity(activity#1, status: "Saving…", options: HUDOptions())]
    /// ```
    public var startInputs: [HUDInput] {
        [.beginActivity(activity, status: status, options: spinnerOptions)]
    }

    /// What to send when the work has ended with `outcome`, given the activities open at that moment (the
    /// presenter's ``HUDState/openActivities``; this run's own activity may or may not be among them).
    ///
    /// An outcome image (success or error) is shown *before* the run ends its activity, so the HUD goes straight
    /// from the spinner to the image: ending the last activity first would start a fade-out that the image then
    /// reverses (a spurious `willDisappear`/`willAppear` pair). The image resets the activity count and dismisses
    /// itself. Without an image the run ends its activity: the last activity to end dismisses the spinner, one
    /// that ends while others are open leaves the HUD to them (showing the most recent one's own content).
    ///
    /// ```swift
    /// let plan = HUDRunPlan(activity: HUDActivityID(1), status: "Saving…", success: "Saved")
    /// plan.finishInputs(for: .returned, openActivities: [HUDActivityID(1)])
    /// // [.show(.success, status: "Saved", options: HUDOptions()), .endActivity(activity#1)]
    /// plan.finishInputs(for: .returned, openActivities: [HUDActivityID(1), HUDActivityID(2)])
    /// // [.endActivity(activity#1)]: activity#2 keeps the spinner
    /// ```
    /// - Parameters:
    ///   - outcome: How the work ended.
    ///   - openActivities: The scoped activities open before these inputs are applied.
    public func finishInputs(for outcome: Outcome, openActivities: Set<HUDActivityID>) -> [HUDInput] {
        let othersAreOpen = !openActivities.subtracting([activity]).isEmpty
        let ending: [HUDInput] = [.endActivity(activity)]
        switch outcome {
        case .threw(let message):
            return [.show(.error, status: errorStatus ?? message, options: outcomeOptions), .endActivity(activity)]
        case .returned where !othersAreOpen:
            guard let success else { return ending }
            return [.show(.success, status: success, options: outcomeOptions), .endActivity(activity)]
        case .returned, .cancelled:
            return ending
        }
    }

    /// The options of the success and error HUDs: ``options`` as a self-dismissing kind takes them over
    /// (``HUDOptions/carried(into:)``: without ``HUDOptions/button``).
    private var outcomeOptions: HUDOptions {
        options.carried(into: .success)
    }
}
