import Foundation

extension HUDSession {
    /// Whether the session has nothing on screen and nothing waiting: hidden (no show in its grace time, waiting for
    /// somewhere to appear, or paused in a view that left), no open run. A list item's HUD exists only while its
    /// session is not idle (``HUDAttachmentRegistry/releaseItem(_:ifIdle:)``).
    ///
    /// ```swift
    /// session.show(HUDContent(status: "Uploading"))
    /// session.isIdle  // false, until its fade-out finished
    /// ```
    public var isIdle: Bool {
        !presenter.state.phase.countsAsUp && runs.isEmpty
    }
}
