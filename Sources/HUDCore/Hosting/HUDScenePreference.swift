/// Which of the app's window scenes the window HUD goes on (in the app's window or the overlay window), and when it
/// moves to another one.
///
/// The HUD must never fail silently: it prefers the scene the user is looking at and falls back through the other
/// activation states instead of giving up. Only application-window scenes count (never an external display's
/// scene), and ties are broken by a stable identity, never by the order of `UIApplication.connectedScenes` (a set).
/// HUDKit describes each connected scene as a ``Candidate``.
///
/// ```swift
/// let index = HUDScenePreference.preferredIndex(among: [
///     .init(identity: "B", activation: .background),
///     .init(identity: "A", activation: .foregroundActive, hasKeyWindow: true),
/// ]) // 1
/// ```
package enum HUDScenePreference {
    /// The activation states of a scene, as `UIScene.ActivationState`.
    public enum Activation: Int, CaseIterable, Hashable, Sendable {
        /// On screen and receiving events: the first choice.
        case foregroundActive
        /// On screen but not receiving events (a system alert, the app switcher).
        case foregroundInactive
        /// Not on screen.
        case background
        /// Not connected to the app's lifecycle yet.
        case unattached
    }

    /// The index of the scene to use for a new overlay: the best ``Candidate/rank`` (foreground-active with the key
    /// window, foreground-active, foreground-inactive, background, unattached), ties broken by the smallest
    /// ``Candidate/identity`` and then by position; `nil` when no candidate is an application-window scene.
    public static func preferredIndex(among candidates: [Candidate]) -> Int? {
        candidates.indices
            .compactMap { index in candidates[index].rank.map { (rank: $0, index: index) } }
            .min { left, right in
                (left.rank.rawValue, candidates[left.index].identity, left.index)
                    < (right.rank.rawValue, candidates[right.index].identity, right.index)
            }?
            .index
    }

    /// Where a window HUD that is on `current` should be now: it stays on its scene while that scene is in the
    /// foreground, active or not; it moves to ``preferredIndex(among:)`` only when its scene has disconnected (it is
    /// missing, or still listed but unattached, as during `UIScene.didDisconnectNotification`), or has gone to the
    /// background while another scene is foreground-active.
    ///
    /// Moving only then keeps the HUD still while the user works in two iPad windows side by side (the key window
    /// moves between them), while a permission prompt or the app switcher makes its scene foreground-inactive (it must
    /// not move to the other window for good), and while the whole app goes to the background.
    ///
    /// ```swift
    /// let scenes: [HUDScenePreference.Candidate] = [
    ///     .init(identity: "A", activation: .background),
    ///     .init(identity: "B", activation: .foregroundActive),
    /// ]
    /// HUDScenePreference.destinationIndex(current: 0, among: scenes) // 1: its scene went to the background
    /// ```
    /// - Parameters:
    ///   - current: The index in `candidates` of the overlay's scene; `nil` (or an index out of range) when it has
    ///     disconnected or there is no overlay yet.
    ///   - candidates: The connected scenes.
    /// - Returns: The index of the scene the overlay belongs on (`current` to stay); `nil` when there is no
    ///   application-window scene at all.
    public static func destinationIndex(current: Int?, among candidates: [Candidate]) -> Int? {
        guard let best = preferredIndex(among: candidates) else { return nil }
        guard let current, candidates.indices.contains(current), let rank = candidates[current].rank,
            rank != .unattached
        else { return best }
        guard rank == .background else { return current }
        return candidates[best].rank?.isForegroundActive == true ? best : current
    }
}
