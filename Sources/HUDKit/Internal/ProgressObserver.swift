#if canImport(UIKit)
import Foundation
@_spi(HUDEngine) import HUDCore
import QuartzCore

/// Follows one `Foundation.Progress` at a time for `HUD.show(progress:status:)`: it observes the progress with KVO,
/// hands every report to the controller's `HUDSession` and ticks the session from a `CADisplayLink` that runs only
/// while a frame is pending. The session decides what each frame shows and when following ends.
///
/// KVO reports arrive on whatever thread changed the progress, possibly hundreds of thousands of times: a
/// `HUDReportGate` lets a burst of them through as one hop to the main thread, which reads the progress's latest
/// values there (so the worker formats no description), and the display link runs at most
/// `HUDProgressFollower.framesPerSecond` times a second. A report of a presentation the session no longer follows
/// is ignored by the session.
@MainActor
final class ProgressObserver {
    /// The session the reports go to.
    weak var session: HUDSession?
    /// The presentation whose progress is observed.
    private var presentation: HUDPresentationID?
    /// Counts the observations started; a report hopped from an earlier one is dropped.
    private var observationSerial: UInt64 = 0
    /// The progress observed and whether the status follows its description.
    private var observed: (progress: Progress, followingDescription: Bool)?
    private var observations: [NSKeyValueObservation] = []
    private var displayLink: CADisplayLink?

    /// Starts observing `progress` (and stops observing the previous one), then lets `start` begin the session's
    /// presentation with the progress as it is now.
    ///
    /// - Parameters:
    ///   - progress: The progress to observe.
    ///   - followingDescription: Whether the status follows the progress's `localizedDescription`.
    ///   - start: Begins the presentation with the first report (`HUDSession.followProgress`) and returns it, or
    ///     returns `nil` when the session follows nothing (`HUDSession.followProgressInPlace` on a hidden HUD): the
    ///     observation then ends at once.
    func follow(
        _ progress: Progress, followingDescription: Bool,
        start: (HUDProgressReport) -> HUDPresentationID?
    ) {
        stopObserving()
        observationSerial += 1
        let serial = observationSerial
        // Observe first, then read the first frame: a change made on another thread in between is then reported
        // (and applied after that frame); read the other way round, it would be lost until the next change.
        observed = (progress, followingDescription)
        let gate = HUDReportGate()
        observations = Self.observe(progress, followingDescription: followingDescription) { [weak self] in
            guard gate.report() else { return }
            HUDMainQueue.main.run {
                gate.drain()
                self?.recordLatest(serial)
            }
        }
        guard let started = start(Self.report(progress, readingDescription: followingDescription)) else {
            return stopObserving()
        }
        presentation = started
    }

    /// The progress followed now, if any.
    var followed: Progress? { observed?.progress }

    /// Stops observing the progress of `presentation`; another presentation's observation is left alone.
    func stop(_ presentation: HUDPresentationID) {
        guard presentation == self.presentation else { return }
        stopObserving()
    }

    private func stopObserving() {
        presentation = nil
        observed = nil
        for observation in observations {
            observation.invalidate()
        }
        observations = []
        displayLink?.invalidate()
        displayLink = nil
    }

    /// Reads the observed progress as it is now and hands it to the session.
    private func recordLatest(_ serial: UInt64) {
        guard let session, let presentation, let observed, serial == observationSerial else { return }
        session.recordProgress(
            Self.report(observed.progress, readingDescription: observed.followingDescription), for: presentation)
        guard session.hasPendingProgressFrame else { return }
        startDisplayLink()
    }

    /// The display link's tick: shows the pending frame, then pauses until the next report.
    fileprivate func displayLinkFired() {
        session?.tickProgress()
        displayLink?.isPaused = session?.hasPendingProgressFrame != true
    }

    private func startDisplayLink() {
        if let displayLink {
            displayLink.isPaused = false
            return
        }
        let target = DisplayLinkTarget(observer: self)
        let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.tick(_:)))
        let fps = Float(HUDProgressFollower.framesPerSecond)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: fps / 2, maximum: fps, preferred: fps)
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// What a report carries: the values a frame is made of, the description only when the HUD shows it.
    private nonisolated static func report(_ progress: Progress, readingDescription: Bool) -> HUDProgressReport {
        HUDProgressReport(
            fraction: progress.fractionCompleted, isIndeterminate: progress.isIndeterminate,
            localizedDescription: readingDescription ? progress.localizedDescription : nil,
            isCancelled: progress.isCancelled)
    }

    /// Observes the values a frame is made of (the description only when the HUD shows it). Nonisolated, so the
    /// KVO closures are not main-actor closures: they run on the thread that changed the progress and only call
    /// `changed`, which asks the gate.
    private nonisolated static func observe(
        _ progress: Progress, followingDescription: Bool, changed: @escaping @Sendable () -> Void
    ) -> [NSKeyValueObservation] {
        var observations = [
            progress.observe(\.fractionCompleted) { _, _ in changed() },
            progress.observe(\.isIndeterminate) { _, _ in changed() },
            progress.observe(\.isCancelled) { _, _ in changed() },
        ]
        if followingDescription {
            observations.append(progress.observe(\.localizedDescription) { _, _ in changed() })
        }
        return observations
    }
}

/// The display link's target. A `CADisplayLink` retains its target, so the target holds the observer weakly and
/// invalidates the link once the observer is gone.
@MainActor
private final class DisplayLinkTarget: NSObject {
    private weak var observer: ProgressObserver?

    init(observer: ProgressObserver) {
        self.observer = observer
    }

    @objc func tick(_ link: CADisplayLink) {
        guard let observer else {
            link.invalidate()
            return
        }
        observer.displayLinkFired()
    }
}
#endif  // canImport(UIKit)
