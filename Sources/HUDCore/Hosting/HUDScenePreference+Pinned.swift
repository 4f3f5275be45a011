import Foundation

extension HUDScenePreference {
    /// The scene a window HUD made for one scene (HUDKit's `HUDController(scene:)`, iPad's multiple windows) shows
    /// on: the candidate with `identity`, whatever its activation, so that each scene's HUD stays with its scene
    /// even in the background; `nil` (the HUD waits, as with no scene at all) while that scene is not connected,
    /// is unattached, or shows no application windows. It never falls back to another scene.
    ///
    /// ```swift
    /// HUDScenePreference.pinnedIndex(
    ///     identity: "B",
    ///     among: [.init(identity: "A", activation: .foregroundActive), .init(identity: "B", activation: .background)])
    /// // 1
    /// ```
    /// - Parameters:
    ///   - identity: The pinned scene's identity (its session's persistent identifier).
    ///   - candidates: The connected scenes.
    /// - Returns: The index of the pinned scene in `candidates`, or `nil`.
    public static func pinnedIndex(identity: String, among candidates: [Candidate]) -> Int? {
        guard let index = candidates.firstIndex(where: { $0.identity == identity }),
            let rank = candidates[index].rank, rank != .unattached
        else { return nil }
        return index
    }
}
