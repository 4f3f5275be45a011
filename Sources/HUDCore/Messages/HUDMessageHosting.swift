import Foundation

/// The messages lane's host port: what a ``HUDMessageSession`` asks of the platform. HUDKit implements it with its
/// own layer (a window above the HUD's, or a view on top of a container); tests implement it with a recording fake.
/// It shares nothing with the HUD's ``HUDHosting``.
@MainActor
@_spi(HUDEngine) public protocol HUDMessageHosting: AnyObject {
    /// Create the messages layer, still transparent; `false` when there is nowhere to show it yet (no window scene,
    /// the container is gone): the message then waits until ``HUDMessageSession/hostBecameAvailable()``.
    func installMessageLayer() -> Bool
    /// Remove the messages layer.
    func removeMessageLayer()
    /// Apply a frame of the message: carry `changes` out on the layer's views (``HUDPartChanges/apply(_:to:)``), as
    /// the HUD's host does; they set every part for the first frame of each message.
    func applyMessage(_ render: HUDRenderDescription, changes: HUDPartChanges)
    /// Fade the message in from where it is; report ``HUDMessageSession/fadeFinished(_:)`` when done.
    func fadeMessageIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition)
    /// Fade the message out from where it is; report ``HUDMessageSession/fadeFinished(_:)`` when done.
    func fadeMessageOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition)
    /// Make a VoiceOver announcement.
    func announceMessage(_ announcement: HUDAnnouncement)
    /// Forget the app's glyph image kept under `id`: its message ended.
    func releaseMessageContent(_ id: HUDAssetID)
}
