import Foundation

// A followed `Foundation.Progress`: the kit records every report (on the main actor) and ticks once per display
// frame; the session turns at most one frame per tick into an input: the first frame is the presentation's show,
// the next ones update it, so a late frame never supersedes a dismiss that a `popActivity` or a tap asked for.
// Following stops when the presentation ends, is superseded or a dismiss is asked for, and the host hears it
// (``HUDHosting/endProgressObservation(of:)``). Reports and ticks made inside a step apply after it, in order.
extension HUDSession {
    /// The progress the session follows and the presentation it belongs to.
    struct FollowedProgress {
        /// The presentation the progress shows.
        let presentation: HUDPresentationID
        /// The coalescer's generation for this progress.
        let generation: HUDProgressCoalescer.Generation
        /// The presentation's options.
        let options: HUDOptions
        /// Whether no frame was shown yet.
        var isFirstFrame = true
        /// Whether frames only set the progress of the content on screen, in its mode (MBProgressHUD's
        /// `progressObject`, see ``followProgressInPlace(_:)``).
        var keepsContent = false
    }

    /// Follows a progress in the presentation on screen (MBProgressHUD's `progressObject`): each frame sets the
    /// progress of the content as ``HUDContent/setProgress(_:)`` does, so a determinate mode moves and another mode
    /// changes nothing; the status, details and mode stay the app's to set. Nothing is shown: with no presentation
    /// on screen that accepts updates (hidden, waiting for its grace time, or a dismiss asked for), it follows
    /// nothing and returns `nil`, as setting `progressObject` on a hidden `MBProgressHUD` shows nothing. A
    /// cancelled progress stops being followed and dismisses nothing; following also stops when the presentation
    /// ends or another replaces it.
    ///
    /// ```swift
    /// session.followProgressInPlace(HUDProgressReport(fraction: 0.3)) // the pie on screen moves to 30 %
    /// ```
    /// - Parameter first: The progress as it is now.
    /// - Returns: The presentation followed, to pass with every report; `nil` when none is on screen.
    @discardableResult
    public func followProgressInPlace(_ first: HUDProgressReport) -> HUDPresentationID? {
        guard let presentation = tracker.current, tracker.acceptsUpdates(from: presentation),
            let content = presenter.state.content
        else { return nil }
        step { [self] in
            guard tracker.acceptsUpdates(from: presentation) else { return }
            // A progress this presentation followed already is replaced without ending the kit's observation,
            // which now observes the new one for this same presentation.
            if followed?.presentation == presentation { coalescer.stop() } else { stopFollowingProgress() }
            followed = FollowedProgress(
                presentation: presentation, generation: coalescer.begin(status: content.status),
                options: content.options, isFirstFrame: false, keepsContent: true)
            record(first, for: presentation)
            applyProgressFrame()
        }
        return presentation
    }

    /// Begins a presentation that follows a progress and shows its first frame; later frames come through
    /// ``recordProgress(_:for:)`` and ``tickProgress()``.
    ///
    /// ```swift
    /// let presentation = session.followProgress(HUDProgressReport(fraction: 0), status: nil, options: HUDOptions())
    /// session.recordProgress(HUDProgressReport(fraction: 0.3), for: presentation)
    /// session.tickProgress() // moves the ring to 30 %
    /// ```
    /// - Parameters:
    ///   - first: The progress as it is now.
    ///   - status: The status; `nil` follows the progress's `localizedDescription`.
    ///   - options: The presentation's options.
    ///   - onTap: Runs when this presentation is tapped. `nil` by default.
    ///   - onEnd: Runs once, when this presentation ends or another supersedes it. `nil` by default.
    /// - Returns: The presentation, to pass with every report.
    public func followProgress(
        _ first: HUDProgressReport, status: String?, options: HUDOptions, onTap: (@MainActor () -> Void)? = nil,
        onEnd: PresentationEndHandler? = nil
    ) -> HUDPresentationID {
        let presentation = nextPresentation()
        step { [self] in
            begin(presentation, onTap: onTap, onEnd: onEnd)
            stopFollowingProgress()
            followed = FollowedProgress(
                presentation: presentation, generation: coalescer.begin(status: status), options: options)
            record(first, for: presentation)
            applyProgressFrame()
        }
        return presentation
    }

    /// Records one report of the progress `presentation` follows (made inside a step, after it, in order); a
    /// report for a presentation no longer followed is ignored.
    public func recordProgress(_ report: HUDProgressReport, for presentation: HUDPresentationID) {
        guard !isStepping else { return step { [self] in record(report, for: presentation) } }
        record(report, for: presentation)
    }

    /// Whether a progress is followed (the kit keeps its observation and display link only while it is).
    public var isFollowingProgress: Bool { followed != nil }

    /// Whether the next ``tickProgress()`` shows a frame (the display link may pause while it does not).
    public var hasPendingProgressFrame: Bool { coalescer.hasPendingFrame }

    /// The display frame's tick: shows the latest frame if it changes what the HUD shows.
    public func tickProgress() {
        guard isStepping || (followed != nil && coalescer.hasPendingFrame) else { return }
        stepProgressFrame()
    }

    private func record(_ report: HUDProgressReport, for presentation: HUDPresentationID) {
        guard let followed, followed.presentation == presentation else { return }
        // Cancelled: following stops and the HUD dismisses at once, if this presentation is still on screen (a
        // progress followed in place only stops being followed).
        if report.isCancelled, followed.keepsContent { return stopFollowingProgress() }
        guard !report.isCancelled else { return dismiss(presentation) }
        coalescer.record(
            fraction: report.fraction, isIndeterminate: report.isIndeterminate,
            localizedDescription: report.localizedDescription, generation: followed.generation)
    }

    /// Applies the pending frame (the step of ``tickProgress()``).
    func applyProgressFrame() {
        guard var current = followed, let frame = coalescer.tick() else { return }
        guard tracker.acceptsUpdates(from: current.presentation) else { return stopFollowingProgress() }
        if current.isFirstFrame {
            current.isFirstFrame = false
            followed = current
            apply(.show(frame.indicator, status: frame.status, options: current.options))
        } else if current.keepsContent {
            guard let shown = presenter.state.content, let fraction = frame.indicator.rules.progressFraction else {
                return
            }
            var content = shown
            content.setProgress(fraction)
            guard content != shown else { return }
            apply(content.updateInput(replacing: shown))
        } else {
            let content = HUDContent(indicator: frame.indicator, status: frame.status, options: current.options)
            apply(content.updateInput(replacing: presenter.state.content))
        }
    }

    /// Stops following: the coalescer forgets the progress and the host ends its observation.
    func stopFollowingProgress() {
        guard let ended = followed else { return }
        followed = nil
        coalescer.stop()
        host?.endProgressObservation(of: ended.presentation)
    }
}
