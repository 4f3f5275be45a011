#if canImport(UIKit)
import Foundation
@_spi(HUDEngine) import HUDCore
import QuartzCore

/// Follows one `Foundation.Progress` at a time for `HUD.show(progress:status:)`: it observes the progress with KVO,
/// hands every report to the controller's `HUDSession` and ticks the session from a `CADisplayLink` that runs only
/// while a frame is pending. The session decides what each frame shows and when following ends.
///
/// KVO reports arrive on whatever thread changed the progress; each one reads the values it needs there and hops
/// them (a Sendable `HUDProgressReport`, never the `Progress`) to the main thread through ``MainThreadQueue``, in
/// order. A report of a presentation the session no longer follows is ignored by the session.
@MainActor
final class ProgressObserver {
    /// The session the reports go to.
    weak var session: HUDSession?
    /// The presentation whose progress is observed.
    private var presentation: HUDPresentationID?
    /// Counts the observations started; a report hopped from an earlier one is dropped.
    private var observationSerial: UInt64 = 0
    private var observations: [NSKeyValueObservation] = []
    private var displayLink: CADisplayLink?

    /// Starts observing `progress` (and stops observing the previous one), then lets `start` begin the session's
    /// presentation with the progress as it is now.
    ///
    /// - Parameters:
    ///   - progress: The progress to observe.
    ///   - followingDescription: Whether the status follows the progress's `localizedDescription`.
    ///   - start: Begins the presentation with the first report (`HUDSession.followProgress`) and returns it.
    func follow(
        _ progress: Progress, followingDescription: Bool,
        start: (HUDProgressReport) -> HUDPresentationID
    ) {
        stopObserving()
        observationSerial += 1
        let serial = observationSerial
        // Observe first, then read the first frame: a change made on another thread in between is then reported
        // (and applied after that frame); read the other way round, it would be lost until the next change.
        observations = Self.observe(progress, followingDescription: followingDescription) { [weak self] report in
            MainThreadQueue.run { self?.record(report, serial) }
        }
        presentation = start(Self.report(progress, readingDescription: followingDescription))
    }

    /// Stops observing the progress of `presentation`; another presentation's observation is left alone.
    func stop(_ presentation: HUDPresentationID) {
        guard presentation == self.presentation else { return }
        stopObserving()
    }

    private func stopObserving() {
        presentation = nil
        for observation in observations {
            observation.invalidate()
        }
        observations = []
        displayLink?.invalidate()
        displayLink = nil
    }

    private func record(_ report: HUDProgressReport, _ serial: UInt64) {
        guard let session, let presentation, serial == observationSerial else { return }
        session.recordProgress(report, for: presentation)
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
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// What a report carries: the values a frame is made of, the description only when the HUD shows it.
    private nonisolated static func report(_ progress: Progress, readingDescription: Bool) -> HUDProgressReport {
        HUDProgressReport(
            fraction: progress.fractionCompleted, isIndeterminate: progress.isIndeterminate,
            localizedDescription: readingDescription ? progress.localizedDescription : nil)
    }

    /// Observes the values a frame is made of (the description only when the HUD shows it). Nonisolated, so the
    /// KVO closures are not main-actor closures (they run on the thread that changed the progress) and hand on
    /// only a Sendable report.
    private nonisolated static func observe(
        _ progress: Progress, followingDescription: Bool, report: @escaping @Sendable (HUDProgressReport) -> Void
    ) -> [NSKeyValueObservation] {
        let changed: @Sendable (Progress) -> Void = { progress in
            report(Self.report(progress, readingDescription: followingDescription))
        }
        var observations = [
            progress.observe(\.fractionCompleted) { progress, _ in changed(progress) },
            progress.observe(\.isIndeterminate) { progress, _ in changed(progress) },
        ]
        if followingDescription {
            observations.append(progress.observe(\.localizedDescription) { progress, _ in changed(progress) })
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
