import Foundation
@_spi(HUDEngine) import HUDCore

/// The messages lane's timeline strip: a burst of messages (one a duplicate) run through a real
/// ``HUDMessageSession`` on a ``HUDManualScheduler``, drawn as snapshots of the screen's bottom, above its tab bar:
/// one message at a time, a pause between two, the duplicate never shown.
@MainActor struct MessageTimeline {
    /// A snapshot of the screen's bottom.
    struct Snapshot {
        let time: TimeInterval
        let caption: String
        let render: HUDRenderDescription?
        let alpha: Double
    }

    /// What the app does, at which time.
    static let script: [(time: TimeInterval, message: HUDMessage, call: String)] = [
        (
            0, HUDMessage("Copied", glyph: .success, id: "copy"),
            "showMessage(\"Copied\", glyph: .success, id: \"copy\")"
        ),
        (0.2, HUDMessage("Copied", glyph: .success, id: "copy"), "the same id again: not shown twice"),
        (0.4, HUDMessage("Saved to Photos", glyph: .success), "showMessage(\"Saved to Photos\", glyph: .success)"),
        (0.6, HUDMessage("Upload failed", glyph: .error), "showMessage(\"Upload failed\", glyph: .error)"),
    ]

    /// When to take snapshots, and what they show.
    static let instants: [(time: TimeInterval, caption: String)] = [
        (0.1, "“Copied” fades in"), (1, "“Copied”, 3 calls later"), (1.95, "the 0.3 s pause"),
        (3, "“Saved to Photos”"), (4.3, "“Upload failed” fades in"), (5, "“Upload failed”"), (6.2, "idle"),
    ]

    static let tick: TimeInterval = 0.01
    static let end: TimeInterval = 6.3
    /// The part of the screen each snapshot shows: the bottom, with the tab bar.
    static let region = CGRect(x: 0, y: 620, width: 390, height: 224)

    let snapshots: [Snapshot]
    /// How each message ended, in order: `message#n reason`.
    let endings: [String]

    /// Runs the script.
    init() {
        let clock = HUDManualScheduler()
        let host = Host(clock: clock)
        let session = HUDMessageSession(environment: GalleryScene.phone, host: host, scheduler: clock)
        session.bars = SampleBars.tabBar.messageBars
        var endings: [String] = []
        session.inputObserver = { _, _, effects, _ in
            for case .ended(let ticket, let reason) in effects { endings.append("\(ticket) \(reason.rawValue)") }
        }
        var snapshots: [Snapshot] = []
        TimelinePlayer(clock: clock, tick: Self.tick, end: Self.end).play(
            Self.script, time: \.time, instants: Self.instants, time: \.time,
            settle: { time in
                while let id = host.finishedFade(by: time) { session.fadeFinished(id) }
            },
            step: { step, _ in session.show(step.message) },
            snapshot: { instant, time in
                snapshots.append(
                    Snapshot(time: time, caption: instant.caption, render: host.render, alpha: host.alpha(at: time)))
            })
        self.snapshots = snapshots
        self.endings = endings
    }

    /// The gallery entry.
    var state: GalleryState {
        GalleryState(
            name: "message-queue-timeline", title: "Messages queued: one at a time, a pause between",
            caption: "A burst of four calls through a real HUDMessageSession on a manual clock: each message waits "
                + "its turn with a 0.3 s pause between, the repeated id \"copy\" is not shown twice, every "
                + "onDisappear runs once (\(endings.joined(separator: ", "))).",
            section: .parts, svg: svg, render: nil)
    }

    /// The messages host of the strip: it keeps the frame on screen and runs fades on the clock.
    @MainActor final class Host: HUDMessageHosting {
        private let clock: HUDManualScheduler
        private(set) var render: HUDRenderDescription?
        private var fade: (id: HUDFadeID, start: TimeInterval, duration: TimeInterval, from: Double, to: Double)?
        private var installed = false

        init(clock: HUDManualScheduler) { self.clock = clock }

        func installMessageLayer() -> Bool {
            installed = true
            return true
        }
        func removeMessageLayer() {
            installed = false
            render = nil
        }
        func applyMessage(_ render: HUDRenderDescription, changes: HUDPartChanges) { self.render = render }
        func fadeMessageIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
            fade = (id, clock.now, duration, alpha(at: clock.now), 1)
        }
        func fadeMessageOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
            fade = (id, clock.now, duration, alpha(at: clock.now), 0)
        }
        func announceMessage(_ announcement: HUDAnnouncement) {}
        func releaseMessageContent(_ id: HUDAssetID) {}

        /// The message's opacity at `time`.
        func alpha(at time: TimeInterval) -> Double {
            guard installed, render != nil else { return 0 }
            guard let fade else { return 1 }
            guard fade.duration > 0 else { return fade.to }
            let progress = min(max((time - fade.start) / fade.duration, 0), 1)
            return fade.from + (fade.to - fade.from) * progress
        }

        /// The fade that finished by `time`, once.
        func finishedFade(by time: TimeInterval) -> HUDFadeID? {
            guard let fade, fade.start + fade.duration <= time + 1e-9 else { return nil }
            self.fade = (fade.id, fade.start, 0, fade.to, fade.to)
            return fade.duration > 0 || fade.from != fade.to ? fade.id : nil
        }
    }
}
