import Foundation

@testable import HUDCore

/// A fake host that records every call the engine makes, in order; it can finish fades from inside `fadeIn` and
/// `fadeOut` (as a host without animations would) and send an input from inside a completion.
@MainActor
final class RecordingHost: HUDHosting {
    /// One call from the engine.
    enum Call: Equatable {
        case installOverlay
        case removeOverlay
        case apply(HUDRenderDescription)
        case fadeIn(HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition)
        case fadeOut(HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition)
        case post(HUDNotification, status: String?)
        case announce(HUDAnnouncement)
        case prepareHaptics
        case playHaptic(HUDHaptic)
        case runCompletion(HUDCompletionID)
        case handleTap
    }

    private(set) var calls: [Call] = []
    /// The engine to report finished fades to.
    weak var engine: HUDEngine?
    /// Whether fades finish at once, from inside `fadeIn`/`fadeOut`.
    var finishesFadesAtOnce = false
    /// Sent to the engine from inside `runCompletion`, once.
    var inputOnCompletion: HUDInput?

    /// The notifications posted, in order.
    var posted: [HUDNotification] {
        calls.compactMap { call in
            if case .post(let notification, _) = call { return notification }
            return nil
        }
    }

    /// The renders applied, in order.
    var applied: [HUDRenderDescription] {
        calls.compactMap { call in
            if case .apply(let render) = call { return render }
            return nil
        }
    }

    func forget() {
        calls = []
    }

    func installOverlay() { calls.append(.installOverlay) }
    func removeOverlay() { calls.append(.removeOverlay) }
    func apply(_ render: HUDRenderDescription) { calls.append(.apply(render)) }

    func fadeIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        calls.append(.fadeIn(id, duration: duration, transition: transition))
        if finishesFadesAtOnce { engine?.send(.fadeFinished(id)) }
    }

    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        calls.append(.fadeOut(id, duration: duration, transition: transition))
        if finishesFadesAtOnce { engine?.send(.fadeFinished(id)) }
    }

    func post(_ notification: HUDNotification, status: String?) { calls.append(.post(notification, status: status)) }
    func announce(_ announcement: HUDAnnouncement) { calls.append(.announce(announcement)) }
    func prepareHaptics() { calls.append(.prepareHaptics) }
    func playHaptic(_ haptic: HUDHaptic) { calls.append(.playHaptic(haptic)) }

    func runCompletion(_ id: HUDCompletionID) {
        calls.append(.runCompletion(id))
        if let input = inputOnCompletion {
            inputOnCompletion = nil
            engine?.send(input)
        }
    }

    func handleTap() { calls.append(.handleTap) }
}
