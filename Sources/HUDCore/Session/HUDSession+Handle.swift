import Foundation

// MBProgressHUD's per-HUD properties (`hud.label.text`, `hud.mode`, `hud.progress`, `hud.margin`) on the session of
// one HUD: HUDKit's `HUDHandle` reads and writes them here, and `HUDHandleDraft` decides how long they last.
extension HUDSession {
    /// How long what a handle sets lasts (``HUDHandleDraft``).
    public enum DraftLifetime: Hashable, Sendable {
        /// A handle's settings last for their presentation: each show starts fresh, from the view's defaults
        /// (``appearance``), and nothing of an earlier presentation comes back. Every view's HUD, by default.
        case presentation
        /// What the HUD showed and the settings made through its handle are the draft of its next show, as an
        /// `MBProgressHUD` instance kept and shown again keeps its properties (the Objective-C `HUDProgressHUD`).
        case instance
    }

    /// How long what a handle sets lasts. ``DraftLifetime/presentation`` by default.
    public var draftLifetime: DraftLifetime {
        get { draft.lifetime }
        set { draft.lifetime = newValue }
    }

    /// What a handle's content properties read: the content of the presentation on screen while one is current
    /// and accepts updates (no dismiss asked), otherwise the draft the next ``showDraft(onEnd:)`` shows.
    ///
    /// ```swift
    /// session.editableContent.status // "Loading"
    /// ```
    public var editableContent: HUDContent {
        guard takesEditsInPlace, let current = presenter.state.content else { return draft.content }
        return current
    }

    /// What a handle's settings read: the settings of the presentation on screen while one is current and accepts
    /// updates, otherwise those the next presentation starts with; both are the view's defaults (``appearance``)
    /// with the handle's changes.
    public var editableAppearance: HUDAppearance {
        takesEditsInPlace ? presenter.appearance : draft.next.applied(to: appearance)
    }

    /// Changes the HUD's content as MBProgressHUD's properties do, as one step.
    ///
    /// While a presentation is current and accepts updates, its content changes in place: the same presentation
    /// (its `onTap` and `onDisappear` stay), no new fade-in; a status alone is a status change, a moving progress
    /// only moves (``HUDContent/updateInput(replacing:)``), and a change of indicator stops following a `Progress`.
    /// Otherwise — nothing shown, or a dismiss asked for — the change goes to the draft that the next
    /// ``showDraft(onEnd:)`` shows, as properties set before MBProgressHUD's `showAnimated:` are. How long the
    /// draft lasts is ``HUDHandleDraft``'s rule.
    ///
    /// ```swift
    /// session.edit { $0.status = "Uploading…"; $0.indicator = .progress(0.3) }
    /// ```
    /// - Parameter change: The change, applied to the content on screen or to the draft.
    public func edit(_ change: @escaping @MainActor (inout HUDContent) -> Void) {
        step { [self] in
            guard let presentation = presentations.current, takesEditsInPlace,
                let current = presenter.state.content
            else { return draft.edit(change) }
            var content = current
            change(&content)
            draft.followShown(content)
            guard content != current else { return }
            if isFollowing(presentation), !follower.keepsContent, content.indicator != current.indicator {
                stopFollowingProgress()
            }
            apply(content.updateInput(replacing: current))
        }
    }

    /// Changes one setting as MBProgressHUD's per-HUD properties do, as one step: the presentation on screen's,
    /// restyled at once, while one is current and accepts updates; otherwise the next presentation's. Either way it
    /// lasts as ``HUDHandleDraft`` says (with the `.presentation` lifetime, until that presentation's HUD is hidden
    /// or another show begins); the view's defaults stay (``appearance``).
    ///
    /// ```swift
    /// session.restyle(\.margin, to: 20)
    /// ```
    /// - Parameters:
    ///   - keyPath: The setting; `\.self` sets them all.
    ///   - value: Its value.
    public func restyle<Value>(_ keyPath: WritableKeyPath<HUDAppearance, Value>, to value: Value) {
        step { [self] in
            guard takesEditsInPlace else { return draft.restyleNext(keyPath, to: value) }
            draft.restyleCurrent(keyPath, to: value)
            applyPresentationSettings()
        }
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

    /// A presentation begins: it takes the settings set for the next show (``HUDHandleDraft/presentationBegan()``).
    /// With no settings before or after, the presenter's appearance is the defaults already and nothing is laid out
    /// again (`HUD.show(progress:)` begins a presentation at every tick).
    func draftPresentationBegan() {
        let hadSettings = !draft.current.isEmpty
        draft.presentationBegan()
        guard hadSettings || !draft.current.isEmpty else { return }
        applyPresentationSettings()
    }

    /// After a step, with the `.instance` lifetime: the draft follows what a presentation that accepts updates
    /// shows, so that the next show shows it again.
    func followDraft() {
        guard draft.lifetime == .instance, takesEditsInPlace, let content = presenter.state.content else { return }
        draft.followShown(content)
    }

    /// After a step: once the HUD is hidden and no presentation is current, the last presentation's settings end
    /// (``HUDHandleDraft/presentationHidden()``).
    func endPresentationSettingsIfHidden() {
        guard presentations.current == nil, presenter.state.phase == .hidden, !draft.current.isEmpty else { return }
        draft.presentationHidden()
        applyPresentationSettings()
    }

    /// Whether a presentation is current and accepts updates: a handle's change goes to it, not to the draft.
    private var takesEditsInPlace: Bool {
        guard let presentation = presentations.current else { return false }
        return presentations.acceptsUpdates(from: presentation)
    }
}
