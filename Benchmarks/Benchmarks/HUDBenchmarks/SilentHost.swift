import Foundation
import HUDCore

/// A host that draws nothing and finishes every fade at once, so that an engine runs whole presentations
/// without a screen or a run loop.
@MainActor
final class SilentHost: HUDHosting {
    /// The engine whose fades finish; held weakly, as a real host would.
    weak var engine: HUDEngine?
    /// How many frames were applied.
    private(set) var appliedFrames = 0
    /// How many dismiss completions ran.
    private(set) var completionsRun = 0

    func installOverlay() {}
    func removeOverlay() {}
    func apply(_ render: HUDRenderDescription) { appliedFrames &+= 1 }
    func fadeIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        engine?.send(.fadeFinished(id))
    }
    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        engine?.send(.fadeFinished(id))
    }
    func post(_ notification: HUDNotification, status: String?) {}
    func announce(_ announcement: HUDAnnouncement) {}
    func prepareHaptics() {}
    func playHaptic(_ haptic: HUDHaptic) {}
    func runCompletion(_ id: HUDCompletionID) { completionsRun &+= 1 }
    func handleTap() {}
}
