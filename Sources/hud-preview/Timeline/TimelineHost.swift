import Foundation
@_spi(HUDEngine) import HUDCore

/// A recording ``HUDHosting`` for the timeline: it logs every call with the virtual time, keeps the last frame
/// applied, and tracks the fade in progress so that a snapshot can draw the HUD half faded.
///
/// It never reports a fade as finished by itself: ``GalleryTimeline`` asks ``finishedFade(by:)`` as its clock
/// moves and sends ``HUDInput/fadeFinished(_:)`` then, as UIKit's animation completion would.
@MainActor final class TimelineHost: HUDHosting {
    /// One line of the log.
    struct Event: Equatable {
        /// Who acted: the app calling the engine, the engine calling the host, or a posted notification.
        enum Kind: Equatable {
            case call
            case host
            case notification
        }

        /// Virtual time in seconds.
        let time: TimeInterval
        let kind: Kind
        let text: String

        /// The line as the timeline prints it: `0.15  didAppear`.
        var line: String { Self.seconds(time) + "  " + text }

        /// `time` with exactly two decimals: `0.00`, `3.25`.
        static func seconds(_ time: TimeInterval) -> String {
            let hundredths = Int((max(time, 0) * 100).rounded())
            let fraction = hundredths % 100
            return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
        }
    }

    /// A fade the engine started.
    struct Fade {
        let id: HUDFadeID
        let isAppearing: Bool
        let start: TimeInterval
        let duration: TimeInterval
        let transition: HUDRenderDescription.Transition
        var isReported = false
    }

    /// Everything that happened, in order.
    private(set) var events: [Event] = []
    /// The frame last applied; `nil` while no overlay is installed.
    private(set) var render: HUDRenderDescription?
    /// The last fade started.
    private(set) var fade: Fade?
    private let clock: HUDManualScheduler

    /// Creates a host that stamps its log with `clock`'s time.
    init(clock: HUDManualScheduler) {
        self.clock = clock
    }

    /// Logs a call the app makes.
    func logCall(_ text: String) {
        log(.call, text)
    }

    /// The running fade that has ended by `time`, marked as reported; `nil` when there is none.
    func finishedFade(by time: TimeInterval) -> HUDFadeID? {
        guard var running = fade, !running.isReported, running.start + running.duration <= time + 1e-9 else {
            return nil
        }
        running.isReported = true
        fade = running
        return running.id
    }

    /// The HUD's opacity and scale at `time`: linear from the transition's start values to the end ones during
    /// a fade, `(1, 1)` after a fade-in, `(0, scale)` after a fade-out.
    func fadeState(at time: TimeInterval) -> (alpha: Double, scale: Double) {
        guard let fade else { return (1, 1) }
        let progress = fade.duration > 0 ? (time - fade.start) / fade.duration : 1
        return fade.transition.frame(at: progress, appearing: fade.isAppearing)
    }

    func installOverlay(over environment: HUDEnvironment) -> HUDEnvironment? {
        log(.host, "installOverlay")
        return environment
    }

    /// The timeline draws the HUD alone: there is nothing to come in front of.
    func placeInFront(over environment: HUDEnvironment) -> HUDEnvironment? { nil }

    func removeOverlay() {
        render = nil
        fade = nil
        log(.host, "removeOverlay")
    }

    func apply(_ render: HUDRenderDescription, changes: HUDPartChanges) {
        self.render = render
        log(.host, "apply " + Self.summary(of: render))
    }

    func moveProgress(to fraction: Double) {
        guard var moved = render, let changes = moved.tick(to: fraction) else { return }
        apply(moved, changes: changes)
    }

    func fadeIn(
        _ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition, reversing: Bool
    ) {
        fade = Fade(id: id, isAppearing: true, start: clock.now, duration: duration, transition: transition)
        log(.host, "fadeIn \(SVGMarkup.number(duration)) s")
    }

    func fadeOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        fade = Fade(id: id, isAppearing: false, start: clock.now, duration: duration, transition: transition)
        log(.host, "fadeOut \(SVGMarkup.number(duration)) s")
    }

    func post(_ notification: HUDNotification, status: String?) {
        log(.notification, notification.rawValue + (status.map { " \"\($0)\"" } ?? ""))
    }

    func announce(_ announcement: HUDAnnouncement) {
        log(.host, "announce \(announcement)")
    }

    func moveAccessibilityFocus() { log(.host, "moveAccessibilityFocus") }
    func restoreAccessibilityFocus() { log(.host, "restoreAccessibilityFocus") }
    func prepareHaptics() { log(.host, "prepareHaptics") }
    func playHaptic(_ haptic: HUDHaptic) { log(.host, "haptic \(haptic.rawValue)") }
    func releaseContent(_ id: HUDAssetID) { log(.host, "releaseContent \(id)") }
    func endProgressObservation(of presentation: HUDPresentationID) {
        log(.host, "endProgressObservation \(presentation)")
    }

    private func log(_ kind: Event.Kind, _ text: String) {
        events.append(Event(time: clock.now, kind: kind, text: text))
    }

    /// `spinner "Loading"`, `ring 0.4 "Uploading"`, `success "Saved"`: what is drawn, read from the frame's dump
    /// (the image line when there is an image, else the indicator line, with a progress's `strokeEnd`), then the
    /// status.
    static func summary(of render: HUDRenderDescription) -> String {
        let lines = render.description.split(separator: "\n")
        func words(of part: String) -> [Substring] {
            lines.first { $0.hasPrefix(part + " ") }?.split(separator: " ").dropFirst().map { $0 } ?? []
        }
        let image = words(of: "image")
        let indicator = words(of: "indicator")
        var kind = String(indicator.first ?? "none")
        // A progress's strokeEnd is one fraction; the spinner's is a range it swings through, not shown.
        if let strokeEnd = indicator.first(where: { $0.hasPrefix("strokeEnd=") && !$0.contains("..") }) {
            kind += " " + strokeEnd.dropFirst("strokeEnd=".count)
        }
        if let shown = image.first, shown != "none" {
            kind = shown.hasPrefix("custom(") ? "image " + shown.dropFirst("custom(".count).dropLast() : String(shown)
        }
        return kind + (render.label.map { " \"\($0.text)\"" } ?? "")
    }
}
