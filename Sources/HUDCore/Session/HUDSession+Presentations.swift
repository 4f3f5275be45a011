import Foundation

// Presentations: every show the app asks for begins one, with the handlers its caller gave; the next show
// supersedes it, and the HUD's fade-out (or a dismiss before it appeared) ends it. The session reads the phase after
// each step, so a show queued by an effect (a completion that shows again) is applied before it decides that a
// presentation ended.
extension HUDSession {
    /// What happened to a presentation.
    public enum PresentationChange: Hashable, Sendable {
        /// The presentation faded out or was dismissed before it appeared.
        case ended(HUDPresentationID)
        /// Another presentation began.
        case superseded(HUDPresentationID)

        /// The presentation this change is about.
        public var presentation: HUDPresentationID {
            switch self {
            case .ended(let presentation), .superseded(let presentation): presentation
            }
        }
    }

    /// Runs once, when a presentation ends or another supersedes it.
    public typealias PresentationEndHandler = @MainActor (PresentationChange) -> Void

    /// The presentation on screen or waiting to appear; `nil` when none is.
    public var currentPresentation: HUDPresentationID? { presentations.current }

    /// Changes what `presentation` shows (a binding's new status or progress) without a new show; nothing once it
    /// is over or a dismiss was asked for.
    public func update(_ presentation: HUDPresentationID, to content: HUDContent) {
        step { [self] in
            guard presentations.acceptsUpdates(from: presentation) else { return }
            apply(content.updateInput(replacing: presenter.state.content))
        }
    }

    /// Dismisses `presentation` if it is still the current one; one that another show replaced, or that ended, is
    /// left alone.
    public func dismiss(_ presentation: HUDPresentationID) {
        step { [self] in
            guard presentations.current == presentation else { return }
            presentations.close()
            stopFollowingProgress()
            apply(.dismiss(delay: 0, completion: nil))
        }
    }

    /// Begins a presentation with its handlers and applies `inputs` (a show, or a run's batch) in one step.
    @discardableResult
    func present(
        _ inputs: [HUDInput],
        as call: HUDStacking.Call,
        onTap: (@MainActor () -> Void)?,
        onEnd: PresentationEndHandler?
    ) -> HUDPresentationID {
        let presentation = nextPresentation()
        step { [self] in
            let broughtToFront = bringsToFront(call)
            begin(presentation, onTap: onTap, onEnd: onEnd)
            for input in inputs {
                apply(input)
            }
            placeInFront(if: broughtToFront)
        }
        return presentation
    }

    /// Makes `presentation` the current one; the one it replaces hears that it was superseded.
    func begin(
        _ presentation: HUDPresentationID,
        onTap: (@MainActor () -> Void)?,
        onEnd: PresentationEndHandler?
    ) {
        let ending = presentations.begin(presentation, onTap: onTap, onEnd: onEnd)
        draftPresentationBegan()
        runDisappearHandlers()
        if let ending { notify(ending) }
    }

    /// After a step: ends the current presentation when the HUD is fading out or hidden, and its settings once the
    /// HUD is hidden (``HUDHandleDraft``).
    func settlePresentation() {
        followDraft()
        if let ending = presentations.settle(phase: presenter.state.phase) { notify(ending) }
        endPresentationSettingsIfHidden()
    }

    private func notify(_ ending: HUDPresentationLedger.Ending) {
        presentationObserver?(ending.change)
        if isFollowing(ending.change.presentation) { stopFollowingProgress() }
        ending.onEnd?(ending.change)
    }
}
