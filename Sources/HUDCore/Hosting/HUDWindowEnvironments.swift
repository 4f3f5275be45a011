import Foundation

/// The environment of every window scene the lanes show in, one value per scene that every lane of every controller
/// showing there reads: the keyboard (app-wide: its notifications name no scene), and each scene's bars and the
/// light or dark style of its top screen.
///
/// A lane (the HUD or the messages of any controller: the shared one, a scene's, a view's) says the scene it shows
/// in while it needs its environment, and nothing once it shows nothing. Then:
/// - the keyboard is known while any lane observes it, so a lane that starts showing while another one shows knows
///   the keyboard that is up now; while no lane observes, nothing is known (``HUDKeyboardKnowledge``);
/// - a keyboard change reaches every lane, and a change of a scene's bars or style, read by any lane of that scene
///   or by the watch of its bars, reaches every other lane of that scene;
/// - what a scene had is forgotten when its last lane goes.
///
/// ```swift
/// var environments = HUDWindowEnvironments<String, String>()
/// environments.lane("HUD", showsIn: "scene")
/// environments.keyboardMoved(to: CGRect(x: 0, y: 508, width: 390, height: 336))  // ["HUD"]
/// environments.lane("message", showsIn: "scene")
/// environments.keyboard.source  // .notified(…): the message knows the keyboard that is up
/// ```
@_spi(HUDEngine) public struct HUDWindowEnvironments<Scene: Hashable & Sendable, Lane: Hashable & Sendable>: Sendable {
    /// What the lanes of one scene share besides the keyboard.
    public struct Window: Equatable, Sendable {
        /// The top screen's bars, in the scene's coordinates. None by default.
        public var bars: HUDMessageBars
        /// The light or dark style of the scene's top screen; `nil` when it follows the system. `nil` by default.
        public var style: HUDEnvironment.ColorScheme?

        /// Creates a scene's shared environment.
        public init(bars: HUDMessageBars = HUDMessageBars(), style: HUDEnvironment.ColorScheme? = nil) {
            self.bars = bars
            self.style = style
        }
    }

    /// What the lanes know of the keyboard; ``HUDKeyboardKnowledge/Source/layoutGuide`` while no lane observes.
    public private(set) var keyboard = HUDKeyboardKnowledge()
    private var sceneOfLane: [Lane: Scene] = [:]
    private var windows: [Scene: Window] = [:]

    /// Creates environments no lane reads yet.
    public init() {}

    /// Whether any lane needs its environment: the keyboard's notifications are observed exactly then.
    public var isObserving: Bool { !sceneOfLane.isEmpty }

    /// The scenes at least one lane shows in: the bars of their top screens are watched.
    public var scenes: Set<Scene> { Set(sceneOfLane.values) }

    /// The scene `lane` shows in, if it observes.
    public func scene(of lane: Lane) -> Scene? {
        sceneOfLane[lane]
    }

    /// `lane` shows in `scene` from now on and reads its environment, or (`nil`) shows nothing and observes nothing.
    /// The keyboard is forgotten when the last lane stops, and a scene's bars and style when its last lane leaves it.
    public mutating func lane(_ lane: Lane, showsIn scene: Scene?) {
        guard sceneOfLane[lane] != scene else { return }
        sceneOfLane[lane] = scene
        keyboard.observing(isObserving)
        let shown = scenes
        windows = windows.filter { shown.contains($0.key) }
    }

    /// What the lanes of `scene` share, as read last; `nil` before any lane or watch read it since a lane shows there.
    public func window(of scene: Scene) -> Window? {
        windows[scene]
    }

    /// A lane (or the watch of the scene's bars, `reader` `nil`) read `window` in `scene`.
    ///
    /// - Returns: The other lanes showing in `scene`, which read their environment again, when what they share
    ///   changed; none otherwise, and none for a scene no lane shows in (nothing is kept for it).
    public mutating func read(_ window: Window, in scene: Scene, by reader: Lane?) -> Set<Lane> {
        guard windows[scene] != window, sceneOfLane.values.contains(scene) else { return [] }
        windows[scene] = window
        return lanes(in: scene).subtracting(reader.map { [$0] } ?? [])
    }

    /// A keyboard notification: the keyboard ends at `frame` (screen coordinates), or is hidden (`nil`).
    ///
    /// - Returns: Every lane that observes, which reads its environment again; none while no lane observes (the
    ///   notification is then not observed, and a stray one is not kept).
    public mutating func keyboardMoved(to frame: CGRect?) -> Set<Lane> {
        guard isObserving else { return [] }
        keyboard.moved(to: frame)
        return Set(sceneOfLane.keys)
    }

    /// The lanes showing in `scene`.
    public func lanes(in scene: Scene) -> Set<Lane> {
        Set(sceneOfLane.compactMap { $0.value == scene ? $0.key : nil })
    }
}
