import Foundation

extension HUDSVGRenderer {
    /// How a frame is drawn.
    public struct Options: Hashable, Sendable {
        /// Whether the indicators move (SMIL): the spinner's stroke slides along its arc under the turning angle
        /// mask, the native indicator steps round, and a ``progressSweep`` runs; off gives a static frame for
        /// goldens and PNG conversion. `true` by default.
        public var isAnimated: Bool
        /// The prefix of the element ids the markup defines (the gradient's, the spinner's mask, the material's
        /// blur), so that several HUDs can share one document; characters other than letters, digits, `-` and `_`
        /// become `_`. `"hud"` by default.
        public var idPrefix: String
        /// The id of an element of the same document that draws what is behind the HUD (the app's screen). With
        /// it, a light or dark material is drawn as that element blurred and clipped to the bezel under the
        /// material's tint, as the system material looks; without it, as a translucent tint alone. `nil` by
        /// default.
        public var backdropID: String?
        /// When set (and ``isAnimated``), the progress ring's arc sweeps from empty to full over and over instead
        /// of standing at its `strokeEnd`, which a static viewer shows. `nil` by default.
        public var progressSweep: ProgressSweep?

        /// Creates options.
        public init(
            isAnimated: Bool = true, idPrefix: String = "hud", backdropID: String? = nil,
            progressSweep: ProgressSweep? = nil
        ) {
            self.isAnimated = isAnimated
            self.idPrefix = idPrefix
            self.backdropID = backdropID
            self.progressSweep = progressSweep
        }
    }

    /// A progress ring's arc animated from empty to full in ``duration`` seconds, held full for ``hold`` seconds,
    /// and started again; negative or non-finite times count as `0` (a cycle lasts at least 0.01 s).
    public struct ProgressSweep: Hashable, Sendable {
        /// Seconds from empty to full. `2` by default.
        public var duration: TimeInterval
        /// Seconds the ring stays full before the next sweep. `0.6` by default.
        public var hold: TimeInterval

        /// Creates a sweep.
        public init(duration: TimeInterval = 2, hold: TimeInterval = 0.6) {
            self.duration = duration
            self.hold = hold
        }
    }
}
