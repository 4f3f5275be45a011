import Foundation

/// The messages lane of one HUD controller (the window's, or a view's): a ``HUDMessageQueue`` on its own host and
/// the same kind of clock as the HUD's session, with the handlers of each message. HUDKit's `HUDController` owns
/// one next to its ``HUDSession``; the two never call each other, so a message never changes the HUD and the HUD
/// never changes a message.
///
/// A call made while the session applies a step (from an `onDisappear`, a tap handler or the host) is applied
/// after it, in order.
///
/// ```swift
/// let messages = HUDMessageSession(host: host, scheduler: HUDManualScheduler())
/// messages.show(HUDMessage("Copied", glyph: .success, id: "clipboard"))
/// messages.hide(id: "clipboard")
/// ```
@MainActor
@_spi(HUDEngine) public final class HUDMessageSession {
    /// What runs for one message.
    private struct Handlers {
        var onTap: (@MainActor () -> Void)?
        var onButton: (@MainActor () -> Void)?
        var onDisappear: (@MainActor () -> Void)?
        var glyph: HUDImage?
    }

    /// The settings messages start from; a change re-renders the message on screen.
    public var appearance: HUDAppearance {
        get { queue.appearance }
        set {
            queue.appearance = newValue
            rerender()
        }
    }
    /// The layer's container, keyboard and system settings; a change re-renders the message on screen.
    public var environment: HUDEnvironment {
        didSet { if environment != oldValue { rerender() } }
    }
    /// The app's bars on the top screen; a change moves the message on screen. No bars by default.
    public var bars = HUDMessageBars() {
        didSet { if bars != oldValue { rerender() } }
    }
    /// Whether VoiceOver runs: messages shown from now on stay ``HUDMessageQueue/voiceOverDurationFactor`` times
    /// longer. `false` by default.
    public var isVoiceOverRunning: Bool {
        get { queue.isVoiceOverRunning }
        set { queue.isVoiceOverRunning = newValue }
    }
    /// The lane's state.
    public private(set) var queue: HUDMessageQueue
    /// The frame last applied to the host; `nil` while no message is drawn.
    public private(set) var render: HUDRenderDescription?

    /// Called after every input with the queue before and after and the effects, for the tests. `nil` by default.
    package var inputObserver:
        (@MainActor (HUDMessageQueue.Input, HUDMessageQueue, [HUDMessageQueue.Effect], HUDMessageQueue) -> Void)?

    private weak var host: (any HUDMessageHosting)?
    private let scheduler: any HUDScheduling
    private let measurer: any HUDTextMeasuring
    private var handlers: [HUDMessageTicket: Handlers] = [:]
    private var rendered: HUDMessage?
    private var deferred: [HUDMessageQueue.Input] = []
    private var isStepping = false
    private var lastTicket: UInt64 = 0
    private var lastContent: UInt64 = 0

    /// Creates a session; the host is held weakly.
    ///
    /// - Parameters:
    ///   - appearance: The settings messages start from. The default appearance by default.
    ///   - environment: The layer's container and system settings. A 390×844 portrait phone by default.
    ///   - measurer: Measures texts. The approximate measurer by default (HUDKit passes UIKit's).
    ///   - host: Carries out the session's orders.
    ///   - scheduler: The clock and timers. It may be the HUD session's (a lane's timer kinds are its own), not
    ///     another lane's.
    public init(
        appearance: HUDAppearance = HUDAppearance(), environment: HUDEnvironment = HUDEnvironment(),
        measurer: any HUDTextMeasuring = HUDApproximateTextMeasurer(), host: any HUDMessageHosting,
        scheduler: any HUDScheduling
    ) {
        queue = HUDMessageQueue(appearance: appearance)
        self.environment = environment
        self.measurer = measurer
        self.host = host
        self.scheduler = scheduler
    }

    // MARK: Calls

    /// Shows `message` by the lane's rules (``HUDMessageQueue``) and returns its ticket.
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - onTap: Runs when the message is tapped. `nil` by default.
    ///   - onDisappear: Runs exactly once when the message ended: it faded out, or was replaced, de-duplicated,
    ///     dropped from a full queue or hidden before it showed. `nil` by default.
    @discardableResult
    public func show(
        _ message: HUDMessage, onTap: (@MainActor () -> Void)? = nil, onDisappear: (@MainActor () -> Void)? = nil
    ) -> HUDMessageTicket {
        lastTicket &+= 1
        let ticket = HUDMessageTicket(lastTicket)
        var message = message
        message.hasTapHandler = message.hasTapHandler || onTap != nil
        handlers[ticket] = Handlers(
            onTap: onTap, onButton: message.options.button?.action, onDisappear: onDisappear, glyph: message.glyph)
        send(.show(ticket, message))
        return ticket
    }

    /// Hides every message with `id`: waiting ones end at once, the one on screen fades out.
    public func hide(id: String) { send(.hide(.id(id))) }
    /// Hides the message with `ticket`.
    public func hide(_ ticket: HUDMessageTicket) { send(.hide(.ticket(ticket))) }
    /// Hides every message.
    public func hideAll() { send(.hide(.all)) }
    /// A touch lifted on the message's bezel.
    public func tapped() { send(.tapped) }
    /// A swipe on the message's bezel.
    public func swiped() { send(.swiped) }
    /// The message's button was tapped.
    public func buttonTapped() { send(.buttonTapped) }
    /// A fade the host ran finished (or was interrupted).
    public func fadeFinished(_ id: HUDFadeID) { send(.fadeFinished(id)) }
    /// Somewhere to show the layer appeared: a message that waited for it appears.
    public func hostBecameAvailable() { send(.hostAvailable) }
    /// The lane's owner went away: every message ends at once, without a fade (``HUDMessageQueue/Ending/removed``),
    /// each `onDisappear` once; every timer is cancelled and the layer is removed.
    public func ownerGone() { send(.ownerGone) }
    /// The lane's view left its window or came back, as ``HUDContainerWatch`` decided: while away, messages keep
    /// their time and end on time, without waiting on a fade (``HUDMessageQueue/Input/ownerMoved(away:)``).
    public func ownerMoved(_ decision: HUDContainerWatch.Decision) {
        switch decision {
        case .none: return
        case .pause: send(.ownerMoved(away: true))
        case .resume: send(.ownerMoved(away: false))
        }
    }

    /// A new id for an app image shown as a glyph (``HUDImage/custom(_:)``); the host keeps the image until
    /// ``HUDMessageHosting/releaseMessageContent(_:)``.
    public func makeAssetID() -> HUDAssetID {
        lastContent &+= 1
        return HUDAssetID(lastContent)
    }

    /// Where `point` (in the layer's coordinates) lands: on the button, on the bezel when the message takes
    /// touches (``HUDMessage/takesTouches``), else through to the app, as everywhere outside the bezel.
    public func hitTest(_ point: CGPoint, bezelOffset: HUDOffset = .zero, scale: CGFloat = 1)
        -> HUDRenderDescription.HitTestResult
    {
        guard queue.isOnScreen, let render, let message = queue.current?.message else { return .passThrough }
        switch render.hitTest(point, bezelOffset: bezelOffset, scale: scale) {
        case .button: return .button
        case .bezel: return message.takesTouches ? .bezel : .passThrough
        case .mask, .passThrough, .customContent: return .passThrough
        }
    }

    // MARK: Steps

    private func send(_ input: HUDMessageQueue.Input) {
        guard !isStepping else { return deferred.append(input) }
        isStepping = true
        apply(input)
        while !deferred.isEmpty {
            apply(deferred.removeFirst())
        }
        isStepping = false
    }

    private func apply(_ input: HUDMessageQueue.Input) {
        let before = queue
        let effects = queue.handle(input, now: scheduler.now)
        inputObserver?(input, before, effects, queue)
        for effect in effects {
            guard perform(effect) else {
                deferred.insert(.hostUnavailable, at: 0)
                break
            }
        }
    }

    private func perform(_ effect: HUDMessageQueue.Effect) -> Bool {
        switch effect {
        case .install:
            return host?.installMessageLayer() == true
        case .remove:
            render = nil
            rendered = nil
            host?.removeMessageLayer()
        case .render(_, let message):
            rendered = message
            render = nil
            rerender()
        case .fadeIn(let id, let duration):
            host?.fadeMessageIn(id, duration: duration, transition: transition)
        case .fadeOut(let id, let duration):
            host?.fadeMessageOut(id, duration: duration, transition: transition)
        case .scheduleTimer(let id, let delay):
            scheduler.schedule(id, after: delay) { [weak self] in self?.send(.timerFired(id)) }
        case .cancelTimer(let id):
            scheduler.cancel(id)
        case .announce(let announcement):
            host?.announceMessage(announcement)
        case .tapped(let ticket):
            handlers[ticket]?.onTap?()
        case .buttonTapped(let ticket):
            handlers[ticket]?.onButton?()
        case .ended(let ticket, _):
            end(ticket)
        }
        return true
    }

    /// Runs the message's `onDisappear` (once: its handlers go) and releases its app glyph.
    private func end(_ ticket: HUDMessageTicket) {
        let ended = handlers.removeValue(forKey: ticket)
        if case .custom(let id)? = ended?.glyph { host?.releaseMessageContent(id) }
        ended?.onDisappear?()
    }

    private var transition: HUDRenderDescription.Transition {
        render?.transition
            ?? HUDRenderDescription.Transition(
                appearDuration: 0, appearFromScale: 1, disappearDuration: 0, disappearToScale: 1)
    }

    /// Derives the frame of the message drawn and applies the parts that changed since the frame applied before
    /// (every part for a message's first frame).
    private func rerender() {
        guard let rendered else { return }
        let updated = HUDRenderDescription(
            message: rendered, appearance: queue.appearance, environment: environment, bars: bars,
            measurer: measurer)
        guard updated != render else { return }
        let changes = HUDPartChanges(from: render, to: updated)
        render = updated
        host?.applyMessage(updated, changes: changes)
    }
}
