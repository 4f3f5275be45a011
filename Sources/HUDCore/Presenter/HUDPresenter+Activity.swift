import Foundation

extension HUDPresenter {
    /// Updates the activity count for a show, by the indicator's ``HUDIndicator/ActivityRule``
    /// (``HUDActivityCounting``): the spinner and text only +1, a progress ring +1 unless a counted progress HUD is
    /// already shown, an image or a custom view back to 0.
    mutating func countActivity(for indicator: HUDIndicator) {
        state.activityCount = HUDActivityCounting.count(
            afterShowing: indicator, over: state.content, count: state.activityCount)
    }

    /// Balances one show; at 0 with no open activity the HUD dismisses. When it balances the last show while
    /// activities are open and the HUD shows that show, the HUD goes back to the most recent activity's spinner.
    mutating func popActivity(now: TimeInterval) {
        let balancesLastShow = state.activityCount == 1
        state.activityCount = HUDActivityCounting.count(afterPop: state.activityCount)
        guard state.activityCount == 0 else { return }
        if activities.isEmpty {
            dismiss(after: 0, completion: nil, now: now)
        } else if balancesLastShow, activityShown == nil {
            showLatestActivity()
        }
    }

    /// Opens a scoped activity (again: it becomes the most recent) and shows its content; the count is untouched.
    /// Its options are kept sanitized and without a `duration`: the spinner lasts as long as the activity.
    mutating func beginActivity(_ id: HUDActivityID, content: HUDContent) {
        var content = content
        content.options = content.options.sanitized
        content.options.duration = nil
        activities.removeAll { $0.id == id }
        activities.append(OpenActivity(id: id, content: content))
        state.openActivities.insert(id)
        activityShown = id
        present(content)
    }

    /// Closes a scoped activity; the last one to close dismisses when the count is 0, unless the HUD shows a kind
    /// that dismisses itself (a success or error shown as the work ended) after its display duration. When the
    /// HUD showed the closed activity's content, it shows the most recent open one's own content instead, or, when
    /// none is open but shows still hold the HUD, what the last show showed: a closed activity's content (its
    /// button above all) never stays on screen.
    mutating func endActivity(_ id: HUDActivityID, now: TimeInterval) {
        guard let index = activities.firstIndex(where: { $0.id == id }) else { return }
        activities.remove(at: index)
        state.openActivities.remove(id)
        guard activities.isEmpty else {
            if activityShown == id { showLatestActivity() }
            return
        }
        let wasShown = activityShown == id
        let dismissesItself = state.content?.indicator.rules.dismissesItself == true
        if state.activityCount == 0, !dismissesItself {
            // Closes the activity; the HUD stays while the dismiss is held, without the activity's button.
            dismiss(after: 0, completion: nil, now: now)
        } else if wasShown {
            activityShown = nil
            guard let heldShow else { return dropFinishedActivityButton() }
            // The show's own duration counts again from here, as when it was shown.
            replaceContent(with: heldShow)
            if state.phase == .visible { scheduleAutoDismissIfNeeded() }
        }
    }

    /// The HUD shows the content of an activity that has just ended and stays a while (a dismiss held by the
    /// minimum display time or delayed, a grace period): its button goes, so that a finished activity's action can
    /// never run. Nothing while it fades out (a HUD on its way out takes no tap) or is hidden.
    mutating func dropFinishedActivityButton() {
        guard var content = state.content, content.options.button != nil, state.phase != .disappearing else { return }
        content.options.button = nil
        replaceContent(with: content)
    }

    /// A status or in-place change of what the HUD shows: it belongs to the activity whose content is shown, or
    /// else to the last show, so that the HUD shows it again when it comes back to that activity or show.
    mutating func keepChange(_ content: HUDContent) {
        if let shown = activityShown, let index = activities.firstIndex(where: { $0.id == shown }) {
            activities[index].content = content
        } else {
            heldShow = content
        }
    }

    /// Keeps a progress that moved in place (``setProgress(_:)``) for the activity shown or the show held, as
    /// ``keepChange(_:)`` keeps content.
    mutating func keepProgress(_ fraction: Double) {
        if let shown = activityShown, let index = activities.firstIndex(where: { $0.id == shown }) {
            activities[index].content.setProgress(fraction)
        } else {
            heldShow?.setProgress(fraction)
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

    /// Shows the content of the most recently opened activity (its own status and options), without a new
    /// appearance.
    mutating func showLatestActivity() {
        guard let latest = activities.last else { return }
        activityShown = latest.id
        replaceContent(with: latest.content)
    }

    /// Closes every scoped activity and resets the count (a dismiss does).
    mutating func closeActivities() {
        state.activityCount = 0
        state.openActivities = []
        activities = []
        activityShown = nil
    }
}
