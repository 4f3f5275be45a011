import Foundation

extension HUDPresenter {
    /// Updates the activity count for a show, by the indicator's ``HUDIndicator/ActivityRule``: the spinner +1, a
    /// progress ring +1 unless a counted progress HUD is already shown, an image or no indicator back to 0.
    mutating func countActivity(for indicator: HUDIndicator) {
        switch indicator.rules.activity {
        case .addsOne:
            state.activityCount += 1
        case .addsOneUnlessShown:
            let shown = state.content.map { $0.indicator.isSameKind(as: indicator) } == true
            if !shown || state.activityCount == 0 { state.activityCount += 1 }
        case .resets:
            state.activityCount = 0
        }
    }

    /// Balances one show; at 0 with no open activity the HUD dismisses. When it balances the last show while
    /// activities are open and the HUD shows that show, the HUD goes back to the most recent activity's spinner.
    mutating func popActivity(now: TimeInterval) {
        let balancesLastShow = state.activityCount == 1
        state.activityCount = max(state.activityCount - 1, 0)
        guard state.activityCount == 0 else { return }
        if activities.isEmpty {
            dismiss(after: 0, completion: nil, now: now)
        } else if balancesLastShow, activityShown == nil {
            showLatestActivity()
        }
    }

    /// Opens a scoped activity (again: it becomes the most recent) and shows its spinner; the count is untouched.
    mutating func beginActivity(_ id: HUDActivityID, status: String?) {
        activities.removeAll { $0.id == id }
        activities.append(OpenActivity(id: id, status: status))
        state.openActivities.insert(id)
        activityShown = id
        present(HUDContent(indicator: .spinner, status: status))
    }

    /// Closes a scoped activity; the last one to close dismisses when the count is 0, unless the HUD shows a kind
    /// that dismisses itself (a success or error shown as the work ended) after its display duration. When the
    /// HUD showed the closed activity's spinner and others stay open, it shows the most recent one's instead.
    mutating func endActivity(_ id: HUDActivityID, now: TimeInterval) {
        guard let index = activities.firstIndex(where: { $0.id == id }) else { return }
        activities.remove(at: index)
        state.openActivities.remove(id)
        if activities.isEmpty {
            if activityShown == id { activityShown = nil }
            let dismissesItself = state.content?.indicator.rules.dismissesItself == true
            if state.activityCount == 0, !dismissesItself { dismiss(after: 0, completion: nil, now: now) }
        } else if activityShown == id {
            showLatestActivity()
        }
    }

    /// The auto-dismiss fired: with open activities the HUD goes back to the most recent one's spinner (it stays
    /// while any activity is open); otherwise it dismisses. Either way the count goes to 0, as with a fade-out: the
    /// shows an auto-dismiss ended are not waiting for a `popActivity` any more.
    mutating func autoDismiss(now: TimeInterval) {
        if activities.isEmpty {
            dismiss(after: 0, completion: nil, now: now)
        } else {
            state.activityCount = 0
            showLatestActivity()
        }
    }

    /// Shows the spinner of the most recently opened activity, without a new appearance.
    mutating func showLatestActivity() {
        guard let latest = activities.last else { return }
        activityShown = latest.id
        replaceContent(with: HUDContent(indicator: .spinner, status: latest.status))
    }

    /// Closes every scoped activity and resets the count (a dismiss does).
    mutating func closeActivities() {
        state.activityCount = 0
        state.openActivities = []
        activities = []
        activityShown = nil
    }
}
