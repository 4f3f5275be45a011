import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@MainActor
struct HUDPresenterActivityTests {
    let upload = Fixture.activity(1)
    let sync = Fixture.activity(2)

    @Test func eachSpinnerShowCountsOne() {
        let harness = PresenterHarness()
        for _ in 0..<3 { harness.send(.show(.spinner, status: nil)) }
        #expect(harness.state.activityCount == 3)
    }

    @Test func popActivityDismissesWhenTheCountReachesZero() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.show(.spinner, status: "Loading"))
        harness.send(.show(.spinner, status: "Loading"))
        // When
        let firstPops = harness.send(.popActivity) + harness.send(.popActivity)
        let lastPop = harness.send(.popActivity)
        // Then
        #expect(firstPops == [])
        #expect(lastPop.events == [.willDisappear])
        #expect(harness.state.activityCount == 0)
    }

    @Test func popActivityNeverGoesBelowZero() {
        let harness = PresenterHarness()
        let effects = (0..<3).flatMap { _ in harness.send(.popActivity) }
        harness.send(.show(.spinner, status: nil))
        #expect(effects == [])
        #expect(harness.state.activityCount == 1)
    }

    @Test func progressUpdatesCountOnce() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading")
        // When
        for fraction in [0.2, 0.3, 0.4] { harness.send(.show(.progress(fraction), status: "Uploading")) }
        let pop = harness.send(.popActivity)
        // Then
        #expect(pop.events == [.willDisappear])
    }

    @Test func progressAfterASpinnerCountsAgain() {
        let harness = PresenterHarness()
        harness.send(.show(.spinner, status: nil))
        harness.send(.show(.progress(0.5), status: nil))
        #expect(harness.state.activityCount == 2)
    }

    @Test func progressAfterADismissCountsAgain() {
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading")
        harness.send(.dismiss(delay: 5, completion: nil))
        harness.send(.show(.progress(0.2), status: "Uploading"))
        #expect(harness.state.activityCount == 1)
    }

    @Test(arguments: [HUDIndicator.success, .error, .info, .image(.custom(HUDAssetID(1)))])
    func anImageResetsTheCount(_ indicator: HUDIndicator) {
        let harness = PresenterHarness()
        harness.send(.show(.spinner, status: nil))
        harness.send(.show(.spinner, status: nil))
        harness.send(.show(indicator, status: "Done"))
        #expect(harness.state.activityCount == 0)
    }

    @Test func popActivityAfterAnImageDismissesIt() {
        let harness = PresenterHarness()
        harness.showVisible(.success, status: "Saved")
        #expect(harness.send(.popActivity).events == [.willDisappear])
    }

    @Test func beginActivityShowsTheSpinnerWithoutCounting() {
        // Given
        let harness = PresenterHarness()
        // When
        let effects = harness.send(.beginActivity(upload, status: "Uploading"))
        // Then
        #expect(effects.contains(.render(Fixture.content(.spinner, "Uploading"))))
        #expect(harness.state.activityCount == 0)
        #expect(harness.state.openActivities == [upload])
    }

    @Test func hudStaysUntilTheLastOfTwoActivitiesEnds() {
        // Given
        let harness = PresenterHarness()
        harness.send(.beginActivity(upload, status: "Uploading"))
        harness.finishFade()
        harness.send(.beginActivity(sync, status: "Syncing"))
        // When
        let firstEnd = harness.send(.endActivity(upload))
        let lastEnd = harness.send(.endActivity(sync))
        // Then
        #expect(firstEnd == [])
        #expect(lastEnd.events == [.willDisappear])
    }

    @Test func endingTheShownActivityShowsTheOtherOnesStatus() {
        // Given
        let harness = PresenterHarness()
        harness.send(.beginActivity(upload, status: "Uploading"))
        harness.finishFade()
        harness.advance(by: HUDPresenter.announcementInterval)
        harness.send(.beginActivity(sync, status: "Syncing"))
        harness.advance(by: HUDPresenter.announcementInterval)
        // When
        let effects = harness.send(.endActivity(sync))
        // Then
        #expect(effects == [.render(Fixture.content(.spinner, "Uploading")), .announce(.status("Uploading"))])
        #expect(harness.state.openActivities == [upload])
    }

    @Test func endingAnActivityTwiceIsHarmless() {
        let harness = PresenterHarness()
        harness.send(.beginActivity(upload, status: nil))
        harness.send(.beginActivity(sync, status: nil))
        harness.send(.endActivity(upload))
        #expect(harness.send(.endActivity(upload)) == [])
        #expect(harness.state.openActivities == [sync])
    }

    @Test func endingAnActivityADismissClosedDoesNothingToTheNextHUD() {
        // Given
        let harness = PresenterHarness()
        harness.send(.beginActivity(upload, status: "Uploading"))
        harness.send(.dismiss(delay: 0, completion: nil))
        harness.finishFade()
        harness.showVisible(status: "Other work")
        // When
        let effects = harness.send(.endActivity(upload))
        // Then
        #expect(effects == [])
        #expect(harness.phase == .visible)
    }

    @Test func popActivityDoesNotDismissWhileAnActivityIsOpen() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.beginActivity(upload, status: "Uploading"))
        #expect(harness.send(.popActivity) == [])
        #expect(harness.send(.endActivity(upload)).events == [.willDisappear])
    }

    @Test func lastActivityEndingKeepsTheHUDWhileTheCountIsAboveZeroAndGoesBackToTheShow() {
        // Given a show that holds the HUD, covered by an activity with a button
        let harness = PresenterHarness()
        harness.showVisible()
        let held = harness.presenter.state.content
        let cancel = HUDButton("Cancel", role: .cancel, action: {})
        harness.send(.beginActivity(upload, status: "Uploading", options: HUDOptions(button: cancel)))

        // When
        let ended = harness.send(.endActivity(upload))

        // Then
        #expect(ended.events == [])
        #expect(
            harness.presenter.state.content == held,
            "Before the fix, the ended activity's status and button stayed on screen")
        #expect(harness.send(.popActivity).events == [.willDisappear])
    }

    @Test func imageWhileAnActivityIsOpenGoesBackToItsSpinner() {
        // Given
        let harness = PresenterHarness()
        harness.send(.beginActivity(sync, status: "Syncing"))
        harness.finishFade()
        harness.send(.show(.success, status: "Photo saved"))
        // When
        let auto = harness.advance(by: 1.5)
        let end = harness.send(.endActivity(sync))
        // Then
        #expect(auto == [.render(Fixture.content(.spinner, "Syncing")), .announce(.status("Syncing"))])
        #expect(end.events == [.willDisappear])
    }

    @Test func imageWithoutOpenActivitiesHidesAfterItsDisplayDuration() {
        let harness = PresenterHarness()
        harness.showVisible(.success, status: "Saved")
        #expect(harness.advance(by: 1.5).events == [.willDisappear])
    }

    @Test func beginningAnOpenActivityAgainMakesItTheMostRecent() {
        // Given
        let harness = PresenterHarness()
        harness.send(.beginActivity(upload, status: "Uploading"))
        harness.send(.beginActivity(sync, status: "Syncing"))
        harness.send(.beginActivity(upload, status: "Uploading 2"))
        harness.finishFade()
        harness.send(.show(.success, status: "Done"))
        // When
        let auto = harness.advance(by: 1.5)
        // Then
        #expect(auto.first == .render(Fixture.content(.spinner, "Uploading 2")))
        #expect(harness.state.openActivities == [upload, sync])
    }

    @Test func activityEndingDuringGraceCancelsTheShow() {
        let harness = PresenterHarness { $0.graceTimeInterval = 1 }
        harness.send(.beginActivity(upload, status: "Uploading"))
        let effects = harness.send(.endActivity(upload))
        harness.advance(by: 5)
        #expect(effects == [.cancelTimer(Fixture.timer(.grace, 1))])
        #expect(harness.events == [])
    }

    @Test func beginActivityDuringTheFadeOutReversesIt() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 0, completion: nil))
        harness.send(.beginActivity(upload, status: "Uploading"))
        #expect(harness.phase == .appearing)
        #expect(harness.events == [.willAppear, .didAppear, .willDisappear, .willAppear])
        #expect(harness.state.openActivities == [upload])
    }

    @Test func autoDismissFadeOutResetsTheCount() {
        let harness = PresenterHarness()
        harness.showVisible(options: HUDOptions(duration: 1))
        harness.send(.show(.spinner, status: "Loading", options: HUDOptions(duration: 1)))
        harness.advance(by: 1)
        #expect(harness.phase == .disappearing)
        #expect(harness.state.activityCount == 0)
    }

    @Test func autoDismissBackToAnActivityResetsTheCountSoTheActivityEndingDismisses() {
        // Given an activity, and a spinner show that dismisses itself after 1 s
        let harness = PresenterHarness()
        harness.send(.beginActivity(sync, status: "Syncing"))
        harness.finishFade()
        harness.send(.show(.spinner, status: "Hold on", options: HUDOptions(duration: 1)))
        harness.advance(by: 1)

        // When the activity ends
        let ending = harness.send(.endActivity(sync))

        // Then the auto-dismissed show is settled as by a fade-out, and the HUD goes
        #expect(
            ending.events == [.willDisappear],
            "Before the fix, the auto-dismissed show stayed counted and the ended activity's spinner stayed for good")
        #expect(harness.state.activityCount == 0)
    }

    @Test func lastPopWhileAnActivityIsOpenGivesTheSpinnerBackToIt() {
        // Given an activity, and a show over it
        let harness = PresenterHarness()
        harness.send(.beginActivity(sync, status: "Syncing"))
        harness.finishFade()
        harness.advance(by: HUDPresenter.announcementInterval)
        harness.send(.show(.progress(0.5), status: "Uploading", options: HUDOptions(maskType: .black)))
        harness.advance(by: HUDPresenter.announcementInterval)

        // When the show is balanced
        let popped = harness.send(.popActivity)

        // Then the activity's spinner shows again
        #expect(
            popped == [.render(Fixture.content(.spinner, "Syncing")), .announce(.status("Syncing"))],
            "Before the fix, the balanced show's ring, status and blocking mask stayed while the activity ran")
    }

    @Test func popBeyondZeroWhileAnActivityIsOpenLeavesAnImageAlone() {
        let harness = PresenterHarness()
        harness.send(.beginActivity(sync, status: "Syncing"))
        harness.finishFade()
        harness.send(.show(.success, status: "Synced"))
        #expect(harness.send(.popActivity) == [])
    }

    @Test func endingTheLastActivityLeavesAnImageToItsOwnAutoDismiss() {
        // Given an activity's spinner, then the success shown as its work ended
        let harness = PresenterHarness()
        harness.send(.beginActivity(upload, status: "Uploading"))
        harness.finishFade()
        harness.send(.show(.success, status: "Uploaded"))

        // When the activity ends
        let ending = harness.send(.endActivity(upload))

        // Then the success stays, and leaves only after its display duration
        #expect(ending == [], "Before the fix, ending the last activity dismissed the success at once")
        #expect(harness.state.content?.indicator == .success)
        harness.advance(by: HUDAppearance().displayDuration(for: "Uploaded"))
        #expect(harness.phase == .disappearing)
        #expect(harness.events == [.willAppear, .didAppear, .willDisappear])
    }
}
