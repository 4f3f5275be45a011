import Foundation

/// The messages lane's state machine: a pure value that turns inputs into effects, on the virtual clock of its
/// session (it never reads a clock). It has nothing in common with the HUD's ``HUDPresenter``: a message never
/// changes the HUD's mask, content, activity count, timers or events, and the HUD never changes a message.
///
/// ```swift
/// var queue = HUDMessageQueue()
/// let effects = queue.handle(.show(HUDMessageTicket(1), HUDMessage("Copied")), now: 0)
/// // [.install, .render(message#1, …), .fadeIn(fade#1, duration: 0.15), .announce(.status("Copied"))]
/// ```
///
/// ## Rules
/// - **One at a time.** Idle → appearing → visible → disappearing, then idle, or a ``pause`` of 0.3 s and the next
///   waiting message. A message's display time starts when its fade-in finishes: its `duration` option, else
///   ``HUDAppearance/displayDuration(for:)`` of its text, times ``voiceOverDurationFactor`` while VoiceOver runs.
/// - **Queue.** A ``HUDMessagePolicy/queue`` message shown while another is up waits its turn, oldest first. One
///   whose id is on screen (not fading out) or waiting ends at once as a ``Ending/duplicate``. At most
///   ``capacity`` (16) wait: past that, the oldest waiting one ends as ``Ending/overflow`` to make room (the newest
///   news is kept).
/// - **Replace.** A ``HUDMessagePolicy/replace`` message ends every waiting one and takes the place of the one on
///   screen at once (no fade; a fade-out is reversed; a pause is cut short), and is announced.
/// - **Hide.** A hide by id, ticket or all ends waiting messages at once (``Ending/hidden``) and fades out the one
///   on screen.
/// - **Touches.** A tap runs the tap handler, then hides the message when its options say `dismissOnTap`; a swipe
///   hides it when it has ``HUDMessage/swipeToHide``; only while appearing or shown.
/// - **Owner gone.** When the lane's owner goes away every message ends at once (``Ending/removed``), without a
///   fade, and the layer is removed.
/// - **Owner away.** While the lane's view is out of its window, time runs: the message ends on time, every fade is
///   over at once and nothing is announced (``Input/ownerMoved(away:)``).
/// - **Exactly once.** Every message ends once (``Effect/ended(_:_:)``), whichever way; every timer it dropped gets
///   a `.cancelTimer`; stale timers and fades do nothing.
@_spi(HUDEngine) public struct HUDMessageQueue: Sendable {
    /// Where the lane is.
    public enum Phase: String, Hashable, Sendable {
        /// Nothing on screen, nothing waiting.
        case idle
        /// A message waits for somewhere to be shown (no window scene yet).
        case awaitingHost
        /// The message fades in.
        case appearing
        /// The message is shown; its display timer runs.
        case visible
        /// The message fades out.
        case disappearing
        /// Between two messages.
        case pausing
    }

    /// A message and its ticket.
    public struct Entry: Hashable, Sendable {
        /// The session's ticket.
        public let ticket: HUDMessageTicket
        /// The message.
        public let message: HUDMessage
    }

    /// The most messages that wait: `16`.
    public static let capacity = 16
    /// The pause between one message's fade-out and the next one's fade-in, in seconds: `0.3`.
    public static let pause: TimeInterval = 0.3
    /// How much longer a message stays while VoiceOver runs, so it can be read out: `2`.
    public static let voiceOverDurationFactor: Double = 2

    /// The settings messages start from (style, fades, display durations). Default appearance by default.
    public var appearance: HUDAppearance
    /// Whether VoiceOver runs. `false` by default.
    public var isVoiceOverRunning = false
    /// Where the lane is. `.idle` at first.
    public internal(set) var phase = Phase.idle
    /// The message on screen (or about to be, or waiting for a host).
    public internal(set) var current: Entry?
    /// The messages waiting, oldest first; never more than ``capacity``.
    public internal(set) var waiting: [Entry] = []
    /// Whether the lane's view is out of its window (a push, a tab switch): its messages' time runs and no fade
    /// waits (see `HUDMessageQueue+Away.swift`). `false` at first.
    public internal(set) var isAway = false

    var lastSerial: UInt64 = 0
    var displayTimer: HUDTimerID?
    var pauseTimer: HUDTimerID?
    var fade: HUDFadeID?
    var isInstalled = false
    var output: [Effect] = []

    /// Creates an idle lane.
    public init(appearance: HUDAppearance = HUDAppearance()) {
        self.appearance = appearance
    }

    /// The timers that may still act; empty while idle.
    public var liveTimers: Set<HUDTimerID> { Set([displayTimer, pauseTimer].compactMap { $0 }) }
    /// The fade the lane waits for; `nil` when none runs.
    public var liveFade: HUDFadeID? { fade }

    /// Whether the message with `ticket` is on screen or waiting (it has not ended).
    public func holds(_ ticket: HUDMessageTicket) -> Bool {
        current?.ticket == ticket || waiting.contains { $0.ticket == ticket }
    }

    /// Applies one input at `now` and returns the effects, in order.
    public mutating func handle(_ input: Input, now: TimeInterval) -> [Effect] {
        output = []
        switch input {
        case .show(let ticket, let message): show(Entry(ticket: ticket, message: message))
        case .hide(let selection): hide(selection)
        case .tapped: tapped()
        case .swiped: if current?.message.swipeToHide == true { hideCurrent() }
        case .buttonTapped: if isOnScreen, let current { emit(.buttonTapped(current.ticket)) }
        case .timerFired(let id): timerFired(id)
        case .fadeFinished(let id): fadeFinished(id)
        case .hostUnavailable: hostUnavailable()
        case .hostAvailable: if phase == .awaitingHost { appearNext() }
        case .ownerGone: ownerGone()
        case .ownerMoved(let away): ownerMoved(away: away)
        }
        defer { output = [] }
        return output
    }

    mutating func emit(_ effect: Effect) {
        output.append(effect)
    }

    /// Whether the message on screen is appearing or shown (touches and hides act on it).
    var isOnScreen: Bool { phase == .appearing || phase == .visible }
}
