import Foundation

/// A snapshot of the presenter's state.
@_spi(HUDEngine) public struct HUDState: Hashable, Sendable {
    /// Where the HUD is in its life: hidden → gracePending → appearing → visible → disappearing → hidden, with
    /// awaitingOverlay while there is nowhere to show it (no window scene yet).
    public enum Phase: String, CaseIterable, Hashable, Sendable {
        /// Nothing on screen, no overlay.
        case hidden
        /// A show waits for the grace time; nothing on screen yet.
        case gracePending
        /// A show waits for somewhere to appear (the host could not install the overlay); nothing on screen, no
        /// events, until the host reports ``HUDInput/overlayAvailable``.
        case awaitingOverlay
        /// Fading in.
        case appearing
        /// Fully shown.
        case visible
        /// Fading out.
        case disappearing
    }

    /// The current phase. `.hidden` at first.
    public internal(set) var phase: Phase = .hidden
    /// What the current or pending presentation shows; `nil` while hidden.
    public internal(set) var content: HUDContent?
    /// The balance of indefinite shows and `popActivity` calls; never negative.
    public internal(set) var activityCount = 0
    /// The scoped activities that are open.
    public internal(set) var openActivities: Set<HUDActivityID> = []

    /// Whether the HUD is on screen (appearing, visible or fading out), as SVProgressHUD's `isVisible`; `false` while
    /// a show waits for its grace time or for somewhere to appear.
    public var isVisible: Bool {
        phase == .appearing || phase == .visible || phase == .disappearing
    }
}
