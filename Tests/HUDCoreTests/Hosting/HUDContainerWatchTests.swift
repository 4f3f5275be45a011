import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A view HUD's container leaving its window is a pause, and coming back resumes it.
struct HUDContainerWatchTests {
    var watch = HUDContainerWatch()

    @Test mutating func aContainerThatNeverHadAWindowHasNotGoneAway() {
        #expect(watch.movedToWindow(false) == .none)
        #expect(!watch.isPausedNow)
    }

    @Test mutating func leavingTheWindowPausesTheHUDAndNeverEndsIt() {
        // Given
        _ = watch.movedToWindow(true)
        // When: a tab switch, a push, a full-screen cover
        let left = watch.movedToWindow(false)
        // Then: before the fix the HUD was removed a turn later and never came back
        #expect(left == .pause)
        #expect(watch.isPausedNow)
        #expect(watch.movedToWindow(false) == .none)
    }

    @Test mutating func comingBackResumesTheHUD() {
        // Given
        _ = watch.movedToWindow(true)
        _ = watch.movedToWindow(false)
        // When
        let back = watch.movedToWindow(true)
        // Then
        #expect(back == .resume)
        #expect(!watch.isPausedNow)
        #expect(watch.movedToWindow(true) == .none)
    }

    @Test mutating func everyDepartureAndReturnPausesAndResumesAgain() {
        // Given: a page scrolled away and back twice
        var decisions: [HUDContainerWatch.Decision] = []
        decisions.append(watch.movedToWindow(true))
        for _ in 0..<2 {
            decisions.append(watch.movedToWindow(false))
            decisions.append(watch.movedToWindow(true))
        }
        // Then
        #expect(decisions == [.none, .pause, .resume, .pause, .resume])
    }
}
