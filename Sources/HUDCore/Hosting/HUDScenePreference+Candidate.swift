extension HUDScenePreference {
    /// One connected scene, as HUDKit sees it: its identity, its role, its activation state and whether it holds
    /// the key window.
    public struct Candidate: Hashable, Sendable {
        /// A stable identity that orders equally ranked scenes (HUDKit uses the session's `persistentIdentifier`).
        public var identity: String
        /// Whether the scene's session role is `.windowApplication`; other roles (an external display) never get
        /// the HUD. `true` by default.
        public var isApplicationWindow: Bool
        /// The scene's activation state.
        public var activation: Activation
        /// Whether one of the scene's windows is the key window; it counts only while the scene is
        /// foreground-active. `false` by default.
        public var hasKeyWindow: Bool

        /// Creates a candidate.
        public init(
            identity: String, isApplicationWindow: Bool = true, activation: Activation, hasKeyWindow: Bool = false
        ) {
            self.identity = identity
            self.isApplicationWindow = isApplicationWindow
            self.activation = activation
            self.hasKeyWindow = hasKeyWindow
        }

        /// How much the HUD wants this scene (lower is better); `nil` for a scene that never gets the HUD.
        var rank: Rank? {
            guard isApplicationWindow else { return nil }
            switch activation {
            case .foregroundActive: return hasKeyWindow ? .foregroundActiveWithKeyWindow : .foregroundActive
            case .foregroundInactive: return .foregroundInactive
            case .background: return .background
            case .unattached: return .unattached
            }
        }
    }

    /// The ranks of the application-window scenes, best first.
    enum Rank: Int, Hashable, Sendable {
        case foregroundActiveWithKeyWindow
        case foregroundActive
        case foregroundInactive
        case background
        case unattached

        /// Whether the scene is on screen and receiving events.
        var isForegroundActive: Bool { self == .foregroundActiveWithKeyWindow || self == .foregroundActive }
    }
}
