import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// A fake messages host that records every call in order; it can refuse to install (no window scene yet).
@MainActor
final class RecordingMessageHost: HUDMessageHosting {
    /// One call from the session.
    enum Call: Equatable {
        case install
        case remove
        case apply(HUDRenderDescription)
        case fadeIn(HUDFadeID)
        case fadeOut(HUDFadeID)
        case announce(HUDAnnouncement)
        case release(HUDAssetID)
    }

    private(set) var calls: [Call] = []
    /// The part changes of each `.apply`, in order.
    private(set) var changes: [HUDPartChanges] = []
    /// Whether there is somewhere to install the layer. `true` by default.
    var canInstall = true

    /// The last fade started.
    var lastFade: HUDFadeID? {
        calls.reversed().lazy.compactMap { call -> HUDFadeID? in
            switch call {
            case .fadeIn(let id), .fadeOut(let id): id
            default: nil
            }
        }.first
    }

    /// The announcements made, in order.
    var announcements: [HUDAnnouncement] {
        calls.compactMap { call in
            if case .announce(let announcement) = call { return announcement }
            return nil
        }
    }

    /// The frames applied, in order (each with the changes of the same index).
    var applied: [HUDRenderDescription] {
        calls.compactMap { call in
            if case .apply(let render) = call { return render }
            return nil
        }
    }

    /// The texts of the messages drawn, in order (a change of the same text is not repeated).
    var drawnTexts: [String] {
        calls.compactMap { call -> String? in
            if case .apply(let render) = call { return render.label?.text ?? "" }
            return nil
        }.reduce(into: []) { texts, text in if texts.last != text { texts.append(text) } }
    }

    func installMessageLayer() -> Bool {
        guard canInstall else { return false }
        calls.append(.install)
        return true
    }

    func removeMessageLayer() { calls.append(.remove) }
    func applyMessage(_ render: HUDRenderDescription, changes: HUDPartChanges) {
        calls.append(.apply(render))
        self.changes.append(changes)
    }
    func fadeMessageIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        calls.append(.fadeIn(id))
    }
    func fadeMessageOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        calls.append(.fadeOut(id))
    }
    func announceMessage(_ announcement: HUDAnnouncement) { calls.append(.announce(announcement)) }
    func releaseMessageContent(_ id: HUDAssetID) { calls.append(.release(id)) }
}
