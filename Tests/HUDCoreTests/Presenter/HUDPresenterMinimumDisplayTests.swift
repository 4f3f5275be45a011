import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `minimumDisplayTime`: once visible, the HUD stays at least that long; a dismiss that comes earlier is held.
@MainActor
struct HUDPresenterMinimumDisplayTests {
    let first = Fixture.completion(1)
    let second = Fixture.completion(2)

    @Test func minimumDisplayTimeHoldsADismiss() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 2 }
        harness.showVisible()
        harness.advance(by: 0.5)
        // When
        let held = harness.send(.dismiss(delay: 0, completion: first))
        let before = harness.advance(by: 1.49)
        let at = harness.advance(by: 0.01)
        // Then
        #expect(held == [.scheduleTimer(Fixture.timer(.minimumDisplay, 2), after: 1.5)])
        #expect(before == [])
        #expect(at.events == [.willDisappear])
    }

    @Test func dismissAfterTheMinimumDisplayTimeFadesOutAtOnce() {
        let harness = PresenterHarness { $0.minimumDisplayTime = 2 }
        harness.showVisible()
        harness.advance(by: 2)
        #expect(harness.send(.dismiss(delay: 0, completion: nil)).events == [.willDisappear])
    }

    @Test func dismissWhileAppearingWaitsForDidAppearAndTheWholeMinimumDisplayTime() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 1 }
        harness.send(.show(.spinner, status: "Loading"))
        // When
        let held = harness.send(.dismiss(delay: 0, completion: first))
        harness.advance(by: 0.15)
        let appeared = harness.finishFade()
        let before = harness.advance(by: 0.999)
        let at = harness.advance(by: 0.001)
        // Then
        #expect(held == [])
        #expect(
            appeared == [
                .post(.didAppear, status: "Loading"), .scheduleTimer(Fixture.timer(.minimumDisplay, 2), after: 1),
            ])
        #expect(before == [])
        #expect(at.events == [.willDisappear])
    }

    @Test func imageAutoDismissIsHeldByTheMinimumDisplayTime() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 2 }
        harness.showVisible(.success, status: "Saved", options: HUDOptions(duration: 0.5))
        // When
        let auto = harness.advance(by: 0.5)
        let before = harness.advance(by: 1.49)
        let at = harness.advance(by: 0.01)
        // Then
        #expect(auto == [.scheduleTimer(Fixture.timer(.minimumDisplay, 3), after: 1.5)])
        #expect(before == [])
        #expect(at.events == [.willDisappear])
    }

    @Test func delayedDismissReplacesAHeldOne() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 2 }
        harness.showVisible()
        harness.send(.dismiss(delay: 0, completion: first))
        // When
        let replaced = harness.send(.dismiss(delay: 5, completion: second))
        let atTwo = harness.advance(by: 2)
        let atFive = harness.advance(by: 3)
        // Then
        #expect(
            replaced == [
                .cancelTimer(Fixture.timer(.minimumDisplay, 2)),
                .scheduleTimer(Fixture.timer(.delayedDismiss, 3), after: 5),
            ])
        #expect(atTwo == [])
        #expect(atFive.events == [.willDisappear])
    }

    @Test func tapDismissIsHeldByTheMinimumDisplayTime() {
        let harness = PresenterHarness { $0.minimumDisplayTime = 1 }
        harness.showVisible(options: HUDOptions(dismissOnTap: true))
        let effects = harness.send(.touch(.bezel, phase: .upInside))
        #expect(effects.last == .scheduleTimer(Fixture.timer(.minimumDisplay, 2), after: 1))
    }

    @Test func minimumDisplayTimeCountsFromDidAppearNotFromTheShow() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 2 }
        harness.send(.show(.spinner, status: "Loading"))
        harness.advance(by: 1)
        harness.finishFade()
        harness.advance(by: 0.5)
        // When
        let held = harness.send(.dismiss(delay: 0, completion: first))
        // Then
        #expect(held == [.scheduleTimer(Fixture.timer(.minimumDisplay, 2), after: 1.5)])
    }

    @Test(arguments: [HUDInput.popActivity, .touch(.bezel, phase: .upInside)])
    func progressFrameOfTheRunningPresentationLeavesAHeldDismissAlone(_ dismissing: HUDInput) {
        // Given a followed progress that a popActivity or a tap dismisses, held by the minimum display time
        let harness = PresenterHarness { $0.minimumDisplayTime = 2 }
        let options = HUDOptions(dismissOnTap: true)
        harness.showVisible(.progress(0.2), status: "Uploading", options: options)
        harness.send(dismissing)
        // When its next frame comes, as the controller sends it
        let frame = HUDContent(indicator: .progress(0.6), status: "Uploading", options: options)
        let moved = harness.send(frame.updateInput(replacing: harness.state.content))
        harness.advance(by: 2)
        // Then the ring moves, and the HUD leaves when the minimum display time is over
        #expect(moved == [.updateProgress(0.6)])
        #expect(
            harness.phase == .disappearing,
            "Before the fix, the frame superseded the held dismiss and the HUD stayed for good")
        #expect(harness.state.activityCount == 0)
    }

    @Test(arguments: [true, false])
    func imageWhoseHeldDismissALaterEndlessDismissReplacedStaysUntilAnotherCall(heldWhileAppearing: Bool) {
        // Given a success dismissed while it fades in (or once visible), held by the minimum display time
        let harness = PresenterHarness { $0.minimumDisplayTime = 1 }
        harness.send(.show(.success, status: "Saved"))
        if !heldWhileAppearing { harness.finishFade() }
        harness.send(.dismiss(delay: 0, completion: nil))
        harness.finishFade()
        // When a later dismiss replaces the held one and waits for yet another call
        harness.send(.dismiss(delay: .infinity, completion: nil))
        let waited = harness.advance(by: 1_000)
        let dismissed = harness.send(.dismiss(delay: 0, completion: nil))
        // Then the last call decides, the same way in both cases: the HUD stays until the next call
        #expect(waited == [])
        #expect(harness.presenter.liveTimers == [])
        #expect(dismissed.events == [.willDisappear])
    }
}
