import Foundation

/// The `Foundation.Progress` a ``HUDSession`` follows: the presentation it shows, that presentation's options, and
/// the ``HUDProgressCoalescer`` that turns its reports into at most one frame per display tick. The session owns
/// one (see `HUDSession+Progress.swift`); it decides nothing about presentations: it only says which one a frame
/// belongs to, and whether it is that presentation's first.
///
/// ```swift
/// var follower = HUDProgressFollower()
/// follower.begin(presentation, status: nil, options: HUDOptions())
/// follower.record(HUDProgressReport(fraction: 0.3), for: presentation) // .recorded
/// follower.nextFrame()?.content.indicator                                // .progress(0.3)
/// ```
struct HUDProgressFollower {
    /// What a report did.
    enum Recording: Equatable {
        /// The report belongs to no presentation followed now: nothing changed.
        case ignored
        /// The progress was cancelled: the caller dismisses the presentation (following stops with it).
        case cancelled
        /// The report is the latest frame.
        case recorded
    }

    /// One frame to show.
    struct Frame {
        /// The presentation the frame belongs to.
        let presentation: HUDPresentationID
        /// What to show: the frame's indicator and status, with the presentation's options.
        let content: HUDContent
        /// Whether it is the first frame since following began (the presentation's show).
        let isFirst: Bool
        /// Whether the frame only sets the progress of the content on screen, in its mode (MBProgressHUD's
        /// `progressObject`, `HUDSession.followProgressInPlace(_:)`).
        let keepsContent: Bool
    }

    /// The progress followed now.
    private struct Followed {
        let presentation: HUDPresentationID
        let generation: HUDProgressCoalescer.Generation
        let options: HUDOptions
        var isFirstFrame = true
        var keepsContent = false
    }

    private var followed: Followed?
    private var coalescer = HUDProgressCoalescer()

    /// The presentation whose progress is followed; `nil` when none is.
    var presentation: HUDPresentationID? { followed?.presentation }

    /// Whether a progress is followed and its latest report changes what the last frame showed.
    var hasPendingFrame: Bool { followed != nil && coalescer.hasPendingFrame }

    /// Whether the progress of `presentation` is the one followed.
    func follows(_ presentation: HUDPresentationID) -> Bool {
        followed?.presentation == presentation
    }

    /// Whether the progress followed only sets the progress of the content on screen (see ``Frame/keepsContent``).
    var keepsContent: Bool { followed?.keepsContent ?? false }

    /// Follows a new progress for `presentation`, forgetting the one followed before.
    ///
    /// - Parameters:
    ///   - presentation: The presentation the progress shows.
    ///   - status: The status of its frames; `nil` follows the progress's description.
    ///   - options: The presentation's options.
    ///   - inPlace: Whether the presentation is on screen already and frames only set its progress, in its mode
    ///     (no first frame shows it). `false` by default.
    /// - Returns: The presentation whose progress was followed until now (its observation ends), if any.
    mutating func begin(
        _ presentation: HUDPresentationID, status: String?, options: HUDOptions, inPlace: Bool = false
    ) -> HUDPresentationID? {
        let stopped = stop()
        followed = Followed(
            presentation: presentation, generation: coalescer.begin(status: status), options: options,
            isFirstFrame: !inPlace, keepsContent: inPlace)
        return stopped
    }

    /// Records one report of the progress `presentation` follows.
    mutating func record(_ report: HUDProgressReport, for presentation: HUDPresentationID) -> Recording {
        guard let followed, followed.presentation == presentation else { return .ignored }
        guard !report.isCancelled else { return .cancelled }
        coalescer.record(
            fraction: report.fraction, isIndeterminate: report.isIndeterminate,
            localizedDescription: report.localizedDescription, generation: followed.generation)
        return .recorded
    }

    /// Takes the pending frame, if one changes what the last frame showed; the next frame is no longer the first.
    mutating func nextFrame() -> Frame? {
        guard var current = followed, let frame = coalescer.tick() else { return nil }
        let isFirst = current.isFirstFrame
        if isFirst {
            current.isFirstFrame = false
            followed = current
        }
        return Frame(
            presentation: current.presentation,
            content: HUDContent(indicator: frame.indicator, status: frame.status, options: current.options),
            isFirst: isFirst, keepsContent: current.keepsContent)
    }

    /// Stops following: the coalescer forgets the progress.
    ///
    /// - Returns: The presentation whose progress was followed (its observation ends), or `nil` when none was.
    mutating func stop() -> HUDPresentationID? {
        guard let ended = followed else { return nil }
        followed = nil
        coalescer.stop()
        return ended.presentation
    }
}
