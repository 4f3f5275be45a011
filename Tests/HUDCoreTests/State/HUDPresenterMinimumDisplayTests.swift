import Foundation
import Testing

@testable import HUDCore

/// `minimumDisplayTime`: once visible, the HUD stays at least that long; a dismiss that comes earlier is held.
struct HUDPresenterMinimumDisplayTests {
    let first = Fixture.completion(1)
    let second = Fixture.completion(2)

    @Test func minimumDisplayTimeHoldsADismiss() {
        // Given
        var harness = PresenterHarness { $0.minimumDisplayTime = 2 }
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
        var harness = PresenterHarness { $0.minimumDisplayTime = 2 }
        harness.showVisible()
        harness.advance(by: 2)
        #expect(harness.send(.dismiss(delay: 0, completion: nil)).events == [.willDisappear])
    }

    @Test func dismissWhileAppearingWaitsForDidAppearAndTheWholeMinimumDisplayTime() {
        // Given
        var harness = PresenterHarness { $0.minimumDisplayTime = 1 }
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
        var harness = PresenterHarness { $0.minimumDisplayTime = 2 }
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
        var harness = PresenterHarness { $0.minimumDisplayTime = 2 }
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
        var harness = PresenterHarness { $0.minimumDisplayTime = 1 }
        harness.showVisible(options: HUDOptions(dismissOnTap: true))
        let effects = harness.send(.touch(.bezel))
        #expect(effects.last == .scheduleTimer(Fixture.timer(.minimumDisplay, 2), after: 1))
    }

    @Test func minimumDisplayTimeCountsFromDidAppearNotFromTheShow() {
        // Given
        var harness = PresenterHarness { $0.minimumDisplayTime = 2 }
        harness.send(.show(.spinner, status: "Loading"))
        harness.advance(by: 1)
        harness.finishFade()
        harness.advance(by: 0.5)
        // When
        let held = harness.send(.dismiss(delay: 0, completion: first))
        // Then
        #expect(held == [.scheduleTimer(Fixture.timer(.minimumDisplay, 2), after: 1.5)])
    }
}
