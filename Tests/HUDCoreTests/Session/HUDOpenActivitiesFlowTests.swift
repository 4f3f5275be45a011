import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Several things open at once, through the real session: each open run or activity keeps its own content and
/// options, the HUD shows the most recent one's, the button on screen is always an open one's, and a finished one's
/// action never runs.
@MainActor
struct HUDOpenActivitiesFlowTests: SessionSuite {
    let fixture = SessionFixture()
    /// How often each run's work was cancelled, by name.
    private let cancelled = ActionCounter()

    /// Begins a run with a Cancel button titled "Cancel <name>" and details `name`.
    private func beginRun(_ name: String, success: String? = nil) -> HUDActivityID {
        let cancelled = cancelled
        return session.beginRun(
            status: "Uploading \(name)", success: success, options: HUDOptions(details: name),
            cancelButton: "Cancel \(name)", cancelWork: { cancelled.count[name, default: 0] += 1 })
    }

    private var shown: HUDContent? { session.state.content }

    // MARK: Two runs with Cancel buttons

    @Test func cancellingTheLaterRunGivesTheHUDAndItsTapsBackToTheEarlierRun() throws {
        // Given
        let first = beginRun("A")
        let second = beginRun("B")
        fixture.finishFade()

        // When the later run's button is tapped, then the button on screen again
        session.buttonTapped()
        let afterFirstTap = try #require(session.render)
        session.buttonTapped()

        // Then
        #expect(
            afterFirstTap.button?.title == "Cancel A",
            "Before the fix, the cancelled run's status and Cancel button stayed on screen")
        #expect(afterFirstTap.label?.text == "Uploading A")
        #expect(afterFirstTap.details?.text == "A")
        #expect(
            cancelled.count == ["A": 1, "B": 1],
            "Before the fix, the second tap cancelled the finished run again and the open one could not be cancelled")
        #expect(!session.isRunning(first) && !session.isRunning(second))
        #expect(fixture.phase == .disappearing)
    }

    @Test func theLaterRunReturningGivesTheHUDBackToTheEarlierRun() {
        // Given
        let first = beginRun("A", success: "Done A")
        let second = beginRun("B", success: "Done B")
        fixture.finishFade()

        // When
        session.finishRun(second, .returned)
        session.buttonTapped()

        // Then
        #expect(cancelled.count == ["A": 1], "Before the fix, the tap ran the finished run's cancel action")
        #expect(!session.isRunning(first))
        #expect(fixture.phase == .disappearing)
    }

    @Test func theEarlierRunEndingLeavesTheLaterRunsContentAndButton() throws {
        // Given
        let first = beginRun("A")
        _ = beginRun("B")
        fixture.finishFade()
        let before = shown

        // When the earlier run returns, then its (covered) button can never be reached
        session.finishRun(first, .returned)
        let after = shown
        session.buttonTapped()

        // Then
        #expect(after == before)
        #expect(try #require(after).options.details == "B")
        #expect(cancelled.count == ["B": 1])
        #expect(fixture.phase == .disappearing)
    }

    @Test func theEarlierRunCancelledByItsTaskLeavesTheLaterRunsButtonToTheLaterRun() {
        // Given
        let first = beginRun("A")
        let second = beginRun("B")
        fixture.finishFade()

        // When the earlier run's task is cancelled, then the button is tapped
        session.finishRun(first, .cancelled)
        session.buttonTapped()
        session.buttonTapped()

        // Then
        #expect(cancelled.count == ["B": 1])
        #expect(!session.isRunning(second))
    }

    @Test func anEndedRunsButtonNeverRunsItsActionAgain() throws {
        // Given a run whose Cancel button the app keeps (a SwiftUI body, say) after the run ended
        let run = beginRun("A")
        fixture.finishFade()
        let button = try #require(shown?.options.button)

        // When
        session.finishRun(run, .returned)
        button.action()

        // Then
        #expect(cancelled.count == [:])
    }

    // MARK: Activities with options

    @Test func eachActivityKeepsItsOwnMaskDetailsAndStyle() throws {
        // Given
        let sync = session.beginActivity(
            status: "Syncing", options: HUDOptions(maskType: .black, style: .dark, details: "Mail"))
        let upload = session.beginActivity(status: "Uploading", options: HUDOptions(details: "Photos"))
        fixture.finishFade()
        let during = try #require(session.render)

        // When
        session.endActivity(upload)

        // Then
        let after = try #require(session.render)
        #expect(during.details?.text == "Photos" && !during.blocksTouches)
        #expect(after.details?.text == "Mail" && after.blocksTouches && after.label?.text == "Syncing")
        #expect(shown?.options == HUDOptions(maskType: .black, style: .dark, details: "Mail"))
        #expect(session.state.openActivities == [sync])
    }

    @Test func aStatusChangeBelongsToTheActivityItWasMadeOn() {
        // Given
        _ = session.beginActivity(status: "Syncing", options: HUDOptions(details: "Mail"))
        session.setStatus("Syncing 3 of 9")
        let upload = session.beginActivity(status: "Uploading")

        // When
        session.endActivity(upload)

        // Then
        #expect(shown == HUDContent(status: "Syncing 3 of 9", options: HUDOptions(details: "Mail")))
    }

    @Test func anActivitysDurationIsIgnored() {
        // Given
        _ = session.beginActivity(status: "Syncing", options: HUDOptions(duration: 0.5))
        fixture.finishFade()

        // When
        fixture.advance(by: 5)

        // Then
        #expect(fixture.phase == .visible)
        #expect(shown?.options.duration == nil)
    }

    @Test(arguments: [false, true])
    func anActivityThatEndsWhileTheHUDStaysTakesItsButtonAway(byDismiss: Bool) throws {
        // Given a minimum display time that holds the HUD after the activity ends
        let fixture = SessionFixture { $0.minimumDisplayTime = 2 }
        let cancelled = cancelled
        let stop = HUDButton("Stop") { cancelled.count["sync", default: 0] += 1 }
        let sync = fixture.session.beginActivity(status: "Syncing", options: HUDOptions(button: stop))
        fixture.finishFade()

        // When it ends (or a dismiss closes it), then its button is tapped
        if byDismiss { fixture.session.dismiss() } else { fixture.session.endActivity(sync) }
        fixture.session.buttonTapped()

        // Then
        #expect(fixture.phase == .visible)
        #expect(try #require(fixture.session.render).button == nil)
        #expect(cancelled.count == [:])
    }

    @Test func anActivityTurnedIntoACustomViewInPlaceLeavesItsButtonBehind() {
        // Given
        _ = session.beginActivity(status: "Syncing", options: HUDOptions(button: HUDButton("Stop", action: {})))

        // When
        session.updateCurrent(to: .customView(session.makeCustomView(size: CGSize(width: 40, height: 40))), status: nil)

        // Then
        #expect(shown?.options.button == nil)
    }

    @Test func anActivitySwitchedToAnotherModeByAShowLeavesItsButtonBehind() {
        // Given
        _ = session.beginActivity(status: "Syncing", options: HUDOptions(button: HUDButton("Stop", action: {})))

        // When its spinner becomes a bar in place, then text only (a show)
        session.updateCurrent(mode: .determinateHorizontalBar, status: nil)
        let bar = shown?.options.button?.title
        session.updateCurrent(mode: .text, status: nil)

        // Then
        #expect(bar == "Stop", "An update in place stays the activity's, with its button")
        #expect(shown?.options.button == nil)
    }

    // MARK: A followed Progress with a button

    @Test func aButtonOnAFollowedProgressRunsItsActionOnEachTap() {
        // Given
        let cancelled = cancelled
        let button = HUDButton("Stop", role: .cancel) { cancelled.count["progress", default: 0] += 1 }
        _ = session.followProgress(
            HUDProgressReport(fraction: 0.2), status: "Importing", options: HUDOptions(button: button))
        fixture.finishFade()

        // When
        session.buttonTapped()

        // Then
        #expect(cancelled.count == ["progress": 1], "Before the fix, a followed progress's button did nothing")
        #expect(fixture.phase == .visible)
    }

    @Test func theCancelButtonOfAFollowedProgressCancelsItAndTheHUDGoes() {
        // Given
        let upload = Progress(totalUnitCount: 10)
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0.2), status: "Uploading",
            options: HUDOptions(button: .cancel(upload, title: "Cancel")))
        fixture.finishFade()

        // When the button is tapped, and the kit reports the progress it follows as it now is
        session.buttonTapped()
        session.recordProgress(
            HUDProgressReport(fraction: upload.fractionCompleted, isCancelled: upload.isCancelled), for: presentation)

        // Then
        #expect(upload.isCancelled, "Before the fix, the button did not cancel the Progress")
        #expect(fixture.phase == .disappearing)
        #expect(!session.isFollowingProgress)
    }
}

/// Counts the runs of each action by name.
@MainActor
final class ActionCounter {
    var count: [String: Int] = [:]
}
