import Foundation

/// Runs a ``HUDPresenter`` against a host and a clock: it feeds inputs in, derives the render description for
/// each `render` effect, and carries the effects out through ``HUDHosting`` and ``HUDScheduling``.
///
/// HUDKit's `HUDController` owns one; tests drive one with a recording host and ``HUDManualScheduler``.
///
/// ```swift
/// let engine = HUDEngine(host: host, scheduler: HUDManualScheduler())
/// engine.send(.show(.spinner, status: "Loading"))
/// ```
///
/// Inputs sent while an earlier input's effects are being carried out (a host that reports a fade as finished
/// from inside `fadeIn`, say) are queued and applied afterwards, in the order they were sent.
@MainActor
public final class HUDEngine {
    /// The settings every presentation starts from; a change re-renders a HUD on screen.
    public var appearance: HUDAppearance {
        get { presenter.appearance }
        set {
            presenter.appearance = newValue
            rerender()
        }
    }

    /// The container, keyboard and system settings; a change re-renders a HUD on screen.
    public var environment: HUDEnvironment {
        didSet { if environment != oldValue { rerender() } }
    }

    /// The presenter's current state.
    public var state: HUDState { presenter.state }

    /// The frame last applied to the host; `nil` while nothing is installed.
    public private(set) var render: HUDRenderDescription?

    private var presenter: HUDPresenter
    private let measurer: any HUDTextMeasuring
    private weak var host: (any HUDHosting)?
    private let scheduler: any HUDScheduling
    private var content: HUDContent?
    private var queue: [HUDInput] = []
    /// The effects of the input being applied; one buffer reused for every input, so that a progress tick does not
    /// allocate.
    private var effects: [HUDEffect] = []
    private var isApplying = false

    /// Creates an engine; the host is held weakly (it usually owns the engine).
    public init(
        appearance: HUDAppearance = HUDAppearance(),
        environment: HUDEnvironment = HUDEnvironment(),
        measurer: any HUDTextMeasuring = HUDApproximateTextMeasurer(),
        host: any HUDHosting,
        scheduler: any HUDScheduling
    ) {
        self.presenter = HUDPresenter(appearance: appearance)
        self.environment = environment
        self.measurer = measurer
        self.host = host
        self.scheduler = scheduler
    }

    /// Applies `input` now, or after the input being applied when called from inside an effect.
    public func send(_ input: HUDInput) {
        queue.append(input)
        guard !isApplying else { return }
        isApplying = true
        defer { isApplying = false }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            presenter.handle(next, now: scheduler.now, into: &effects)
            for effect in effects {
                perform(effect)
            }
        }
        effects.removeAll(keepingCapacity: true)
    }

    /// Where a point of the container lands; `.passThrough` when no HUD is installed.
    public func hitTest(_ point: CGPoint) -> HUDRenderDescription.HitTestResult {
        render?.hitTest(point) ?? .passThrough
    }

    /// Reports a touch-down at `point`: one that lands on the mask or the bezel becomes a
    /// ``HUDInput/touch(_:phase:)`` with ``HUDTouch/Phase/down``; one that passes through is ignored.
    public func touchDown(at point: CGPoint) {
        touch(at: point, phase: .down)
    }

    /// Reports where a touch that went down on the HUD lifted: on the bezel, or on a blocking mask inside the
    /// container, it is a tap (``HUDTouch/Phase/upInside``); where touches pass through, or outside the container,
    /// it is not, and is ignored.
    public func touchUp(at point: CGPoint) {
        guard render?.canvas.contains(point) == true else { return }
        touch(at: point, phase: .upInside)
    }

    private func touch(at point: CGPoint, phase: HUDTouch.Phase) {
        switch hitTest(point) {
        case .passThrough: return
        case .mask: send(.touch(.mask, phase: phase))
        case .bezel: send(.touch(.bezel, phase: phase))
        }
    }

    private func perform(_ effect: HUDEffect) {
        switch effect {
        case .scheduleTimer(let id, let delay):
            scheduler.schedule(id, after: delay) { [weak self] in self?.send(.timerFired(id)) }
        case .cancelTimer(let id):
            scheduler.cancel(id)
        case .installOverlay:
            host?.installOverlay()
        case .removeOverlay:
            content = nil
            render = nil
            host?.removeOverlay()
        case .render(let newContent):
            content = newContent
            rerender()
        case .updateProgress(let fraction):
            // The content keeps the fraction too, so that a later relayout (environment or appearance change)
            // does not bring back an old one.
            content?.indicator = .progress(fraction)
            guard let updated = render?.updatingProgress(fraction), updated != render else { return }
            render = updated
            host?.apply(updated)
        case .fadeIn(let id, let duration):
            host?.fadeIn(id, duration: duration, transition: currentTransition)
        case .fadeOut(let id, let duration):
            host?.fadeOut(id, duration: duration, transition: currentTransition)
        case .post(let notification, let status):
            host?.post(notification, status: status)
        case .announce(let announcement):
            host?.announce(announcement)
        case .prepareHaptics:
            host?.prepareHaptics()
        case .haptic(let haptic):
            host?.playHaptic(haptic)
        case .runCompletion(let id):
            host?.runCompletion(id)
        case .tapped:
            host?.handleTap()
        }
    }

    private var currentTransition: HUDRenderDescription.Transition {
        render?.transition ?? HUDRenderDescription.Transition(
            appearDuration: 0, appearFromScale: 1, disappearDuration: 0, disappearToScale: 1)
    }

    private func rerender() {
        guard let content else { return }
        let updated = HUDRenderDescription(
            content: content, appearance: presenter.appearance, environment: environment, measurer: measurer)
        guard updated != render else { return }
        render = updated
        host?.apply(updated)
    }
}
