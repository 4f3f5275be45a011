/// Follows which presentation of a controller is current, so that whoever started one (a SwiftUI binding, a tap
/// handler, a followed `Progress`) learns when *that* presentation ends or is replaced.
///
/// - A presentation **begins** with every show the app asks for (``begin()``): each `show…` call, a scoped
///   activity, a run's spinner and a run's outcome. What the controller changes inside a presentation (a progress
///   frame, a binding's new status) is not a new presentation.
/// - It is **superseded** when the next one begins, whether or not the HUD stayed on screen.
/// - It **ends** when the HUD starts to fade out, or is hidden without a fade-out (a dismiss during the grace
///   period). The controller reports the presenter's phase with ``settle(phase:)`` after each step it applied —
///   a call, a timer, a finished fade, a touch — and only after the outermost one, so a show queued by an effect
///   (a completion that shows again) is applied before the phase is read.
/// - ``close()`` says a dismiss was asked for: the presentation stays current (its tap handler still runs, its
///   binding stays on) until it fades out, but ``acceptsUpdates(from:)`` turns `false`, so a late progress frame
///   or binding update is dropped (and a followed `Progress` stops).
///
/// ```swift
/// var tracker = HUDPresentationTracker()
/// let (first, _) = tracker.begin()            // presentation#1
/// let (_, replaced) = tracker.begin()         // replaced == .superseded(presentation#1)
/// tracker.settle(phase: .disappearing)        // .ended(presentation#2)
/// ```
@_spi(HUDEngine) public struct HUDPresentationTracker: Hashable, Sendable {
    /// What happened to a presentation.
    public enum Change: Hashable, Sendable {
        /// The presentation faded out or was dismissed before it appeared.
        case ended(HUDPresentationID)
        /// Another presentation began.
        case superseded(HUDPresentationID)

        /// The presentation this change is about.
        public var presentation: HUDPresentationID {
            switch self {
            case .ended(let presentation), .superseded(let presentation): presentation
            }
        }
    }

    /// The presentation on screen (or waiting for its grace time); `nil` before the first ``begin()`` and after it
    /// ended.
    public private(set) var current: HUDPresentationID?
    /// Whether a dismiss was asked for since the current presentation began. `false` at first.
    public private(set) var isClosing = false
    private var lastSerial: UInt64 = 0

    /// Creates a tracker with no presentation.
    public init() {}

    /// Begins a new presentation; ids count up from 1 and are never reused.
    ///
    /// - Returns: The new presentation's id, and the change of the one it replaced, if one was current.
    public mutating func begin() -> (presentation: HUDPresentationID, change: Change?) {
        lastSerial &+= 1
        let presentation = HUDPresentationID(lastSerial)
        return (presentation, begin(presentation))
    }

    /// Begins `presentation`, an id the caller handed out (a ``HUDSession`` hands out ids before it applies a
    /// queued call).
    ///
    /// - Returns: The change of the presentation it replaced, if one was current.
    public mutating func begin(_ presentation: HUDPresentationID) -> Change? {
        let change = current.map(Change.superseded)
        current = presentation
        isClosing = false
        return change
    }

    /// Notes that a dismiss was asked for; the current presentation takes no more updates. Does nothing when no
    /// presentation is current.
    public mutating func close() {
        isClosing = current != nil
    }

    /// Whether the controller may still change what `presentation` shows: it is current and no dismiss was asked
    /// for.
    public func acceptsUpdates(from presentation: HUDPresentationID) -> Bool {
        current == presentation && !isClosing
    }

    /// Reads the presenter's phase after a step: fading out or hidden ends the current presentation.
    ///
    /// - Parameter phase: ``HUDState/phase`` after the step.
    /// - Returns: ``Change/ended(_:)`` of the current presentation when this ends it, otherwise `nil`.
    public mutating func settle(phase: HUDState.Phase) -> Change? {
        guard let ended = current, phase == .disappearing || phase == .hidden else { return nil }
        current = nil
        isClosing = false
        return .ended(ended)
    }
}
