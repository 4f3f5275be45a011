#if canImport(UIKit)
import Foundation
import HUDCore
import QuartzCore

/// Follows one `Foundation.Progress` at a time for `HUD.show(progress:status:)`: it observes the progress with KVO,
/// records every report in a `HUDProgressCoalescer` and hands at most one frame per display frame to its
/// `render` closure, from a `CADisplayLink` that runs only while a frame is pending.
///
/// KVO reports arrive on whatever thread changed the progress; each one reads the values it needs there and hops
/// them (Sendable values only, never the `Progress`) to the main thread through ``MainThreadQueue``, in order.
/// A report of a progress that is no longer followed is ignored by its generation.
@MainActor
final class ProgressObserver {
    /// What a KVO report carries to the main thread.
    private struct Snapshot: Sendable {
        let fraction: Double
        let isIndeterminate: Bool
        let localizedDescription: String?

        /// Reads `progress`; its description (a formatted string) only when the HUD shows it.
        init(_ progress: Progress, readingDescription: Bool) {
            fraction = progress.fractionCompleted
            isIndeterminate = progress.isIndeterminate
            localizedDescription = readingDescription ? progress.localizedDescription : nil
        }
    }

    private var coalescer = HUDProgressCoalescer()
    private var observations: [NSKeyValueObservation] = []
    private var displayLink: CADisplayLink?
    private var render: (@MainActor (HUDProgressCoalescer.Frame) -> Void)?

    /// Starts following `progress` (and stops following the previous one); the first frame is rendered at once.
    ///
    /// - Parameters:
    ///   - progress: The progress to follow.
    ///   - status: The status; `nil` follows the progress's `localizedDescription`.
    ///   - render: Shows one frame; called on the main actor, at most once per display frame.
    func follow(
        _ progress: Progress, status: String?, render: @escaping @MainActor (HUDProgressCoalescer.Frame) -> Void
    ) {
        stop()
        let generation = coalescer.begin(status: status)
        self.render = render
        let followsDescription = status == nil
        // Observe first, then read the first frame: a change made on another thread in between is then reported
        // (and applied after that frame); read the other way round, it would be lost until the next change.
        observations = Self.observe(progress, followingDescription: followsDescription) { [weak self] snapshot in
            MainThreadQueue.run { self?.record(snapshot, generation) }
        }
        record(Snapshot(progress, readingDescription: followsDescription), generation)
        renderPendingFrame()
    }

    /// Stops following: the observations and the display link end, a pending frame is dropped. Stopping twice
    /// does nothing.
    func stop() {
        coalescer.stop()
        for observation in observations {
            observation.invalidate()
        }
        observations = []
        displayLink?.invalidate()
        displayLink = nil
        render = nil
    }

    private func record(_ snapshot: Snapshot, _ generation: HUDProgressCoalescer.Generation) {
        let recorded = coalescer.record(
            fraction: snapshot.fraction, isIndeterminate: snapshot.isIndeterminate,
            localizedDescription: snapshot.localizedDescription, generation: generation)
        guard recorded, coalescer.hasPendingFrame else { return }
        startDisplayLink()
    }

    /// The display link's tick: renders the pending frame, then pauses until the next report.
    fileprivate func displayLinkFired() {
        renderPendingFrame()
        displayLink?.isPaused = !coalescer.hasPendingFrame
    }

    private func renderPendingFrame() {
        guard let frame = coalescer.tick() else { return }
        render?(frame)
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

    /// Observes the values a frame is made of (the description only when the HUD shows it). Nonisolated, so the
    /// KVO closures are not main-actor closures (they run on the thread that changed the progress) and hand on
    /// only a Sendable snapshot.
    private nonisolated static func observe(
        _ progress: Progress, followingDescription: Bool, report: @escaping @Sendable (Snapshot) -> Void
    ) -> [NSKeyValueObservation] {
        let changed: @Sendable (Progress) -> Void = { progress in
            report(Snapshot(progress, readingDescription: followingDescription))
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
