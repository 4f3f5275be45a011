import Foundation

/// The HUD's state machine: a pure value that turns inputs into effects. It never reads a clock and never
/// touches a queue; the host passes `now` and carries out the effects, in order.
///
/// ```swift
/// var presenter = HUDPresenter()
/// let effects = presenter.handle(.show(.spinner, status: "Loading"), now: 0)
/// // [.installOverlay, .render(…), .post(.willAppear, status: "Loading"), .fadeIn(fade#1, duration: 0.15),
/// //  .announce(.status("Loading"))]
/// ```
///
/// ## Phases
/// hidden → gracePending → appearing → visible → disappearing → hidden. When the host has nowhere to install the
/// overlay, an appearance is taken back and the show waits in awaitingOverlay (like the grace period: nothing on
/// screen, no events; a dismiss cancels it) until ``HUDInput/overlayAvailable``. The appearance (with the presentation's
/// ``HUDOptions`` applied) and the options are always sanitized first (``HUDAppearance/sanitized``,
/// ``HUDOptions/sanitized``).
///
/// ## Showing
/// - From hidden with a grace time: phase gracePending and a `.grace` timer, nothing else. A show during the grace
///   period replaces the pending content and keeps the timer.
/// - Appearing, always in this order: `.installOverlay` (not when a fade-out is reversed), `.render`,
///   `.post(.willAppear)`, `.fadeIn`, then `.prepareHaptics` and the image's `.haptic` when haptics are on, and
///   `.announce` last, so that VoiceOver speaks about a HUD that is already on screen.
/// - While appearing or visible: `.render` when the content changed, only `.updateProgress` when nothing but the
///   progress fraction of a progress HUD changed, `.announce` when the announced status changed, the image's
///   haptic for every image show, and (when visible) the auto-dismiss timer at once.
/// - While disappearing: the fade-out is reversed (`.render`, `.post(.willAppear)`, a new `.fadeIn`, …); the old
///   fade's finish is stale and ignored.
/// - A show supersedes every pending dismiss (delayed, or held by the minimum display time) and the auto-dismiss:
///   their timers are cancelled and the completions collected so far run at that moment, before the new show's
///   effects. A show during the fade-out likewise runs the completions that waited for `didDisappear` first.
/// - ``HUDInput/setStatus(_:)`` and ``HUDInput/update(_:status:)`` are not shows: they change what the current
///   presentation shows (as above, without the haptic) and leave the count, every timer and a fade-out alone.
///
/// ## Dismissing
/// - Hidden: the completion runs at once, nothing else.
/// - A positive delay schedules a `.delayedDismiss` timer (an infinite delay schedules none: the dismiss waits for
///   a later call); a newer dismiss replaces the older plan and the auto-dismiss, so the last call decides the time
///   (a success followed by a 3 s dismiss leaves at 3 s; a 3 s dismiss followed by a success leaves after the
///   success's display duration). Every completion collected runs once, when the HUD disappears or the dismiss is
///   superseded by a show.
/// - When a dismiss takes effect during the grace period the show is cancelled: nothing appears, no events, the
///   completions run. While appearing or visible it is held for what remains of the minimum display time (the
///   appearing phase counts as 0 s shown; the `.minimumDisplay` timer starts at `didAppear`), then
///   `.post(.willDisappear)` and `.fadeOut` start the fade-out. During the fade-out a dismiss only adds its
///   completion, whatever its delay.
/// - The fade-out's finish: `.removeOverlay`, `.post(.didDisappear)`, every pending `.runCompletion`, a
///   `.cancelTimer` for every live timer; hidden again, no content, no activity.
///
/// ## Infinite times
/// `.infinity` means "never" (NaN and negative times count as `0`, see ``HUDAppearance/sanitized``):
/// - an infinite grace time: the show stays pending (no timer, nothing appears) until a dismiss cancels it, which
///   runs its completion at once with no event; a later show replaces what is pending;
/// - an infinite display duration (``HUDAppearance/minimumDismissTimeInterval`` or a `duration` option): no
///   auto-dismiss, the HUD stays until dismissed;
/// - an infinite minimum display time: the HUD never leaves by itself (no auto-dismiss), and no dismiss is held,
///   since an endless hold would leave the HUD stuck: every dismiss the app asks for takes it away at once (after
///   its delay).
///
/// ## Robustness
/// Every timer and fade carries an id; a `.timerFired` or `.fadeFinished` whose id is not live does nothing. No
/// timer outlives its presentation: while hidden, ``liveTimers`` is empty. Every timer the presenter drops before
/// it fires gets a `.cancelTimer`. A non-finite `now` never holds a dismiss.
///
/// Activity counting and scoped activities are described on ``HUDInput``.
@_spi(HUDEngine) public struct HUDPresenter: Sendable {
    /// A dismiss that was asked for and has not started the fade-out yet.
    enum DismissPlan: Hashable, Sendable {
        /// No dismiss is pending.
        case none
        /// Waits for a `.delayedDismiss` timer; `nil` for an infinite delay, which never fires.
        case delayed(HUDTimerID?)
        /// Held by the minimum display time: waits for a `.minimumDisplay` timer, or for `didAppear` (`nil`).
        case held(HUDTimerID?)

        /// The timer the plan waits for.
        var timer: HUDTimerID? {
            switch self {
            case .none: nil
            case .delayed(let timer), .held(let timer): timer
            }
        }
    }

    /// An open scoped activity and what it shows.
    struct OpenActivity: Hashable, Sendable {
        /// The host's id.
        let id: HUDActivityID
        /// Its spinner, status and options (sanitized, without a `duration`); a status change made while the HUD
        /// shows it is kept here.
        var content: HUDContent
    }

    /// The settings every presentation starts from. Default appearance by default.
    public var appearance: HUDAppearance {
        didSet { sanitizedAppearance = appearance.sanitized }
    }
    /// ``appearance`` with every invalid value replaced by its fallback (``HUDAppearance/sanitized``), derived once
    /// when it is set.
    private(set) var sanitizedAppearance: HUDAppearance
    /// The current state. Hidden at first.
    public internal(set) var state = HUDState()

    // Bookkeeping, internal only so that the `HUDPresenter+…` files can reach it.
    /// The last serial handed to a timer or a fade.
    var lastSerial: UInt64 = 0
    /// The live grace timer.
    var graceTimer: HUDTimerID?
    /// The live auto-dismiss timer.
    var autoDismissTimer: HUDTimerID?
    /// The pending dismiss and its timer.
    var dismissPlan = DismissPlan.none
    /// Whether the fade-out of the dismiss asked for is animated (``HUDInput/dismiss(delay:completion:animated:)``);
    /// `nil` keeps the presentation's.
    var dismissAnimation: Bool?
    /// The fade whose finish is awaited.
    var fade: HUDFadeID?
    /// Completions waiting for the HUD to disappear or for their dismiss to be superseded, in call order.
    var completions: [HUDCompletionID] = []
    /// When `didAppear` was posted; `nil` unless visible.
    var visibleSince: TimeInterval?
    /// The open scoped activities, oldest first.
    var activities: [OpenActivity] = []
    /// The activity whose spinner the HUD shows, if it shows one.
    var activityShown: HUDActivityID?
    /// What the last show the app asked for shows now (with its status changes): the HUD goes back to it when
    /// the activities that covered it end while shows still hold the HUD. `nil` before the first show.
    var heldShow: HUDContent?
    /// Whether VoiceOver was moved to the HUD (a blocking HUD appeared) and must go back once it is gone.
    var hasAccessibilityFocus = false
    /// The time of the input being handled.
    var clock: TimeInterval = 0
    /// What was announced last, and when (``announcementInterval``).
    var lastAnnouncement: (announcement: HUDAnnouncement, time: TimeInterval)?
    /// The latest change waiting for the interval to end.
    var pendingAnnouncement: HUDAnnouncement?
    var announcementTimer: HUDTimerID?
    /// The effects of the input being handled; empty between inputs (``handle(_:now:into:)`` lends it the
    /// caller's buffer).
    var output: [HUDEffect] = []

    /// Creates a hidden presenter.
    public init(appearance: HUDAppearance = HUDAppearance()) {
        self.appearance = appearance
        self.sanitizedAppearance = appearance.sanitized
    }

    /// The timers that are scheduled and may still act; empty while hidden.
    public var liveTimers: Set<HUDTimerID> {
        Set([graceTimer, autoDismissTimer, dismissPlan.timer, announcementTimer].compactMap { $0 })
    }

    /// The fade whose ``HUDInput/fadeFinished(_:)`` the presenter waits for; `nil` when none runs.
    public var liveFade: HUDFadeID? { fade }

    /// The dismiss completions that will run later, in the order they were asked for.
    public var pendingCompletions: [HUDCompletionID] { completions }

    /// Applies one input at time `now` (seconds on the host's monotonic clock) and returns the effects to carry
    /// out, in order.
    ///
    /// ```swift
    /// let effects = presenter.handle(.dismiss(delay: 0, completion: HUDCompletionID(1)), now: clock.now)
    /// ```
    /// - Parameters:
    ///   - input: What happened.
    ///   - now: The host's current time in seconds.
    /// - Returns: The effects, to be carried out in order.
    public mutating func handle(_ input: HUDInput, now: TimeInterval) -> [HUDEffect] {
        var effects: [HUDEffect] = []
        handle(input, now: now, into: &effects)
        return effects
    }

    /// Applies one input like ``handle(_:now:)``, writing the effects into `effects`: its contents are replaced and
    /// its storage is reused, so a host that keeps one buffer handles a progress tick without allocating.
    ///
    /// ```swift
    /// var effects: [HUDEffect] = []
    /// presenter.handle(.show(.progress(0.5), status: "Uploading…"), now: clock.now, into: &effects)
    /// ```
    /// - Parameters:
    ///   - input: What happened.
    ///   - now: The host's current time in seconds.
    ///   - effects: Receives the effects, to be carried out in order.
    public mutating func handle(_ input: HUDInput, now: TimeInterval, into effects: inout [HUDEffect]) {
        effects.removeAll(keepingCapacity: true)
        swap(&output, &effects)
        apply(input, now: now)
        swap(&output, &effects)
    }

    /// Applies one input, emitting its effects into ``output``.
    private mutating func apply(_ input: HUDInput, now: TimeInterval) {
        clock = now
        switch input {
        case .show(let indicator, let status, let options):
            countActivity(for: indicator)
            activityShown = nil
            let content = HUDContent(indicator: indicator, status: status, options: options.sanitized)
            heldShow = content
            present(content)
        case .setStatus(let status):
            setStatus(status)
        case .update(let indicator, let status, let progressStyle):
            update(indicator, status: status, progressStyle: progressStyle)
        case .setProgress(let fraction):
            setProgress(fraction)
        case .dismiss(let delay, let completion, let animated):
            dismiss(after: delay, completion: completion, animated: animated, now: now)
        case .popActivity:
            popActivity(now: now)
        case .beginActivity(let id, let status, let options):
            beginActivity(id, content: HUDContent(indicator: .spinner, status: status, options: options))
        case .endActivity(let id):
            endActivity(id, now: now)
        case .timerFired(let id):
            timerFired(id, now: now)
        case .fadeFinished(let id):
            fadeFinished(id, now: now)
        case .touch(let touch, let phase):
            touched(touch, phase: phase, now: now)
        case .buttonTapped:
            buttonTapped()
        case .overlayUnavailable:
            overlayUnavailable()
        case .overlayAvailable:
            overlayAvailable()
        case .hostGone:
            hostGone()
        }
    }

    /// Appends an effect to the current input's output.
    mutating func emit(_ effect: HUDEffect) {
        output.append(effect)
    }

    /// The appearance of the current presentation: the sanitized appearance with its options applied (options set
    /// valid values only, so applying them after sanitizing is the same as sanitizing after).
    var effectiveAppearance: HUDAppearance {
        guard let options = state.content?.options else { return sanitizedAppearance }
        return sanitizedAppearance.applying(options)
    }
}
