import Foundation

/// The presentations of a ``HUDSession``: which one is current (a ``HUDPresentationTracker``), the handlers its
/// caller gave, and the `onDisappear` handlers of the presentations that ended while their HUD fades out. The
/// session owns one (see `HUDSession+Presentations.swift` and `HUDSession+Disappear.swift`); the ledger runs no
/// handler itself: it hands out the ones due, and the session runs them at the right point of its step.
///
/// ```swift
/// var presentations = HUDPresentationLedger()
/// let first = presentations.makeID()
/// presentations.begin(first, onTap: nil, onEnd: { print($0) }) // nil: nothing was current
/// presentations.settle(phase: .hidden)?.change                  // .ended(first)
/// ```
struct HUDPresentationLedger {
    /// A presentation's end, and the handler of the caller that began it.
    struct Ending {
        /// How the presentation ended.
        let change: HUDPresentationTracker.Change
        /// The `onEnd` its caller gave; `nil` when it gave none.
        let onEnd: HUDSession.PresentationEndHandler?
    }

    /// What the caller that began the current presentation asked to be told.
    private struct Handlers {
        let presentation: HUDPresentationID
        let onTap: (@MainActor () -> Void)?
        let onEnd: HUDSession.PresentationEndHandler?
    }

    private var tracker = HUDPresentationTracker()
    private var handlers: Handlers?
    private var awaitingDisappearance: [@MainActor () -> Void] = []
    private var lastPresentation: UInt64 = 0

    /// The presentation on screen or waiting to appear; `nil` when none is.
    var current: HUDPresentationID? { tracker.current }

    /// The tap handler of the current presentation; `nil` when it has none.
    var onTap: (@MainActor () -> Void)? { handlers?.onTap }

    /// A presentation id not handed out before; they count up from 1.
    mutating func makeID() -> HUDPresentationID {
        lastPresentation &+= 1
        return HUDPresentationID(lastPresentation)
    }

    /// Whether `presentation` is current and no dismiss was asked for since it began.
    func acceptsUpdates(from presentation: HUDPresentationID) -> Bool {
        tracker.acceptsUpdates(from: presentation)
    }

    /// Notes that a dismiss was asked for: the current presentation takes no more updates.
    mutating func close() {
        tracker.close()
    }

    /// Makes `presentation` the current one, with its caller's handlers.
    ///
    /// - Returns: The end of the presentation it supersedes, if one was current.
    mutating func begin(
        _ presentation: HUDPresentationID, onTap: (@MainActor () -> Void)?,
        onEnd: HUDSession.PresentationEndHandler?
    ) -> Ending? {
        let change = tracker.begin(presentation)
        let previous = handlers
        handlers = Handlers(presentation: presentation, onTap: onTap, onEnd: onEnd)
        return change.map { ending($0, handlers: previous) }
    }

    /// Reads the phase after a step: fading out or hidden ends the current presentation.
    ///
    /// - Returns: The end of the current presentation when the phase ends it, otherwise `nil`.
    mutating func settle(phase: HUDState.Phase) -> Ending? {
        guard let change = tracker.settle(phase: phase) else { return nil }
        let ended = handlers
        handlers = nil
        return ending(change, handlers: ended)
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

    private func ending(_ change: HUDPresentationTracker.Change, handlers: Handlers?) -> Ending {
        Ending(change: change, onEnd: handlers?.presentation == change.presentation ? handlers?.onEnd : nil)
    }
}
