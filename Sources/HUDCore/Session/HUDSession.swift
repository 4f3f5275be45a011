import Foundation

/// One HUD's presentation session: everything that decides, behind the calls a HUD takes. HUDKit's
/// `HUDController` owns one (the window HUD, or a view's) and only turns calls into the session's calls and carries
/// out what it orders through ``HUDHosting``; tests drive the same session with a recording host and
/// ``HUDManualScheduler``.
///
/// The session owns:
/// - the ``HUDPresenter`` and what the host shows (`HUDStage`: the overlay, the frame on screen, ``render``, derived
///   for every `render` effect, and VoiceOver's focus);
/// - **presentations** (`HUDPresentationLedger`): which one is current, its tap handler, and who hears that it
///   ended or was superseded (see `HUDSession+Presentations.swift`);
/// - what it must finish exactly once, each in a `HUDKeyedLedger`: dismiss **completions**, the **runs** of
///   `HUD.run` (their ``HUDRunPlan``s) and the **lifetime of the app's content** (its ``HUDAssetID``s);
/// - a followed **`Progress`**'s frames (`HUDProgressFollower`);
/// - **one notion of a step**: every call, timer, finished fade and touch is a step; a call made while a step
///   applies (by a completion, a tap handler, a notification observer or the host) is queued and applied after it,
///   in the order made. After each step the session reads the phase (ending the presentation when the HUD fades
///   out) and releases content nobody uses.
///
/// ```swift
/// let session = HUDSession(host: host, scheduler: HUDManualScheduler())
/// session.show(HUDContent(indicator: .spinner, status: "Loading"))
/// session.dismiss(delay: 1) { dismissal in print(dismissal) }
/// ```
@MainActor
@_spi(HUDEngine) public final class HUDSession {
    /// One step: what a call, a timer, a finished fade, a touch or a display frame applies.
    private enum Step {
        /// One input to the presenter.
        case input(HUDInput)
        /// The pending frame of a followed progress.
        case progressFrame
        /// A show that begins a presentation (the hot path of repeated progress shows: no closure, no array).
        case show(HUDPresentationID, HUDContent, onEnd: PresentationEndHandler?)
        /// Several inputs and bookkeeping (a presentation's begin, a run's end).
        case call(@MainActor () -> Void)
    }

    /// The settings every presentation starts from (a view's defaults, for a view's HUD); a change re-renders a HUD
    /// on screen. What a handle sets for one presentation goes over them (``restyle(_:to:)``).
    public var appearance: HUDAppearance {
        didSet { applyPresentationSettings() }
    }

    /// The container, keyboard and system settings; a change re-renders a HUD on screen.
    public var environment: HUDEnvironment {
        didSet {
            if environment.bounds.size != oldValue.bounds.size { stage.forgetSteadySize() }
            if environment != oldValue { rerender() }
        }
    }

    /// The presenter's current state.
    public var state: HUDState { presenter.state }

    /// Whether the HUD is on screen: appearing, shown or fading out (not while a show waits for its grace time or
    /// for somewhere to appear).
    public var isVisible: Bool { presenter.state.isVisible }

    /// The frame last applied to the host; `nil` while nothing is installed, and from each install until its first
    /// frame (which therefore sets every part, see ``HUDPartChanges``).
    public var render: HUDRenderDescription? { stage.render }
    /// The largest bezel of the presentation on screen, which the next frame does not shrink below (a status that
    /// counts up, a spinner turning into a checkmark); forgotten when the HUD is removed or the container's size
    /// changes.
    var steadySize: CGSize { stage.steadySize }
    /// Whether the host has the overlay installed.
    var isInstalled: Bool { stage.isInstalled }

    /// Called after every input the presenter handles with the presenter before and after and the effects, for the
    /// invariant checks of the tests. `nil` by default.
    package var inputObserver: (@MainActor (HUDInput, HUDPresenter, [HUDEffect], HUDPresenter) -> Void)?
    /// Called for every presentation that ends or is superseded, whoever began it, for the tests. `nil` by default.
    package var presentationObserver: (@MainActor (PresentationChange) -> Void)?

    /// The state machine; only the session's steps change it.
    private(set) var presenter: HUDPresenter
    private let measurer: any HUDTextMeasuring
    /// Carries out the session's orders; held weakly.
    private(set) weak var host: (any HUDHosting)?
    private let scheduler: any HUDScheduling
    /// The overlay, the frame on screen and the steady size.
    private var stage = HUDStage()
    /// What VoiceOver hears and where its focus goes, paused or not (see `HUDSession+VoiceOver.swift`).
    var voiceOver = HUDVoiceOverGate()
    /// The effects of the input being applied; one buffer reused for every input, so a progress tick does not
    /// allocate.
    private var effects: [HUDEffect] = []
    /// The steps asked for while a step applies, in order.
    private var deferred: [Step] = []
    /// Whether a step is being applied (calls made meanwhile are queued).
    private(set) var isStepping = false
    private var lastSerial: UInt64 = 0

    // The values the `HUDSession+…` files own; each keeps its state private behind a narrow API, and hands what is
    // due (a handler, a completion, content to release) back to the session, which calls out at the right point of
    // its step.
    /// The current presentation, its handlers and the `onDisappear` handlers waiting for the HUD to hide.
    var presentations = HUDPresentationLedger()
    /// The dismiss completions that have not run.
    var completions = HUDKeyedLedger<HUDCompletionID, @MainActor (HUDDismissal) -> Void>()
    /// The runs of `HUD.run` that have not finished: what each shows, and its `onDisappear` handler.
    var runs = HUDKeyedLedger<HUDActivityID, (plan: HUDRunPlan, onDisappear: (@MainActor () -> Void)?)>()
    /// The followed `Progress` and its coalesced frames.
    var follower = HUDProgressFollower()
    /// The app's content not released yet.
    var contents = HUDKeyedLedger<HUDAssetID, Void>()
    /// What a handle sets: the next ``showDraft(onEnd:)``'s content and settings, and the settings of the
    /// presentation on screen.
    var draft = HUDHandleDraft()

    /// Creates a session; the host is held weakly (it usually belongs to the session's owner).
    ///
    /// - Parameters:
    ///   - appearance: The settings every presentation starts from. The default appearance by default.
    ///   - environment: The container and system settings. A 390×844 portrait phone by default.
    ///   - measurer: Measures statuses. The approximate measurer by default (HUDKit passes UIKit's).
    ///   - host: Carries out the session's orders.
    ///   - scheduler: The clock and timers.
    public init(
        appearance: HUDAppearance = HUDAppearance(),
        environment: HUDEnvironment = HUDEnvironment(),
        measurer: any HUDTextMeasuring = HUDApproximateTextMeasurer(),
        host: any HUDHosting,
        scheduler: any HUDScheduling
    ) {
        self.appearance = appearance
        self.presenter = HUDPresenter(appearance: appearance)
        self.environment = environment
        self.measurer = measurer
        self.host = host
        self.scheduler = scheduler
    }

    /// A number this session has not handed out before (completions, activities, content).
    func nextSerial() -> UInt64 {
        lastSerial &+= 1
        return lastSerial
    }

    /// A presentation id not handed out before; they count up from 1.
    func nextPresentation() -> HUDPresentationID {
        presentations.makeID()
    }

    // MARK: Steps

    /// Applies `input` as one step, or after the step being applied.
    func send(_ input: HUDInput) {
        run(.input(input))
    }

    /// Runs `call` as one step, or after the step being applied.
    func step(_ call: @escaping @MainActor () -> Void) {
        run(.call(call))
    }

    /// Begins `presentation` and shows `content` as one step, or after the step being applied.
    func stepShow(
        _ presentation: HUDPresentationID, _ content: HUDContent,
        onEnd: PresentationEndHandler?
    ) {
        run(.show(presentation, content, onEnd: onEnd))
    }

    /// Shows the pending frame of a followed progress as one step, or after the step being applied.
    func stepProgressFrame() {
        run(.progressFrame)
    }

    /// Runs `step` now, then what was queued meanwhile, then reads the phase and releases unused content, until
    /// nothing is left (a presentation's end handler may call again); inside a step it only queues `step`.
    private func run(_ step: Step) {
        guard !isStepping else { return deferred.append(step) }
        isStepping = true
        execute(step)
        repeat {
            while !deferred.isEmpty {
                execute(deferred.removeFirst())
            }
            settlePresentation()
            runDisappearHandlersIfHidden()
            releaseUnusedContent()
        } while !deferred.isEmpty
        isStepping = false
    }

    private func execute(_ step: Step) {
        switch step {
        case .input(let input): apply(input)
        case .progressFrame: applyProgressFrame()
        case .show(let presentation, let content, let onEnd):
            let broughtToFront = bringsToFront(.show(content))
            begin(presentation, onEnd: onEnd)
            apply(.show(content.indicator, status: content.status, options: content.options))
            placeInFront(if: broughtToFront)
        case .call(let call): call()
        }
    }

    /// Hands `input` to the presenter and carries out its effects, in order.
    func apply(_ input: HUDInput) {
        if let inputObserver {
            let before = presenter
            presenter.handle(input, now: scheduler.now, into: &effects)
            inputObserver(input, before, effects, presenter)
        } else {
            presenter.handle(input, now: scheduler.now, into: &effects)
        }
        for effect in effects {
            guard perform(effect) else {
                // Nowhere to install: the appearance is taken back before anything else happens.
                deferred.insert(.input(.overlayUnavailable), at: 0)
                break
            }
        }
    }

    /// Carries out one effect; `false` when the host could not install the overlay.
    private func perform(_ effect: HUDEffect) -> Bool {
        switch effect {
        case .scheduleTimer(let id, let delay):
            scheduler.schedule(id, after: delay) { [weak self] in self?.send(.timerFired(id)) }
        case .cancelTimer(let id):
            scheduler.cancel(id)
        case .installOverlay:
            // The host shows the HUD in a view that may have shown an earlier presentation: the next frame sets
            // every part.
            stage.forgetFrame()
            stage.installed(false)
            guard let installed = host?.installOverlay(over: environment) else { return false }
            // The container's environment, before the stage counts as installed: the render that follows lays out
            // the very first frame in it (nothing is drawn for the environment the session had before).
            environment = installed
            stage.installed(true)
            return true
        case .removeOverlay:
            stage.removed()
            host?.removeOverlay()
        case .render:
            rerender()
        case .updateProgress(let fraction):
            // The host moves its copy of the frame as the stage moved this one: a tick copies no frame.
            guard stage.moveProgress(to: fraction) else { break }
            host?.moveProgress(to: fraction)
        case .fadeIn(let id, let duration, let reversing):
            host?.fadeIn(id, duration: duration, transition: stage.transition, reversing: reversing)
        case .fadeOut(let id, let duration):
            host?.fadeOut(id, duration: duration, transition: stage.transition)
        case .post(let notification, let status):
            host?.post(notification, status: status)
        case .announce(let announcement):
            carryOut(voiceOver.announce(announcement))
        case .moveAccessibilityFocus:
            carryOut(voiceOver.takeFocus(screenCoverage: environment.screenCoverage, showing: presenter.state.content))
        case .restoreAccessibilityFocus:
            carryOut(voiceOver.giveFocusBack())
        case .prepareHaptics:
            host?.prepareHaptics()
        case .haptic(let haptic):
            host?.playHaptic(haptic)
        case .runCompletion(let id, let dismissal):
            completions.take(id)?(dismissal)
        case .tapped(let touch):
            tapped(touch)
        case .buttonTapped:
            // The action of the button on screen: the presentation's, or the open activity's whose content the
            // HUD shows (a finished activity's content, and so its button, is never shown).
            presenter.state.content?.options.button?.action()
        }
        return true
    }

    /// Gives the presenter the defaults with the settings of the presentation on screen (``HUDHandleDraft``), and
    /// restyles a HUD on screen.
    func applyPresentationSettings() {
        presenter.appearance = draft.current.applied(to: appearance)
        rerender()
    }

    /// Derives the frame of what the presenter shows and applies it when it changed; nothing while not installed.
    private func rerender() {
        guard let content = presenter.state.content,
            let (frame, changes) = stage.frame(
                of: content, appearance: presenter.appearance, environment: environment, measurer: measurer)
        else { return }
        host?.apply(frame, changes: changes)
    }

    /// Releases the app's content that neither the presenter nor the frame on screen uses.
    private func releaseUnusedContent() {
        guard !contents.isEmpty else { return }
        let used: Set = [
            presenter.state.content?.indicator.rules.customContent, render?.image?.kind.customContent,
            render?.customView?.id,
        ]
        for id in contents.takeKeys(where: { !used.contains($0) }) {
            host?.releaseContent(id)
        }
    }
}
