import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// The buttons that random sequences give their scoped activities and runs, each titled with a tag of its own,
/// and the two promises about them: a finished activity's action never runs, and the button a HUD on
/// screen shows (one that can be tapped: appearing or visible) belongs to an activity that is still open.
@MainActor
final class ActivityButtonLedger {
    /// The activity of each tag, once it began.
    private var activities: [Int: HUDActivityID] = [:]
    private var lastTag = 0
    /// What went wrong, in order.
    private(set) var violations: [String] = []
    /// How often an activity's action ran.
    private(set) var actionRuns = 0

    /// A tag for the next activity's button, and its title.
    func nextTag() -> (tag: Int, title: String) {
        lastTag += 1
        return (lastTag, "Tap #\(lastTag)")
    }

    /// A button for the activity of `tag`, whose action checks, when it runs, that the activity is open.
    func button(_ tag: Int, title: String, session: HUDSession) -> HUDButton {
        HUDButton(title) { [weak self, weak session] in
            guard let self, let session else { return }
            ran(tag, isOpen: { session.state.openActivities.contains($0) })
        }
    }

    /// The activity of `tag` began as `activity`.
    func bind(_ tag: Int, to activity: HUDActivityID) {
        activities[tag] = activity
    }

    /// The action of the activity of `tag` ran (a run's `cancelWork`, or a plain activity's button).
    func ran(_ tag: Int, isOpen: (HUDActivityID) -> Bool) {
        actionRuns += 1
        guard let activity = activities[tag] else { return violations.append("Tap #\(tag) ran before its activity") }
        if !isOpen(activity) { violations.append("the action of \(activity), which has finished, ran") }
    }

    /// After an input: the button of a HUD that can be tapped, when it is an activity's, is an open activity's.
    func check(_ presenter: HUDPresenter) {
        let phase = presenter.state.phase
        guard phase == .appearing || phase == .visible, let title = presenter.state.content?.options.button?.title,
            title.hasPrefix("Tap #"), let tag = Int(title.dropFirst(5)), let activity = activities[tag]
        else { return }
        if !presenter.state.openActivities.contains(activity) {
            violations.append("the HUD shows the button \"\(title)\" of \(activity), which has finished")
        }
    }
}
