import Foundation

// A presentation's "did disappear" handler, MBProgressHUD's `completionBlock` and `hudWasHidden:` for one show: it
// runs once, when what that show put on screen is gone.
extension HUDSession {
    /// The end handler that runs `onDisappear` once, when the presentation's HUD has disappeared:
    /// - after the fade-out that ended it, once the HUD is hidden (`didDisappear` has been posted and the dismiss
    ///   completions have run);
    /// - at once when it ended without appearing (a dismiss during the grace time, or while waiting for a scene);
    /// - when another show supersedes it, on screen or while it fades out (the new show reverses the fade-out):
    ///   what it showed is gone then, and its handler never waits on another presentation.
    ///
    /// Calls made from `onDisappear` apply right after the step that ran it, in order (a show there begins the next
    /// presentation).
    ///
    /// ```swift
    /// session.show(HUDContent(status: "Saving"), onEnd: session.endHandler(onDisappear: { print("gone") }))
    /// ```
    public func endHandler(onDisappear: @escaping @MainActor () -> Void) -> PresentationEndHandler {
        { [weak self] change in
            guard case .ended = change, let self else { return onDisappear() }
            runOnceHidden(onDisappear)
        }
    }

    /// Runs `onDisappear` now when the HUD is hidden, else once it is (after its fade-out, or when a new
    /// presentation begins).
    func runOnceHidden(_ onDisappear: @escaping @MainActor () -> Void) {
        guard presenter.state.phase != .hidden else { return onDisappear() }
        presentations.awaitDisappearance(onDisappear)
    }

    /// After a step: once the HUD is hidden, runs the handlers of the presentations that faded out, in order.
    func runDisappearHandlersIfHidden() {
        guard presenter.state.phase == .hidden else { return }
        runDisappearHandlers()
    }

    /// Runs, in order, the handlers of the presentations that ended before now (a new presentation begins: a
    /// fade-out it reverses never finishes).
    func runDisappearHandlers() {
        for handler in presentations.takeDisappearHandlers() {
            handler()
        }
    }
}
