import Foundation

// MBProgressHUD's `hideAllHUDsForView:`: `HUDHandle.hideAll()` dismisses the HUDs of a view and of every view inside
// it, and says how many of them there were to dismiss.
extension HUDSession {
    /// Dismisses every session of `sessions` at once, as ``dismiss(delay:animated:completion:)`` with no delay, and
    /// returns how many of them had a HUD up before: one on screen (appearing, visible or fading out, a view's HUD
    /// paused while its view is out of its window included), waiting out its grace time or waiting for somewhere
    /// to appear (every phase but ``HUDState/Phase/hidden``, ``HUDState/Phase/countsAsUp``). Each session is
    /// counted before any is dismissed, so a completion that shows a HUD again changes nothing in the count.
    ///
    /// ```swift
    /// let dismissed = HUDSession.dismissAll([cardSession, rowSession])  // 1: only the card showed a HUD
    /// ```
    /// - Parameter sessions: The sessions to dismiss; each counts once, however often it is listed.
    /// - Returns: How many of them had a HUD up.
    @discardableResult
    public static func dismissAll(_ sessions: [HUDSession]) -> Int {
        var seen = Set<ObjectIdentifier>()
        let unique = sessions.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let up = unique.filter(\.state.phase.countsAsUp).count
        for session in unique {
            session.dismiss()
        }
        return up
    }
}

extension HUDState.Phase {
    /// Whether a HUD in this phase is one ``HUDSession/dismissAll(_:)`` counts: every phase but ``hidden``, so a
    /// show still in its grace time or waiting for a scene counts as well as one on screen (unlike
    /// ``HUDState/isVisible``).
    public var countsAsUp: Bool {
        switch self {
        case .hidden: false
        case .gracePending, .awaitingOverlay, .appearing, .visible, .disappearing: true
        }
    }
}
