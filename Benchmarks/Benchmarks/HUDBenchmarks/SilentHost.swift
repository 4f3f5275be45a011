import Foundation
@_spi(HUDEngine) import HUDCore

/// A host that draws nothing and finishes every fade at once, so that a session runs whole presentations
/// without a screen or a run loop.
@MainActor
final class SilentHost: HUDHosting {
    /// The session whose fades finish; held weakly, as a real host would.
    weak var session: HUDSession?
    /// How many frames were applied.
    private(set) var appliedFrames = 0

    func installOverlay() -> Bool { true }
    func removeOverlay() {}
    func placeInFront() {}
    func apply(_ render: HUDRenderDescription, changes: HUDPartChanges) { appliedFrames &+= 1 }
    func fadeIn(
        _ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition, reversing: Bool
    ) {
        session?.fadeFinished(id)
    }
    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        session?.fadeFinished(id)
    }
    func post(_ notification: HUDNotification, status: String?) {}
    func announce(_ announcement: HUDAnnouncement) {}
    func moveAccessibilityFocus() {}
    func restoreAccessibilityFocus() {}
    func prepareHaptics() {}
    func playHaptic(_ haptic: HUDHaptic) {}
    func releaseContent(_ id: HUDContentID) {}
    func endProgressObservation(of presentation: HUDPresentationID) {}
}
