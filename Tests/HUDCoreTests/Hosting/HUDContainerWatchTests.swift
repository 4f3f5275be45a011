import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// When a view HUD's container has left its window for good.
struct HUDContainerWatchTests {
    var watch = HUDContainerWatch()

    @Test mutating func aContainerThatNeverHadAWindowHasNotGoneAway() {
        #expect(watch.movedToWindow(false) == .none)
        #expect(watch.recheck(hasWindow: false) == .none)
    }

    @Test mutating func leavingTheWindowForGoodIsGoneOnceAfterTheRecheck() {
        // Given
        _ = watch.movedToWindow(true)
        // When
        let left = watch.movedToWindow(false)
        let recheck = watch.recheck(hasWindow: false)
        // Then
        #expect(left == .checkLater)
        #expect(recheck == .gone)
        #expect(watch.recheck(hasWindow: false) == .none)
        #expect(watch.movedToWindow(false) == .none)
    }

    @Test mutating func movingToAnotherSuperviewWithinATurnIsNotADeparture() {
        // Given
        _ = watch.movedToWindow(true)
        // When: out of the window and back before the re-check
        _ = watch.movedToWindow(false)
        _ = watch.movedToWindow(true)
        // Then
        #expect(watch.recheck(hasWindow: true) == .none)
    }

    @Test mutating func aRepeatedDepartureReportAsksForOneRecheck() {
        _ = watch.movedToWindow(true)
        #expect(watch.movedToWindow(false) == .checkLater)
        #expect(watch.movedToWindow(false) == .none)
    }

    @Test mutating func backInAWindowAndOutAgainIsGoneAgain() {
        // Given: gone once
        _ = watch.movedToWindow(true)
        _ = watch.movedToWindow(false)
        _ = watch.recheck(hasWindow: false)
        // When: the view comes back (a HUD may be shown meanwhile) and leaves again
        _ = watch.movedToWindow(true)
        let left = watch.movedToWindow(false)
        // Then
        #expect(left == .checkLater)
        #expect(watch.recheck(hasWindow: false) == .gone)
    }
}
