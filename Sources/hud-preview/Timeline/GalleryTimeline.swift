import Foundation
@_spi(HUDEngine) import HUDCore

/// The timeline strip: one presentation — show, progress, success, auto-dismiss — run through a real
/// ``HUDSession`` on a ``HUDManualScheduler`` with a recording ``TimelineHost``, drawn as snapshots at several
/// instants side by side, with the log of calls and notifications printed under them.
@MainActor struct GalleryTimeline {
    /// One show the app makes, at a virtual time.
    struct Step {
        let time: TimeInterval
        let content: HUDContent
        let text: String
    }

    /// A snapshot of the screen.
    struct Snapshot {
        let time: TimeInterval
        let caption: String
        /// The frame on screen; `nil` when no HUD is installed.
        let render: HUDRenderDescription?
        let fade: (alpha: Double, scale: Double)
    }

    /// What the app does.
    static let script: [Step] = [
        Step(time: 0, content: HUDContent(status: "Preparing…"), text: "show(status: \"Preparing…\")"),
        progress(at: 0.5, 0),
        progress(at: 0.8, 0.35),
        progress(at: 1.1, 0.7),
        progress(at: 1.4, 1),
        Step(
            time: 1.6, content: HUDContent(indicator: .success, status: "Uploaded"),
            text: "showSuccess(status: \"Uploaded\")"),
    ]

    /// When to take snapshots, and what they show.
    static let instants: [(time: TimeInterval, caption: String)] = [
        (0.05, "fading in"), (0.3, "spinner"), (0.95, "progress"), (2, "success"), (3.17, "fading out"),
        (3.4, "gone"),
    ]

    /// The clock's step, in seconds; every time above is a multiple of it.
    static let tick: TimeInterval = 0.01
    /// When the run stops.
    static let end: TimeInterval = 3.5

    /// The log of the run, in order.
    let events: [TimelineHost.Event]
    /// The snapshots, in order.
    let snapshots: [Snapshot]

    /// Runs the script.
    init() {
        let clock = HUDManualScheduler()
        let host = TimelineHost(clock: clock)
        let session = HUDSession(environment: GalleryScene.phone, host: host, scheduler: clock)
        var snapshots: [Snapshot] = []
        TimelinePlayer(clock: clock, tick: Self.tick, end: Self.end).play(
            Self.script, time: \.time, instants: Self.instants, time: \.time,
            settle: { time in Self.reportFinishedFades(of: host, to: session, at: time) },
            step: { step, time in
                host.logCall(step.text)
                session.show(step.content)
                Self.reportFinishedFades(of: host, to: session, at: time)
            },
            snapshot: { instant, time in
                snapshots.append(
                    Snapshot(time: time, caption: instant.caption, render: host.render, fade: host.fadeState(at: time)))
            })
        self.events = host.events
        self.snapshots = snapshots
    }

    /// The log as the timeline prints it, one line per event.
    var printedLines: [String] { events.map(\.line) }

    /// The gallery entry.
    var state: GalleryState {
        GalleryState(
            name: "timeline", title: "Timeline: show → progress → success → auto-dismiss", caption: Self.caption,
            section: .timeline, svg: svg, render: nil)
    }

    static let caption =
        "A real HUDSession with a recording host on a manual clock: snapshots at six instants (the fades drawn "
        + "half way), and the app's calls, the host's calls and the notifications with their times."

    private static func progress(at time: TimeInterval, _ fraction: Double) -> Step {
        Step(
            time: time, content: HUDContent(indicator: .progress(fraction), status: "Uploading…"),
            text: "show(progress: \(SVGMarkup.number(fraction)), status: \"Uploading…\")")
    }

    private static func reportFinishedFades(of host: TimelineHost, to session: HUDSession, at time: TimeInterval) {
        while let id = host.finishedFade(by: time) {
            session.fadeFinished(id)
        }
    }
}
