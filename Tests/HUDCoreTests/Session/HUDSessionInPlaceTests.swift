import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `updateCurrent(to:status:)`: the HUD on screen changes what it shows in place, as MBProgressHUD's `mode` set on a
/// visible HUD — the same presentation, no new fade-in, no second `willAppear`.
@MainActor
struct HUDSessionInPlaceTests: SessionSuite {
    let fixture = SessionFixture { $0.hapticsEnabled = true }

    @Test func aSpinnerBecomesAPieThenASuccessWithoutANewAppearance() throws {
        // Given a spinner whose show asked for the pie
        var ended: [HUDSession.PresentationChange] = []
        let presentation = session.show(
            HUDContent(status: "Preparing…", options: HUDOptions(progressStyle: .pie)), onEnd: { ended.append($0) })
        fixture.finishFade()

        // When it turns into the pie, moves, then turns into the checkmark
        session.updateCurrent(to: .progress(0.3), status: "Uploading…")
        let pie = try #require(session.render)
        session.updateCurrent(to: .progress(0.6), status: nil)
        let moved = session.render
        session.updateCurrent(to: .success, status: "Done")

        // Then one appearance, one presentation, and each frame in place
        #expect(host.posted == [.willAppear, .didAppear])
        #expect(host.fadeIns == 1)
        #expect(session.currentPresentation == presentation)
        #expect(ended.isEmpty)
        #expect(pie.indicator.pie?.strokeEnd == 0.3)
        #expect(pie.label?.text == "Uploading…")
        #expect(moved == pie.updatingProgress(0.6), "A progress moving in place only moves the pie")
        #expect(session.render?.image?.kind == .success)
        #expect(session.render?.label?.text == "Done")
        #expect(host.calls.suffix(2) == [.announce(.status("Done")), .playHaptic(.success)])

        // And the checkmark dismisses itself, ending that presentation
        fixture.advance(by: HUDAppearance().displayDuration(for: "Done"))
        fixture.finishFade()
        #expect(host.posted == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(ended == [.ended(presentation)])
    }

    @Test func aNilStatusKeepsTheStatus() {
        session.show(HUDContent(status: "Syncing"))
        session.updateCurrent(to: .progress(0.5), status: nil)
        #expect(session.state.content?.status == "Syncing")
    }

    @Test func nothingHappensWhileHiddenOrOnceADismissWasAskedFor() {
        // Hidden: no show begins
        session.updateCurrent(to: .success, status: "Done")
        #expect(host.calls.isEmpty)
        #expect(session.state.phase == .hidden)

        // Dismissed: the fade-out is not reversed
        session.show(HUDContent(status: "Syncing"))
        fixture.finishFade()
        session.dismiss()
        host.forget()
        session.updateCurrent(to: .progress(1), status: "Done")
        #expect(host.calls.isEmpty)
        #expect(session.state.phase == .disappearing)
    }

    @Test func badProgressShowsTheSpinnerAndAHugeStatusIsTruncated() {
        // Given a pie on screen
        session.show(HUDContent(indicator: .progress(0.5), options: HUDOptions(progressStyle: .pie)))
        // When an update brings NaN and then a 100,000-character status
        session.updateCurrent(to: .progress(.nan), status: nil)
        let afterNaN = session.render?.indicator
        session.updateCurrent(to: .progress(2), status: String(repeating: "x", count: 100_000))
        // Then NaN gave the spinner, 2 a full pie, and the label was cut to its box
        if case .spinner? = afterNaN {} else { Issue.record("NaN did not give the spinner") }
        #expect(session.render?.indicator.pie?.strokeEnd == 1)
        #expect(session.render?.label?.lines.last?.hasSuffix("…") == true)
    }

    @Test func anUpdateInPlaceStopsAFollowedProgress() {
        // Given a followed progress on screen
        let presentation = session.followProgress(HUDProgressReport(fraction: 0.2), status: nil, options: HUDOptions())
        // When the app turns the HUD into the checkmark
        session.updateCurrent(to: .success, status: "Imported")
        // Then the progress's later frames no longer reach it
        session.recordProgress(HUDProgressReport(fraction: 0.9), for: presentation)
        session.tickProgress()
        #expect(session.render?.image?.kind == .success)
        #expect(host.calls.contains(.endProgressObservation(presentation)))
    }
}
