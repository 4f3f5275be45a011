import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// A real ``HUDSession`` with a recording host and a manual clock, as HUDKit's `HUDController` wires it. It adds
/// no behaviour: each call below is one call of the session (or, for inputs the kit never sends by name, one step
/// through the session's own `step`), and it records every presentation change the session reports.
@MainActor
final class SessionFixture {
    let host = RecordingHost()
    let clock = HUDManualScheduler()
    let session: HUDSession
    /// Every presentation change, in order.
    private(set) var changes: [HUDSession.PresentationChange] = []
    /// The moves of the session's view into and out of its window; it starts in one.
    private var containerWatch = HUDContainerWatch()

    init(_ configure: (inout HUDAppearance) -> Void = { _ in }) {
        session = HUDSession(appearance: HUDAppearance(configure), host: host, scheduler: clock)
        session.presentationObserver = { [unowned self] change in changes.append(change) }
        _ = containerWatch.movedToWindow(true)
    }

    var phase: HUDState.Phase { session.state.phase }

    /// A show the app asked for: begins a presentation, then applies `inputs` as one step (for the stacking rules,
    /// a call that brings nothing to the front).
    @discardableResult
    func present(_ inputs: HUDInput...) -> HUDPresentationID {
        session.present(inputs, as: .update, onTap: nil, onEnd: nil)
    }

    /// Applies `inputs` as one step.
    func apply(_ inputs: HUDInput...) {
        session.step { [session] in
            for input in inputs {
                session.apply(input)
            }
        }
    }

    /// `dismiss(withDelay:)`.
    func dismiss(delay: TimeInterval = 0) {
        session.dismiss(delay: delay)
    }

    /// Moves the clock; each timer that falls due is a step of the session.
    func advance(by interval: TimeInterval) {
        clock.advance(by: interval)
    }

    /// The session's view leaves its window (`false`) or comes back to one (`true`), as HUDKit's view reports it.
    func viewMoved(toWindow inWindow: Bool) {
        session.containerMoved(containerWatch.movedToWindow(inWindow))
    }

    /// Makes `call` on the session, then reports the fades the host finished at once (`finishesFadesAtOnce`).
    func settle(_ call: (HUDSession) -> Void) {
        call(session)
        host.finishFades(of: session)
    }

    /// Reports the last fade the host started as finished, as UIKit's animation completion does.
    func finishFade() {
        guard let fade = host.lastFade else { return }
        session.fadeFinished(fade)
    }
}
