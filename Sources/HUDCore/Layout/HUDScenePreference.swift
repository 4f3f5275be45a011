/// Which of the app's window scenes the HUD's overlay window goes on.
///
/// The HUD must never fail silently: it prefers the scene the user is looking at, and falls back through the other
/// activation states instead of giving up. HUDKit maps `UIScene.ActivationState` to ``Activation``.
///
/// ```swift
/// let index = HUDScenePreference.preferredIndex(among: [.background, .foregroundActive]) // 1
/// ```
@_spi(HUDEngine) public enum HUDScenePreference {
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

    /// The index of the scene to use: the first foreground-active one, else the first foreground-inactive one, else
    /// the first background one, else the first unattached one; `nil` only when there is no scene at all.
    public static func preferredIndex(among activations: [Activation]) -> Int? {
        activations.indices.min { (activations[$0].rawValue, $0) < (activations[$1].rawValue, $1) }
    }
}
