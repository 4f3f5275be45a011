import Foundation
@_spi(HUDEngine) import HUDCore

/// A host that draws nothing and finishes every fade at once, so that a session runs whole presentations
/// without a screen or a run loop.
@MainActor
package final class SilentHost: HUDHosting {
    /// The session whose fades finish; held weakly, as a real host would.
    package weak var session: HUDSession?
    /// How many frames were applied.
    package private(set) var appliedFrames = 0
    /// The frame a view would show: the last applied, moved by each tick.
    private var shown: HUDRenderDescription?

    package init() {}

    /// A session on `scheduler` wired to a new silent host; the host holds the session weakly, so keep both.
    package static func session(
        scheduler: HUDManualScheduler = HUDManualScheduler()
    ) -> (host: SilentHost, session: HUDSession) {
        let host = SilentHost()
        let session = HUDSession(host: host, scheduler: scheduler)
        host.session = session
        return (host, session)
    }

    package func installOverlay(over environment: HUDEnvironment) -> HUDEnvironment? { environment }
    package func removeOverlay() { shown = nil }
    package func placeInFront(over environment: HUDEnvironment) -> HUDEnvironment? { nil }
    package func apply(_ render: HUDRenderDescription, changes: HUDPartChanges) {
        shown = render
        appliedFrames &+= 1
    }
    package func moveProgress(to fraction: Double) {
        // HUDCore's share of a real host's tick: its copy of the frame moves and gives the part changes.
        guard shown?.tick(to: fraction) != nil else { return }
        appliedFrames &+= 1
    }
    package func fadeIn(
        _ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition, reversing: Bool
    ) {
        session?.fadeFinished(id)
    }
    package func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        session?.fadeFinished(id)
    }
    package func post(_ notification: HUDNotification, status: String?) {}
    package func announce(_ announcement: HUDAnnouncement) {}
    package func moveAccessibilityFocus() {}
    package func restoreAccessibilityFocus() {}
    package func prepareHaptics() {}
    package func playHaptic(_ haptic: HUDHaptic) {}
    package func releaseContent(_ id: HUDAssetID) {}
    package func endProgressObservation(of presentation: HUDPresentationID) {}
}
