import Foundation

// A followed `Foundation.Progress`: the kit records every report (on the main actor) and ticks once per display
// frame; the session turns at most one frame per tick into an input: the first frame is the presentation's show,
// the next ones update it, so a late frame never supersedes a dismiss that a `popActivity` or a tap asked for.
// Following stops when the presentation ends, is superseded or a dismiss is asked for, and the host hears it
// (``HUDHosting/endProgressObservation(of:)``). Reports and ticks made inside a step apply after it, in order.
extension HUDSession {
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
    ///   - onEnd: Runs once, when this presentation ends or another supersedes it. `nil` by default.
    /// - Returns: The presentation, to pass with every report.
    public func followProgress(
        _ first: HUDProgressReport, status: String?, options: HUDOptions,
        onEnd: PresentationEndHandler? = nil
    ) -> HUDPresentationID {
        let presentation = nextPresentation()
        step { [self] in
            begin(presentation, onEnd: onEnd)
            if let stopped = follower.begin(presentation, status: status, options: options) {
                host?.endProgressObservation(of: stopped)
            }
            record(first, for: presentation)
            applyProgressFrame()
        }
        return presentation
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
        guard let presentation = presentations.current, presentations.acceptsUpdates(from: presentation),
            let content = presenter.state.content
        else { return nil }
        step { [self] in
            guard presentations.acceptsUpdates(from: presentation) else { return }
            let stopped = follower.begin(presentation, status: content.status, options: content.options, inPlace: true)
            // The kit already observes the new progress for this same presentation: only another one's ends.
            if let stopped, stopped != presentation { host?.endProgressObservation(of: stopped) }
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
    public var isFollowingProgress: Bool { follower.presentation != nil }

    /// Whether the next ``tickProgress()`` shows a frame (the display link may pause while it does not).
    public var hasPendingProgressFrame: Bool { follower.hasPendingFrame }

    /// The display frame's tick: shows the latest frame if it changes what the HUD shows.
    public func tickProgress() {
        guard isStepping || follower.hasPendingFrame else { return }
        stepProgressFrame()
    }

    private func record(_ report: HUDProgressReport, for presentation: HUDPresentationID) {
        // Cancelled: following stops and the HUD dismisses at once, if this presentation is still on screen (a
        // progress followed in place only stops being followed).
        guard follower.record(report, for: presentation) == .cancelled else { return }
        guard !follower.keepsContent else { return stopFollowingProgress() }
        dismiss(presentation)
    }

    /// Applies the pending frame (the step of ``tickProgress()``).
    func applyProgressFrame() {
        guard let frame = follower.nextFrame() else { return }
        guard presentations.acceptsUpdates(from: frame.presentation) else { return stopFollowingProgress() }
        switch frame.change {
        case .show(let content):
            apply(.show(content.indicator, status: content.status, options: content.options))
        case .progress(let fraction):
            apply(.setProgress(fraction))
        case .content(let content):
            apply(content.updateInput(replacing: presenter.state.content))
        }
    }

    /// Stops following: the follower forgets the progress and the host ends its observation.
    func stopFollowingProgress() {
        guard let ended = follower.stop() else { return }
        host?.endProgressObservation(of: ended)
    }

    /// Whether the progress of `presentation` is the one followed.
    func isFollowing(_ presentation: HUDPresentationID) -> Bool {
        follower.follows(presentation)
    }
}
