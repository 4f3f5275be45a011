import Foundation

// MBProgressHUD's per-HUD properties (`hud.label.text`, `hud.mode`, `hud.progress`, `hud.detailsLabel.text`) on the
// session of one HUD: HUDKit's `HUDHandle` handle reads and writes them here.
extension HUDSession {
    /// What a handle's content properties read: the content of the presentation on screen while one is current
    /// and accepts updates (no dismiss asked), otherwise the draft the next ``showDraft(onEnd:)`` shows.
    ///
    /// ```swift
    /// session.editableContent.status // "Loading"
    /// ```
    public var editableContent: HUDContent {
        guard let presentation = presentations.current, presentations.acceptsUpdates(from: presentation),
            let current = presenter.state.content
        else { return draft.content }
        return current
    }

    /// Changes the HUD's content as MBProgressHUD's properties do, as one step.
    ///
    /// While a presentation is current and accepts updates, its content changes in place: the same presentation
    /// (its `onDisappear` stays), no new fade-in; a status alone is a status change, a moving progress
    /// only moves (``HUDContent/updateInput(replacing:)``), and a change of indicator stops following a `Progress`.
    /// Otherwise — nothing shown, a grace time not begun, or a dismiss asked for — the change goes to the draft that
    /// the next ``showDraft(onEnd:)`` shows, as properties set before MBProgressHUD's `showAnimated:` are. Either
    /// way the draft follows, so a HUD hidden and shown again shows what it last showed.
    ///
    /// ```swift
    /// session.edit { $0.status = "Uploading…"; $0.indicator = .progress(0.3) }
    /// ```
    /// - Parameter change: The change, applied to the content on screen or to the draft.
    public func edit(_ change: @escaping @MainActor (inout HUDContent) -> Void) {
        step { [self] in
            guard let presentation = presentations.current, presentations.acceptsUpdates(from: presentation),
                let current = presenter.state.content
            else { return draft.edit(change) }
            var content = current
            change(&content)
            draft.follow(content)
            guard content != current else { return }
            if isFollowing(presentation), !follower.keepsContent, content.indicator != current.indicator {
                stopFollowingProgress()
            }
            apply(content.updateInput(replacing: current))
        }
    }

    /// After a step: while a presentation is current and accepts updates, the draft follows what it shows
    /// (``HUDHandleDraft``), so a HUD hidden and shown again with ``showDraft(onEnd:)`` shows what it last showed.
    /// Once a dismiss is asked for, the draft stops following and takes the handle's edits.
    func followDraft() {
        guard let presentation = presentations.current, presentations.acceptsUpdates(from: presentation),
            let content = presenter.state.content
        else { return }
        draft.followShown(content)
    }

    /// Shows the draft as a new presentation (MBProgressHUD's `showAnimated:` after its properties were set).
    ///
    /// ```swift
    /// session.edit { $0.status = "Loading" }
    /// session.showDraft()
    /// ```
    /// - Parameter onEnd: Runs once, when this presentation ends or another supersedes it. `nil` by default.
    /// - Returns: The new presentation.
    @discardableResult
    public func showDraft(onEnd: PresentationEndHandler? = nil) -> HUDPresentationID {
        show(draft.content, onEnd: onEnd)
    }
}
