import Foundation

extension HUDScenePreference {
    /// The scene a controller's window HUD and messages are pinned to.
    public enum Pin: Hashable, Sendable {
        /// None: they follow the user (the shared controller).
        case none
        /// The scene with this identity (`HUDController(scene:)`), while that scene object lives.
        case scene(identity: String)
        /// The pinned scene went away (the app let go of it after it disconnected, its window was closed): the
        /// controller follows the user from then on, as the shared one does, so nothing it shows is lost.
        case gone
    }

    /// The one rule for the scene a window HUD or message goes on, for every lane and every occasion; HUDKit asks it
    /// with the connected scenes and nothing else decides.
    ///
    /// - **Pinned** (``Pin/scene(identity:)``): that scene while it can show (``pinnedIndex(identity:among:)``),
    ///   whatever its activation, else none: the HUD and messages wait for it, never going to another scene.
    /// - **Pinned scene gone** (``Pin/gone``): as not pinned.
    /// - **A HUD or message that appears** (``HUDHostPlan/Occasion/install``): the scene the user is in at the time
    ///   of the call, foreground-active with the key window first (``preferredIndex(among:)``), never the one the
    ///   last HUD used.
    /// - **A scene or window change** (``HUDHostPlan/Occasion/scenesChanged``): an installed HUD stays on its scene
    ///   while that is in the foreground, and moves when it disconnects or goes to the background
    ///   (``destinationIndex(current:among:)``).
    /// - **An explicit show while installed, a view's HUD given its view** (``HUDHostPlan/Occasion/explicitShow``,
    ///   ``HUDHostPlan/Occasion/containerChanged``): the scene it is on (it moves within it only).
    ///
    /// ```swift
    /// let scenes: [HUDScenePreference.Candidate] = [
    ///     .init(identity: "A", activation: .foregroundActive),
    ///     .init(identity: "B", activation: .foregroundActive, hasKeyWindow: true),
    /// ]
    /// HUDScenePreference.index(on: .install, current: 0, pin: .none, among: scenes)       // 1: the user is in B
    /// HUDScenePreference.index(on: .scenesChanged, current: 0, pin: .none, among: scenes) // 0: A is in the foreground
    /// ```
    /// - Parameters:
    ///   - occasion: Why the host plans.
    ///   - current: The index in `candidates` of the scene the HUD (or its kept window) is on; `nil` when none.
    ///   - pin: The controller's pinned scene.
    ///   - candidates: The connected scenes.
    /// - Returns: The index of the scene to use, or `nil` to wait.
    public static func index(
        on occasion: HUDHostPlan.Occasion, current: Int?, pin: Pin, among candidates: [Candidate]
    ) -> Int? {
        if case .scene(let identity) = pin { return pinnedIndex(identity: identity, among: candidates) }
        switch occasion {
        case .install: return preferredIndex(among: candidates)
        case .scenesChanged: return destinationIndex(current: current, among: candidates)
        case .explicitShow, .containerChanged:
            guard let current, candidates.indices.contains(current) else { return nil }
            return current
        }
    }
}
