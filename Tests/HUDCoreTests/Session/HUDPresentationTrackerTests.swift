import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDPresentationTrackerTests {
    typealias Change = HUDPresentationTracker.Change

    var tracker = HUDPresentationTracker()
    let first = HUDPresentationID(1)
    let second = HUDPresentationID(2)

    // MARK: Beginning

    @Test mutating func theFirstPresentationReplacesNothing() {
        // When
        let begun = tracker.begin()

        // Then
        #expect(begun.presentation == first)
        #expect(begun.change == nil)
        #expect(tracker.current == first)
    }

    @Test mutating func aNewPresentationSupersedesTheCurrentOne() {
        // Given
        _ = tracker.begin()

        // When
        let begun = tracker.begin()

        // Then
        #expect(begun.presentation == second)
        #expect(begun.change == .superseded(first))
        #expect(tracker.current == second)
    }

    @Test mutating func idsAreNeverReusedAfterAnEnd() {
        // Given
        _ = tracker.begin()
        _ = tracker.settle(phase: .hidden)

        // When
        let begun = tracker.begin()

        // Then
        #expect(begun.presentation == second)
        #expect(begun.change == nil)
    }

    // MARK: Ending

    @Test(arguments: [HUDState.Phase.disappearing, .hidden])
    mutating func theFadeOutOrAHiddenHUDEndsThePresentationOnce(phase: HUDState.Phase) {
        // Given
        _ = tracker.begin()

        // When
        let change = tracker.settle(phase: phase)
        let again = tracker.settle(phase: .hidden)

        // Then
        #expect(change == .ended(first))
        #expect(again == nil)
        #expect(tracker.current == nil)
    }

    @Test(arguments: [HUDState.Phase.gracePending, .appearing, .visible])
    mutating func aHUDThatIsStillComingOrShownKeepsItsPresentation(phase: HUDState.Phase) {
        // Given
        _ = tracker.begin()

        // When
        let change = tracker.settle(phase: phase)

        // Then
        #expect(change == nil)
        #expect(tracker.current == first)
    }

    @Test mutating func settlingWithoutAPresentationReportsNothing() {
        // When
        let changes = HUDState.Phase.allCases.map { tracker.settle(phase: $0) }

        // Then
        #expect(changes == Array(repeating: nil, count: HUDState.Phase.allCases.count))
        #expect(tracker == HUDPresentationTracker())
    }

    @Test mutating func aSupersededPresentationDoesNotEndAgain() {
        // Given: presentation 1 was replaced, then the HUD faded out
        _ = tracker.begin()
        _ = tracker.begin()

        // When
        let change = tracker.settle(phase: .disappearing)

        // Then: only the current one ends
        #expect(change == .ended(second))
    }

    // MARK: Updates and closing

    @Test mutating func theCurrentPresentationTakesUpdatesAndAnOldOneDoesNot() {
        // Given
        _ = tracker.begin()
        _ = tracker.begin()

        // Then
        #expect(tracker.acceptsUpdates(from: second))
        #expect(!tracker.acceptsUpdates(from: first))
        #expect(!tracker.acceptsUpdates(from: HUDPresentationID(99)))
    }

    @Test mutating func aDismissStopsUpdatesButKeepsThePresentationCurrent() {
        // Given
        _ = tracker.begin()

        // When
        tracker.close()

        // Then
        #expect(!tracker.acceptsUpdates(from: first))
        #expect(tracker.current == first)
        #expect(tracker.isClosing)
    }

    @Test mutating func aShowAfterADismissTakesUpdatesAgain() {
        // Given
        _ = tracker.begin()
        tracker.close()

        // When
        let begun = tracker.begin()

        // Then
        #expect(begun.change == .superseded(first))
        #expect(tracker.acceptsUpdates(from: second))
        #expect(!tracker.isClosing)
    }

    @Test mutating func closingWithoutAPresentationOrTwiceIsHarmless() {
        // When
        tracker.close()
        let idle = tracker
        _ = tracker.begin()
        tracker.close()
        tracker.close()
        let change = tracker.settle(phase: .disappearing)

        // Then
        #expect(idle == HUDPresentationTracker())
        #expect(change == .ended(first))
        #expect(!tracker.isClosing)
    }

    @Test func aChangeNamesItsPresentation() {
        #expect(Change.ended(first).presentation == first)
        #expect(Change.superseded(second).presentation == second)
    }

    // MARK: Helpers for the controller

    @Test func changesBecomeTheBindingsInputs() {
        #expect(HUDPresentationBinding<Bool>.Input(.ended(first)) == .presentationEnded(first))
        #expect(HUDPresentationBinding<Int>.Input(.superseded(second)) == .superseded(second))
    }

    @Test(arguments: [
        (HUDInput.show(.spinner, status: nil), true),
        (.beginActivity(HUDActivityID(1), status: nil), true),
        (.setStatus("Later"), false),
        (.dismiss(delay: 0, completion: nil), false),
        (.popActivity, false),
        (.endActivity(HUDActivityID(1)), false),
        (.timerFired(HUDTimerID(kind: .grace, serial: 1)), false),
        (.fadeFinished(HUDFadeID(serial: 1)), false),
        (.touch(.bezel, phase: .down), false),
        (.touch(.bezel, phase: .upInside), false),
    ])
    func onlyShowsAndActivitiesStartPresentations(input: HUDInput, starts: Bool) {
        #expect(input.startsPresentation == starts)
    }
}
