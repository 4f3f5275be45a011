import Foundation

/// The `Foundation.Progress` a ``HUDSession`` follows for `HUD.show(progress:status:)`: the presentation it shows,
/// that presentation's options, and its reports coalesced into at most one frame per display frame, yielded only
/// when what the HUD shows would change. The session owns one (see `HUDSession+Progress.swift`); it decides nothing
/// about presentations: it only says which one a frame belongs to, and whether it is that presentation's first.
///
/// KVO may report `fractionCompleted` hundreds of times per frame, from any thread; HUDKit's `ProgressObserver` hops
/// each burst to the main thread (``HUDReportGate``), the session records the latest report
/// (`record(_:for:)`), and its display link takes at most one frame per display frame (`nextFrame()`). A frame
/// is yielded only when the indicator or the status differs from the last frame yielded, so an unchanged or a
/// reverted value renders nothing.
///
/// - **Fractions** follow ``HUDIndicator/progress(_:)``: clamped to `0...1` (so `1.2` and `1` are the same frame);
///   negative, NaN or infinite fractions, and indeterminate progress, show the indefinite spinner.
/// - **Status**: an explicit status wins, even `""` (no label); without one the status follows the progress's
///   `localizedDescription`, and an empty description shows no label (see ``status(explicit:localizedDescription:)``).
/// - **Presentations**: `begin(_:status:options:inPlace:)` follows a progress for one presentation and forgets
///   the one followed before; a report of another presentation is ignored, so a late KVO callback of an old
///   `Progress` can never update a newer presentation.
///
/// ```swift
/// var follower = HUDProgressFollower()
/// follower.begin(presentation, status: nil, options: HUDOptions())
/// follower.record(HUDProgressReport(fraction: 0.3), for: presentation) // .recorded
/// follower.nextFrame()?.change                                           // .show(…): the first frame
/// ```
@_spi(HUDEngine) public struct HUDProgressFollower {
    /// What a report did.
    enum Recording: Equatable {
        /// The report belongs to no presentation followed now: nothing changed.
        case ignored
        /// The progress was cancelled: the caller dismisses the presentation (following stops with it).
        case cancelled
        /// The report is the latest frame.
        case recorded
    }

    /// One frame to show: what it changes of what the HUD shows.
    struct Frame {
        /// What a frame changes.
        enum Change {
            /// The presentation's show: the first frame since following began, with the presentation's options.
            case show(HUDContent)
            /// Only the fraction moves, in the mode on screen: a determinate frame after a determinate frame with
            /// the same status, or any determinate frame of a progress followed in place (MBProgressHUD's
            /// `progressObject`, `HUDSession.followProgressInPlace(_:)`). The tick's hot path: no content moves.
            case progress(Double)
            /// The status changes, or the progress turns into the spinner or back: the frame's content, with the
            /// presentation's options, replaces what the HUD shows.
            case content(HUDContent)
        }
        /// The presentation the frame belongs to.
        let presentation: HUDPresentationID
        /// What the frame changes.
        let change: Change
    }

    /// What the HUD shows for the progress in one display frame.
    private struct Shown: Equatable {
        var indicator: HUDIndicator
        var status: String?
    }

    /// The progress followed now.
    private struct Followed {
        let presentation: HUDPresentationID
        /// The caller's status; `nil` makes the status follow the progress's description.
        let explicitStatus: String?
        let options: HUDOptions
        var isFirstFrame = true
        var keepsContent = false
        /// The latest report not yielded yet.
        var latest: Shown?
        /// The last frame yielded.
        var lastYielded: Shown?
    }

    /// The most display frames a second that show a followed progress: `30` (smooth for a ring, cheap for the main
    /// thread; HUDKit's display link asks for it).
    public static let framesPerSecond = 30

    private var followed: Followed?

    /// The presentation whose progress is followed; `nil` when none is.
    var presentation: HUDPresentationID? { followed?.presentation }

    /// Whether a progress is followed and its latest report changes what the last frame showed (the display link
    /// may pause while this is `false`).
    var hasPendingFrame: Bool {
        guard let latest = followed?.latest else { return false }
        return latest != followed?.lastYielded
    }

    /// Whether the progress of `presentation` is the one followed.
    func follows(_ presentation: HUDPresentationID) -> Bool {
        followed?.presentation == presentation
    }

    /// Whether the progress followed only sets the progress of the content on screen (see `Frame.keepsContent`).
    var keepsContent: Bool { followed?.keepsContent ?? false }

    /// Follows a new progress for `presentation`, forgetting the one followed before and every value it reported.
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
            presentation: presentation, explicitStatus: status, options: options, isFirstFrame: !inPlace,
            keepsContent: inPlace)
        return stopped
    }

    /// Records one report of the progress `presentation` follows; the latest report of a display frame wins.
    mutating func record(_ report: HUDProgressReport, for presentation: HUDPresentationID) -> Recording {
        guard let current = followed, current.presentation == presentation else { return .ignored }
        guard !report.isCancelled else { return .cancelled }
        followed?.latest = Shown(
            indicator: report.isIndeterminate ? .spinner : .progress(report.fraction),
            status: Self.status(explicit: current.explicitStatus, localizedDescription: report.localizedDescription))
        return .recorded
    }

    /// The display frame's tick: the latest report's frame if it changes what the last frame showed, else `nil`;
    /// the next frame is no longer the first. Call it once per display frame (and once right after the first
    /// report, to show at once). A progress followed in place yields no frame for an indeterminate report: the HUD
    /// keeps its mode.
    mutating func nextFrame() -> Frame? {
        // Read and written in place: the followed progress (its options, its texts) is not copied on a tick.
        guard hasPendingFrame, let shown = followed?.latest, let presentation = followed?.presentation,
            let isFirst = followed?.isFirstFrame, let keepsContent = followed?.keepsContent
        else { return nil }
        let previous = followed?.lastYielded
        followed?.lastYielded = shown
        followed?.latest = nil
        followed?.isFirstFrame = false
        let change: Frame.Change
        if isFirst {
            change = .show(content(of: shown))
        } else if let fraction = shown.indicator.rules.progressFraction,
            keepsContent || (previous?.status == shown.status && previous?.indicator.rules.progressFraction != nil)
        {
            change = .progress(fraction)
        } else if keepsContent {
            return nil
        } else {
            change = .content(content(of: shown))
        }
        return Frame(presentation: presentation, change: change)
    }

    /// What `shown` shows, with the presentation's options.
    private func content(of shown: Shown) -> HUDContent {
        HUDContent(indicator: shown.indicator, status: shown.status, options: followed?.options ?? HUDOptions())
    }

    /// Stops following: the follower forgets the progress and what it reported.
    ///
    /// - Returns: The presentation whose progress was followed (its observation ends), or `nil` when none was.
    mutating func stop() -> HUDPresentationID? {
        guard let ended = followed else { return nil }
        followed = nil
        return ended.presentation
    }

    /// The status of a progress HUD: `explicit` when it is non-`nil` (even `""`, no label), otherwise a non-empty
    /// `localizedDescription`, otherwise `nil`.
    ///
    /// ```swift
    /// HUDProgressFollower.status(explicit: nil, localizedDescription: "30% completed") // "30% completed"
    /// ```
    public static func status(explicit: String?, localizedDescription: String?) -> String? {
        if let explicit { return explicit }
        guard let localizedDescription, !localizedDescription.isEmpty else { return nil }
        return localizedDescription
    }

    /// Whether the status of a progress HUD shown with the status `explicit` follows the progress's
    /// `localizedDescription`, so that the kit reads and observes the description at all: only when there is no
    /// explicit status. An explicit status wins, even `""` (no label), and the description is then never read, so
    /// a worker thread that changes the progress formats no text for it (``status(explicit:localizedDescription:)``
    /// gives the same answer). `localizedAdditionalDescription` is never read: the details line shows
    /// ``HUDOptions/details`` only, as for every other HUD. A progress followed in place by the HUD on screen
    /// (MBProgressHUD's `progressObject`, ``HUDSession/followProgressInPlace(_:)``) moves only the progress, as
    /// MBProgressHUD's does: the HUD keeps its own texts, so the description is never followed then.
    ///
    /// ```swift
    /// HUDProgressFollower.followsDescription(explicit: nil)  // true
    /// HUDProgressFollower.followsDescription(explicit: "")   // false: no label, and no description read
    /// HUDProgressFollower.followsDescription(explicit: nil, inPlace: true)  // false: the HUD keeps its texts
    /// ```
    /// - Parameters:
    ///   - explicit: The status the app passed with the progress; `nil` when it passed none.
    ///   - inPlace: Whether the HUD on screen follows the progress in place. `false` by default.
    public static func followsDescription(explicit: String?, inPlace: Bool = false) -> Bool {
        !inPlace && explicit == nil
    }
}
