import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The sibling watch and the observation of a followed `Progress` run only while their HUD shows: HUDKit starts and
/// stops them as HUDCore says, and nothing runs once the lane shows nothing.
@MainActor
struct HUDDeviceRulesWatchesTests: SessionSuite {
    let fixture = SessionFixture()

    /// Whether the recording host's view is in a view, as HUDKit's would be: installed somewhere and not removed
    /// since.
    private var isInView: Bool {
        fixture.host.canInstall
            && fixture.host.calls.last { $0 == .installOverlay || $0 == .removeOverlay } == .installOverlay
    }

    private var watches: HUDDeviceRules.Watches {
        session.watches(isInView: isInView, place: .containerView)
    }

    /// One row: the facts, and what runs.
    struct Row: Sendable {
        let isInView: Bool
        let isPaused: Bool
        let place: HUDStacking.Place
        let isFollowingProgress: Bool
        let runs: HUDDeviceRules.Watches
    }

    @Test(arguments: [
        Row(
            isInView: true, isPaused: false, place: .containerView, isFollowingProgress: false,
            runs: .init(siblings: true, progress: false)),
        Row(
            isInView: true, isPaused: false, place: .appWindow, isFollowingProgress: true,
            runs: .init(siblings: true, progress: true)),
        Row(isInView: true, isPaused: false, place: .overlayWindow, isFollowingProgress: false, runs: .none),
        Row(isInView: true, isPaused: true, place: .containerView, isFollowingProgress: false, runs: .none),
        Row(
            isInView: true, isPaused: true, place: .containerView, isFollowingProgress: true,
            runs: .init(siblings: false, progress: true)),
        Row(isInView: false, isPaused: false, place: .appWindow, isFollowingProgress: false, runs: .none),
        Row(
            isInView: false, isPaused: false, place: .containerView, isFollowingProgress: true,
            runs: .init(siblings: false, progress: true)),
    ])
    func siblingsAreWatchedOnlyBesideTheAppsViewsAndAProgressOnlyWhileFollowed(row: Row) {
        #expect(
            HUDDeviceRules.watches(
                isInView: row.isInView, isPaused: row.isPaused, place: row.place,
                isFollowingProgress: row.isFollowingProgress) == row.runs)
    }

    @Test func nothingRunsOnceAHUDThatFollowedAProgressHasGone() {
        // Given a HUD in a view that follows a progress
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0.3), status: "Uploading…", options: HUDOptions())
        fixture.finishFade()
        let whileShown = watches

        // When its view leaves its window and comes back, then the HUD is dismissed and has faded out
        fixture.viewMoved(toWindow: false)
        let whilePaused = watches
        fixture.viewMoved(toWindow: true)
        session.dismiss(delay: 0)
        fixture.finishFade()

        // Then both ran while it showed, the sibling watch stopped while it was paused, and nothing runs now
        #expect(whileShown == .init(siblings: true, progress: true))
        #expect(
            whilePaused == .init(siblings: false, progress: true),
            "A paused HUD's progress goes on: it shows the latest when it is back")
        #expect(fixture.phase == .hidden)
        #expect(watches == .none, "Before the fix, no rule said that nothing runs once the lane shows nothing")
        #expect(fixture.host.calls.contains(.endProgressObservation(presentation)))
    }

    @Test func nothingRunsOnceTheOwnerWentAway() {
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0.3), status: "Uploading…", options: HUDOptions())
        fixture.finishFade()

        session.hostGone()

        #expect(watches == .none)
        #expect(fixture.host.calls.contains(.endProgressObservation(presentation)))
    }

    @Test func aShowThatReplacesAFollowedProgressStopsOnlyTheProgressObservation() {
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0.3), status: "Uploading…", options: HUDOptions())
        fixture.finishFade()

        session.show(HUDContent(indicator: .success, status: "Done"))

        #expect(watches == .init(siblings: true, progress: false))
        #expect(fixture.host.calls.contains(.endProgressObservation(presentation)))
    }

    @Test func aHUDWaitingForSomewhereToShowRunsNoSiblingWatch() {
        fixture.host.canInstall = false
        session.show(HUDContent(indicator: .spinner, status: "Loading"))
        #expect(watches == .none)
    }
}
