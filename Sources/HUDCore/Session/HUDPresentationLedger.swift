import Foundation

/// The presentations of a ``HUDSession``: which one is current, the handlers its caller gave, and the `onDisappear`
/// handlers of the presentations that ended while their HUD fades out. The session owns one (see
/// `HUDSession+Presentations.swift` and `HUDSession+Disappear.swift`); the ledger runs no handler itself: it hands
/// out the ones due, and the session runs them at the right point of its step.
///
/// - A presentation **begins** with every show the app asks for (``begin(_:onEnd:)``): each `show…` call, a
///   scoped activity, a run's spinner and a run's outcome. What the session changes inside a presentation (a
///   progress frame, a binding's new status) is not a new presentation.
/// - It is **superseded** when the next one begins, whether or not the HUD stayed on screen.
/// - It **ends** when the HUD starts to fade out, or is hidden without a fade-out (a dismiss during the grace
///   period). The session reports the presenter's phase with ``settle(phase:)`` after each step it applied — a
///   call, a timer, a finished fade, a touch — and only after the outermost one, so a show queued by an effect (a
///   completion that shows again) is applied before the phase is read.
/// - ``close()`` says a dismiss was asked for: the presentation stays current (its tap handler still runs, its
///   binding stays on) until it fades out, but ``acceptsUpdates(from:)`` turns `false`, so a late progress frame
///   or binding update is dropped (and a followed `Progress` stops).
///
/// ```swift
/// var presentations = HUDPresentationLedger()
/// let first = presentations.makeID()
/// presentations.begin(first, onEnd: { print($0) }) // nil: nothing was current
/// presentations.settle(phase: .hidden)?.change                  // .ended(first)
/// ```
struct HUDPresentationLedger {
    /// A presentation's end, and the handler of the caller that began it.
    struct Ending {
        /// How the presentation ended.
        let change: HUDSession.PresentationChange
        /// The `onEnd` its caller gave; `nil` when it gave none.
        let onEnd: HUDSession.PresentationEndHandler?
    }

    /// The current presentation and what its caller asked to be told.
    private struct Current {
        let presentation: HUDPresentationID
        let onEnd: HUDSession.PresentationEndHandler?
        /// Whether a dismiss was asked for since it began.
        var isClosing = false
    }

    private var currentEntry: Current?
    private var awaitingDisappearance: [@MainActor () -> Void] = []
    private var lastPresentation: UInt64 = 0

    /// The presentation on screen or waiting to appear; `nil` before the first ``begin(_:onEnd:)`` and after
    /// it ended.
    var current: HUDPresentationID? { currentEntry?.presentation }

    /// The tap handler of the current presentation; `nil` when it has none.

    /// A presentation id not handed out before; they count up from 1 and are never reused.
    mutating func makeID() -> HUDPresentationID {
        lastPresentation &+= 1
        return HUDPresentationID(lastPresentation)
    }

    /// Whether `presentation` is current and no dismiss was asked for since it began.
    func acceptsUpdates(from presentation: HUDPresentationID) -> Bool {
        guard let currentEntry else { return false }
        return currentEntry.presentation == presentation && !currentEntry.isClosing
    }

    /// Notes that a dismiss was asked for: the current presentation takes no more updates. Does nothing when no
    /// presentation is current.
    mutating func close() {
        currentEntry?.isClosing = true
    }

    /// Makes `presentation` the current one, with its caller's handlers.
    ///
    /// - Returns: The end of the presentation it supersedes, if one was current.
    mutating func begin(
        _ presentation: HUDPresentationID,
        onEnd: HUDSession.PresentationEndHandler?
    ) -> Ending? {
        let previous = currentEntry
        currentEntry = Current(presentation: presentation, onEnd: onEnd)
        return previous.map { Ending(change: .superseded($0.presentation), onEnd: $0.onEnd) }
    }

    /// Reads the phase after a step: fading out or hidden ends the current presentation.
    ///
    /// - Returns: The end of the current presentation when the phase ends it, otherwise `nil`.
    mutating func settle(phase: HUDState.Phase) -> Ending? {
        guard let ended = currentEntry, phase == .disappearing || phase == .hidden else { return nil }
        currentEntry = nil
        return Ending(change: .ended(ended.presentation), onEnd: ended.onEnd)
    }

    /// Keeps `onDisappear` until ``takeDisappearHandlers()``.
    mutating func awaitDisappearance(_ onDisappear: @escaping @MainActor () -> Void) {
        awaitingDisappearance.append(onDisappear)
    }

    /// The `onDisappear` handlers kept so far, in order; the ledger forgets them.
    mutating func takeDisappearHandlers() -> [@MainActor () -> Void] {
        guard !awaitingDisappearance.isEmpty else { return [] }
        defer { awaitingDisappearance = [] }
        return awaitingDisappearance
    }
}
