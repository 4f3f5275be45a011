/// Follows a `Foundation.Progress` for `HUD.show(progress:status:)`: it records every update and yields at most
/// one frame per display frame, and only when what the HUD shows would change.
///
/// KVO may report `fractionCompleted` hundreds of times per frame, from any thread; the controller records each
/// report (on the main actor) and calls ``tick()`` from its display link. A frame is yielded only when the
/// indicator or the status differs from the last frame yielded, so an unchanged or a reverted value renders
/// nothing.
///
/// **Fractions** follow ``HUDIndicator/progress(_:)``: clamped to `0...1` (so `1.2` and `1` are the same frame);
/// negative, NaN or infinite fractions, and indeterminate progress, show the indefinite spinner.
///
/// **Status**: an explicit status wins, even `""` (no label); without one the status follows the progress's
/// `localizedDescription`, and an empty description shows no label (see ``status(explicit:localizedDescription:)``).
///
/// **Generations**: ``begin(status:)`` starts a generation and ``stop()`` ends it; the next `begin` ends the
/// previous one too. A record made with an ended generation is ignored, so a late KVO callback of an old
/// `Progress` can never update a newer presentation.
///
/// `HUDSession` owns one: `HUDSession.followProgress(_:status:options:onTap:onEnd:)` begins a generation,
/// `recordProgress(_:for:)` records each report HUDKit's `ProgressObserver` hops to the main thread, and
/// `tickProgress()` (from a display link) applies at most one frame per display frame.
package struct HUDProgressCoalescer: Hashable, Sendable {
    /// What the HUD shows for the progress in one display frame.
    public struct Frame: Hashable, Sendable {
        /// The progress ring (clamped) or, for an unusable fraction, the spinner.
        public var indicator: HUDIndicator
        /// The status under it; `nil` shows no label.
        public var status: String?

        /// Creates a frame.
        public init(indicator: HUDIndicator, status: String?) {
            self.indicator = indicator
            self.status = status
        }
    }

    /// One observed presentation; records made with another generation are ignored.
    public struct Generation: Hashable, Sendable, CustomStringConvertible {
        /// A serial number unique within one coalescer, starting at 1.
        public let serial: UInt64

        /// `generation#serial`.
        public var description: String { "generation#\(serial)" }
    }

    /// The most display frames a second that show a followed progress: `30` (smooth for a ring, cheap for the main
    /// thread; HUDKit's display link asks for it).
    public static let framesPerSecond = 30

    /// The generation being observed; `nil` before the first ``begin(status:)`` and after ``stop()``.
    public private(set) var generation: Generation?
    private var lastSerial: UInt64 = 0
    private var explicitStatus: String?
    private var latest: Frame?
    private var lastYielded: Frame?

    /// Creates a coalescer that observes nothing.
    public init() {}

    /// Whether a generation is being observed (the controller keeps its KVO observation and display link only
    /// while this is `true`).
    public var isObserving: Bool { generation != nil }

    /// Whether the next ``tick()`` yields a frame (the display link may pause while this is `false`).
    public var hasPendingFrame: Bool {
        guard let latest else { return false }
        return latest != lastYielded
    }

    /// Starts observing a new progress for a new presentation: it ends the previous generation, forgets every
    /// recorded and yielded value, and remembers `status`.
    ///
    /// - Parameter status: The caller's status; `nil` makes the status follow the progress's description.
    /// - Returns: The new generation, to pass to every
    ///   ``record(fraction:isIndeterminate:localizedDescription:generation:)``.
    public mutating func begin(status: String?) -> Generation {
        reset()
        lastSerial &+= 1
        let next = Generation(serial: lastSerial)
        generation = next
        explicitStatus = status
        return next
    }

    /// Records one progress report; the latest record of a display frame wins.
    ///
    /// - Parameters:
    ///   - fraction: `fractionCompleted`; clamped, negative or non-finite values show the spinner.
    ///   - isIndeterminate: `Progress.isIndeterminate`; `true` shows the spinner. `false` by default.
    ///   - localizedDescription: `Progress.localizedDescription`, used when there is no explicit status.
    ///   - recorded: The generation ``begin(status:)`` returned for this progress.
    /// - Returns: Whether the record was taken; `false` for an ended generation.
    @discardableResult
    public mutating func record(
        fraction: Double,
        isIndeterminate: Bool = false,
        localizedDescription: String?,
        generation recorded: Generation
    ) -> Bool {
        guard recorded == generation else { return false }
        latest = Frame(
            indicator: isIndeterminate ? .spinner : .progress(fraction),
            status: Self.status(explicit: explicitStatus, localizedDescription: localizedDescription))
        return true
    }

    /// The display frame's tick: the latest recorded frame if it differs from the last one yielded, else `nil`.
    ///
    /// Call it once per display frame (and once right after the first record, to show at once).
    public mutating func tick() -> Frame? {
        guard hasPendingFrame, let latest else { return nil }
        lastYielded = latest
        self.latest = nil
        return latest
    }

    /// Stops observing (the HUD was dismissed or another show replaced it): the generation ends, and nothing is
    /// yielded until the next ``begin(status:)``.
    public mutating func stop() {
        reset()
    }

    private mutating func reset() {
        generation = nil
        explicitStatus = nil
        latest = nil
        lastYielded = nil
    }

    /// The status of a progress HUD: `explicit` when it is non-`nil` (even `""`, no label), otherwise a non-empty
    /// `localizedDescription`, otherwise `nil`.
    ///
    /// ```swift
    /// HUDProgressCoalescer.status(explicit: nil, localizedDescription: "30% completed") // "30% completed"
    /// ```
    public static func status(explicit: String?, localizedDescription: String?) -> String? {
        if let explicit { return explicit }
        guard let localizedDescription, !localizedDescription.isEmpty else { return nil }
        return localizedDescription
    }
}
