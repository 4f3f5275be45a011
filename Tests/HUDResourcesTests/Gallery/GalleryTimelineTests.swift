import Foundation
@_spi(HUDEngine) import HUDCore
import Testing

@testable import hud_preview

@MainActor struct GalleryTimelineTests {
    private let timeline = GalleryTimeline()

    /// The run's log: the app's calls, the engine's calls to the host and the notifications, with their times.
    private static let expectedLines = [
        "0.00  show(status: \"Preparing…\")",
        "0.00  installOverlay",
        "0.00  apply spinner \"Preparing…\"",
        "0.00  willAppear \"Preparing…\"",
        "0.00  fadeIn 0.15 s",
        "0.00  announce \"Preparing…\"",
        "0.15  didAppear \"Preparing…\"",
        "0.50  show(progress: 0, status: \"Uploading…\")",
        "0.50  apply ring 0 \"Uploading…\"",
        "0.80  show(progress: 0.35, status: \"Uploading…\")",
        "0.80  apply ring 0.35 \"Uploading…\"",
        "1.10  show(progress: 0.7, status: \"Uploading…\")",
        "1.10  apply ring 0.7 \"Uploading…\"",
        "1.40  show(progress: 1, status: \"Uploading…\")",
        "1.40  apply ring 1 \"Uploading…\"",
        "1.60  showSuccess(status: \"Uploaded\")",
        "1.60  apply success \"Uploaded\"",
        "1.60  announce \"Uploaded\"",
        "3.10  willDisappear \"Uploaded\"",
        "3.10  fadeOut 0.15 s",
        "3.25  removeOverlay",
        "3.25  didDisappear \"Uploaded\"",
    ]

    @Test func theRunLogsShowProgressSuccessAndTheAutoDismissAfterOneAndAHalfSeconds() {
        #expect(timeline.printedLines == Self.expectedLines)
    }

    @Test func theNotificationsComeInTheirDocumentedOrder() {
        let notifications = timeline.events.filter { $0.kind == .notification }.map(\.line)
        #expect(
            notifications == [
                "0.00  willAppear \"Preparing…\"", "0.15  didAppear \"Preparing…\"",
                "3.10  willDisappear \"Uploaded\"", "3.25  didDisappear \"Uploaded\"",
            ])
    }

    @Test func theSVGPrintsTheLogInOrder() throws {
        // When the log lines are read back from the SVG's text
        let pattern = try Regex(#"font-size="12" font-weight="\d+" xml:space="preserve"[^>]*>([^<]*)</text>"#)
        let printed = timeline.svg.matches(of: pattern).compactMap { match in
            match.output[1].substring.map { Self.unescaped(String($0)) }
        }
        // Then they are the expected sequence, and the document is well-formed.
        #expect(printed == Self.expectedLines)
        #expect(XMLDocumentSummary(timeline.svg).error == nil)
    }

    @Test func snapshotsCatchTheFadesHalfWayAndTheScreenEmptyAtTheEnd() {
        // Then six snapshots at their instants show what was on screen then
        #expect(
            timeline.snapshots.map { TimelineHost.Event.seconds($0.time) } == [
                "0.05", "0.30", "0.95", "2.00", "3.17", "3.40",
            ])
        #expect(
            timeline.snapshots.map { $0.render.map(TimelineHost.summary(of:)) } == [
                "spinner \"Preparing…\"", "spinner \"Preparing…\"", "ring 0.35 \"Uploading…\"",
                "success \"Uploaded\"", "success \"Uploaded\"", nil,
            ])
        // with the fade-in a third of the way (alpha 1/3, scale 1.3 → 1.2) and the fade-out 2/15 s in.
        let fades = timeline.snapshots.map { [SVGMarkup.number($0.fade.alpha), SVGMarkup.number($0.fade.scale)] }
        #expect(fades == [["0.33", "1.2"], ["1", "1"], ["1", "1"], ["1", "1"], ["0.53", "0.89"], ["1", "1"]])
        // The strip draws each snapshot.
        #expect(timeline.svg.components(separatedBy: "<svg x=").count - 1 == 6)
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

@MainActor struct TimelineHostTests {
    private let clock = HUDManualScheduler()
    private let transition = HUDRenderDescription.Transition(
        appearDuration: 0.2, appearFromScale: 1.3, disappearDuration: 0.2, disappearToScale: 0.5)

    @Test func aFadeIsReportedOnceAndOnlyWhenItHasEnded() {
        // Given a fade-in of 0.2 s started at 0
        let host = TimelineHost(clock: clock)
        host.fadeIn(HUDFadeID(serial: 7), duration: 0.2, transition: transition, reversing: false)
        // Then it is not finished at 0.1, finished at 0.2, and reported only once
        #expect(host.finishedFade(by: 0.1) == nil)
        #expect(host.finishedFade(by: 0.2) == HUDFadeID(serial: 7))
        #expect(host.finishedFade(by: 0.3) == nil)
    }

    @Test func theFadeStateInterpolatesAlphaAndScale() {
        // Given
        let host = TimelineHost(clock: clock)
        // Then no fade is full, a fade-in grows from transparent and large, a fade-out shrinks to transparent
        #expect(host.fadeState(at: 5) == (1, 1))
        host.fadeIn(HUDFadeID(serial: 1), duration: 0.2, transition: transition, reversing: false)
        #expect(host.fadeState(at: 0) == (0, 1.3))
        #expect(host.fadeState(at: 0.1).alpha == 0.5)
        #expect(host.fadeState(at: 9) == (1, 1))
        host.fadeOut(HUDFadeID(serial: 2), duration: 0, transition: transition)
        #expect(host.fadeState(at: 0) == (0, 0.5))
    }

    @Test func removingTheOverlayForgetsTheFrameAndTheFade() {
        // Given a host with a frame and a fade
        let host = TimelineHost(clock: clock)
        let render = GalleryScene(content: HUDContent(indicator: .info, status: "Hi")).render
        host.apply(render, changes: HUDPartChanges(from: nil, to: render))
        host.fadeIn(HUDFadeID(serial: 1), duration: 0.2, transition: transition, reversing: false)
        // When
        host.removeOverlay()
        // Then
        #expect(host.render == nil && host.fade == nil)
        #expect(host.events.map(\.line) == ["0.00  apply info \"Hi\"", "0.00  fadeIn 0.2 s", "0.00  removeOverlay"])
    }

    @Test(arguments: [(-1.0, "0.00"), (0.004, "0.00"), (0.005, "0.01"), (3.1, "3.10"), (12.346, "12.35")])
    func timesArePrintedWithTwoDecimals(time: Double, expected: String) {
        #expect(TimelineHost.Event.seconds(time) == expected)
    }
}
