#if canImport(UIKit)
import HUDCore
import UIKit

// Presentations: every show the app asks for begins one (`HUDPresentationTracker.begin()`), with the handlers its
// caller gave; the next show supersedes it, and the HUD's fade-out (or a dismiss in the grace period) ends it.
//
// Every input reaches the engine through `applying(_:)`: the calls below, the host's finished fades, the view's
// touches and (through `MainRunLoopScheduler.runStep`) the timers. After the outermost step the tracker reads the
// presenter's phase, so inputs queued by an effect (a completion that shows again) are applied before it decides
// that a presentation ended.
extension HUDController {
    /// What the caller that began a presentation asked to be told.
    struct PresentationHandlers {
        /// The presentation these handlers belong to.
        let presentation: HUDPresentationID
        /// Runs when the presentation is tapped.
        let onTap: (@MainActor @Sendable () -> Void)?
        /// Runs once, when the presentation ends or is superseded.
        let onEnd: (@MainActor (HUDPresentationTracker.Change) -> Void)?
    }

    /// Begins a presentation with `handlers` and applies `inputs` (a show, or a run's batch) as one step.
    ///
    /// - Returns: The new presentation's id.
    @discardableResult
    func present(
        _ inputs: [HUDInput],
        onTap: (@MainActor @Sendable () -> Void)?,
        onEnd: (@MainActor (HUDPresentationTracker.Change) -> Void)? = nil
    ) -> HUDPresentationID {
        let presentation = beginPresentation(onTap: onTap, onEnd: onEnd)
        apply(inputs)
        return presentation
    }

    /// Begins a presentation without applying anything yet; the one it replaces hears that it was superseded.
    func beginPresentation(
        onTap: (@MainActor @Sendable () -> Void)?,
        onEnd: (@MainActor (HUDPresentationTracker.Change) -> Void)?
    ) -> HUDPresentationID {
        let (presentation, change) = tracker.begin()
        let previous = handlers
        handlers = PresentationHandlers(presentation: presentation, onTap: onTap, onEnd: onEnd)
        if let change { notify(previous, of: change) }
        return presentation
    }

    /// Shows `content` in `presentation` without beginning a new one (a binding's new status or progress); does
    /// nothing once the presentation is over or a dismiss was asked for.
    func update(_ presentation: HUDPresentationID, to content: HUDContent) {
        guard tracker.acceptsUpdates(from: presentation) else { return }
        send(content.updateInput(replacing: engine.state.content))
    }

    /// Dismisses `presentation` if it is still the current one; a presentation that another show replaced, or that
    /// ended, is left alone.
    func dismiss(_ presentation: HUDPresentationID) {
        guard tracker.current == presentation else { return }
        dismiss()
    }

    /// A dismiss was asked for: the current presentation takes no more updates, and a followed `Progress` stops.
    func closePresentation() {
        tracker.close()
        progressObserver.stop()
    }

    /// Runs the current presentation's tap handler (the engine's `.tapped`, through the host).
    func handleTap() {
        handlers?.onTap?()
    }

    /// Reports a touch-down at `point` of the HUD view to the engine.
    func touchDown(at point: CGPoint) {
        applying { engine.touchDown(at: point) }
    }

    /// Reports that a touch lifted at `point` of the HUD view to the engine (a tap when it lifts on the HUD).
    func touchUp(at point: CGPoint) {
        applying { engine.touchUp(at: point) }
    }

    /// Applies one input as one step.
    func send(_ input: HUDInput) {
        apply([input])
    }

    /// Applies `inputs` in order as one step: the tracker reads the phase only after the last one.
    func apply(_ inputs: [HUDInput]) {
        applying {
            for input in inputs {
                engine.send(input)
            }
        }
    }

    /// Runs `body`, which sends inputs to the engine, then lets the tracker read the phase unless this step runs
    /// inside another one.
    func applying(_ body: () -> Void) {
        applyDepth += 1
        body()
        applyDepth -= 1
        settle()
    }

    /// After the outermost step: ends the current presentation when the HUD is fading out or hidden.
    func settle() {
        guard applyDepth == 0, let change = tracker.settle(phase: engine.state.phase) else { return }
        let ended = handlers
        handlers = nil
        notify(ended, of: change)
    }

    private func notify(_ handlers: PresentationHandlers?, of change: HUDPresentationTracker.Change) {
        guard let handlers, handlers.presentation == change.presentation else { return }
        handlers.onEnd?(change)
    }
}
#endif  // canImport(UIKit)
