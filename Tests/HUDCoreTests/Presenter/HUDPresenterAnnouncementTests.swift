import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// VoiceOver announcements: by content when the HUD has no text, and throttled while it changes on screen.
@MainActor
struct HUDPresenterAnnouncementTests {
    private static func announced(_ effects: [HUDEffect]) -> [HUDAnnouncement] {
        effects.compactMap { effect in
            if case .announce(let announcement) = effect { return announcement }
            return nil
        }
    }

    @Test(arguments: [
        (HUDIndicator.success, HUDAnnouncement.success), (.error, .error), (.info, .info), (.spinner, .loading),
        (.progress(0.4), .loading), (.image(.custom(HUDAssetID(3))), .appContent(HUDAssetID(3))),
    ])
    func aHUDWithoutTextIsAnnouncedAsWhatItShowsNotAsLoading(indicator: HUDIndicator, expected: HUDAnnouncement) {
        let harness = PresenterHarness()
        let effects = harness.send(.show(indicator, status: nil))
        #expect(Self.announced(effects) == [expected])
    }

    @Test func aHundredStatusChangesInOneSecondAreAnnouncedAtMostTwiceTheLatestLast() {
        // Given a progress HUD on screen, announced when it appeared
        let harness = PresenterHarness()
        harness.showVisible(.progress(0), status: "0 %")
        harness.clearLog()
        // When its status changes a hundred times within one second
        for step in 1...100 {
            harness.advance(by: 0.01)
            harness.send(.show(.progress(Double(step) / 100), status: "\(step) %"))
        }
        harness.advance(by: 5)
        // Then VoiceOver hears one announcement, at the end of the interval, with the latest text
        #expect(Self.announced(harness.log) == [.status("100 %")])
        #expect(Self.announced(harness.log).count <= 2)
    }

    @Test func aTextChangeWaitsForTheIntervalThenTheLatestIsAnnouncedOnce() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(status: "Step 1")
        // When two changes come within the interval
        harness.advance(by: 0.5)
        let first = harness.send(.setStatus("Step 2"))
        harness.advance(by: 0.5)
        let second = harness.send(.setStatus("Step 3"))
        let atOneAndAHalf = harness.advance(by: 0.9)
        let atTwo = harness.advance(by: 0.2)
        // Then nothing is said until 2 s after the appearance, then only the latest text
        #expect(Self.announced(first + second + atOneAndAHalf) == [])
        #expect(first.scheduled.map(\.kind) == [.announcement])
        #expect(second.scheduled == [])
        #expect(Self.announced(atTwo) == [.status("Step 3")])
        // And a change after a full interval is announced at once
        harness.advance(by: HUDPresenter.announcementInterval)
        #expect(Self.announced(harness.send(.setStatus("Step 4"))) == [.status("Step 4")])
    }

    @Test func theOutcomeIsAnnouncedAtOnceAndReplacesAWaitingText() {
        // Given a waiting text change
        let harness = PresenterHarness()
        harness.showVisible(status: "Saving")
        harness.advance(by: 0.3)
        harness.send(.setStatus("Saving 2 of 3"))
        // When the work ends with a checkmark before the interval ends
        harness.advance(by: 0.3)
        let outcome = harness.send(.show(.success, status: "Saved"))
        let later = harness.advance(by: 1)
        // Then the checkmark is announced at once, and the waiting text never
        #expect(Self.announced(outcome) == [.status("Saved")])
        #expect(outcome.contains(.cancelTimer(Fixture.timer(.announcement, 2))))
        #expect(Self.announced(later) == [])
    }

    @Test func aChangeBackToTheAnnouncedTextCancelsTheWaitingOne() {
        let harness = PresenterHarness()
        harness.showVisible(status: "Uploading")
        harness.send(.setStatus("Retrying"))
        let back = harness.send(.setStatus("Uploading"))
        let later = harness.advance(by: 5)
        #expect(back.contains(.cancelTimer(Fixture.timer(.announcement, 2))))
        #expect(Self.announced(back + later) == [])
    }

    @Test func aSpinnerThatBecomesAProgressWithTheSameTextIsNotAnnouncedAgain() {
        let harness = PresenterHarness()
        harness.showVisible(status: "Uploading")
        harness.advance(by: 5)
        #expect(Self.announced(harness.send(.show(.progress(0.1), status: "Uploading"))) == [])
    }

    @Test func aWaitingTextIsDroppedWhenTheHUDFadesOut() {
        let harness = PresenterHarness()
        harness.showVisible(status: "Step 1")
        harness.send(.setStatus("Step 2"))
        let dismissed = harness.send(.dismiss(delay: 0, completion: nil))
        let later = harness.advance(by: 5)
        #expect(dismissed.contains(.cancelTimer(Fixture.timer(.announcement, 2))))
        #expect(Self.announced(later) == [])
        #expect(harness.presenter.liveTimers.isEmpty)
    }
}
