import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The presentations a session owns (`HUDPresentationLedger.swift`): which one is current, when it is superseded or
/// ends, whether it takes updates, and that the ledger hands out the end handler that is due, and only the handler
/// of the presentation that ended.
@MainActor
struct HUDPresentationLedgerTests {
    typealias Change = HUDSession.PresentationChange

    var ledger = HUDPresentationLedger()
    let first = HUDPresentationID(1)
    let second = HUDPresentationID(2)

    /// Begins a presentation with a new id and no handlers; returns the end of the one it superseded.
    private mutating func beginNext() -> Change? {
        ledger.begin(ledger.makeID(), onEnd: nil)?.change
    }

    // MARK: Beginning

    @Test mutating func theFirstPresentationReplacesNothing() {
        // When
        let change = beginNext()

        // Then
        #expect(change == nil)
        #expect(ledger.current == first)
    }

    @Test mutating func aNewPresentationHandsOutTheEndOfTheOneItSupersedes() throws {
        // Given a first presentation with an end handler
        var heard: [Change] = []
        let first = ledger.makeID()
        #expect(ledger.begin(first, onEnd: { heard.append($0) })?.change == nil)

        // When a second begins
        let second = ledger.makeID()
        let superseded = ledger.begin(second, onEnd: nil)
        let ending = try #require(superseded)
        ending.onEnd?(ending.change)

        // Then the first one's handler is handed out, told it was superseded
        #expect([first, second] == [self.first, self.second])
        #expect(heard == [.superseded(first)])
        #expect(ledger.current == second)
    }

    @Test mutating func idsAreNeverReusedAfterAnEnd() {
        // Given
        _ = beginNext()
        _ = ledger.settle(phase: .hidden)

        // When
        let next = ledger.makeID()

        // Then
        #expect(next == second)
        #expect(ledger.begin(next, onEnd: nil)?.change == nil)
    }

    // MARK: Ending

    @Test(arguments: [HUDState.Phase.disappearing, .hidden])
    mutating func theFadeOutOrAHiddenHUDEndsThePresentationOnce(phase: HUDState.Phase) throws {
        // Given a presentation
        _ = ledger.begin(ledger.makeID(), onEnd: nil)
        #expect(ledger.current == first)

        // When the HUD fades out or hides, and the phase is read again
        let settled = ledger.settle(phase: phase)
        let ending = try #require(settled)
        let again = ledger.settle(phase: .hidden)

        // Then it ends once, and nothing is current
        #expect(ending.change == .ended(first))
        #expect(again?.change == nil)
        #expect(ledger.current == nil)
    }

    @Test(arguments: [HUDState.Phase.gracePending, .appearing, .visible])
    mutating func aHUDThatIsStillComingOrShownKeepsItsPresentation(phase: HUDState.Phase) {
        // Given
        _ = beginNext()

        // When
        let ending = ledger.settle(phase: phase)

        // Then
        #expect(ending?.change == nil)
        #expect(ledger.current == first)
    }

    @Test mutating func settlingWithoutAPresentationReportsNothing() {
        // When
        let changes = HUDState.Phase.allCases.map { ledger.settle(phase: $0)?.change }

        // Then
        #expect(changes == Array(repeating: nil, count: HUDState.Phase.allCases.count))
        #expect(ledger.current == nil)
    }

    @Test mutating func aSupersededPresentationDoesNotEndAgainNorHearItsEnd() throws {
        // Given: presentation 1, with an end handler, was replaced, then the HUD faded out
        var heard: [Change] = []
        _ = ledger.begin(ledger.makeID(), onEnd: { heard.append($0) })
        _ = beginNext()

        // When
        let settled = ledger.settle(phase: .disappearing)
        let ending = try #require(settled)

        // Then: only the current one ends, and the first one's handler is not handed out again
        #expect(ending.change == .ended(second))
        #expect(ending.onEnd == nil)
        #expect(heard.isEmpty)
    }

    // MARK: Updates and closing

    @Test mutating func theCurrentPresentationTakesUpdatesAndAnOldOneDoesNot() {
        // Given
        _ = beginNext()
        _ = beginNext()

        // Then
        #expect(ledger.acceptsUpdates(from: second))
        #expect(!ledger.acceptsUpdates(from: first))
        #expect(!ledger.acceptsUpdates(from: HUDPresentationID(99)))
    }

    @Test mutating func aDismissStopsUpdatesButKeepsThePresentationCurrent() {
        // Given
        _ = beginNext()
        #expect(ledger.acceptsUpdates(from: first))

        // When
        ledger.close()

        // Then
        #expect(!ledger.acceptsUpdates(from: first))
        #expect(ledger.current == first)
    }

    @Test mutating func aShowAfterADismissTakesUpdatesAgain() {
        // Given
        _ = beginNext()
        ledger.close()

        // When
        let change = beginNext()

        // Then
        #expect(change == .superseded(first))
        #expect(ledger.acceptsUpdates(from: second))
    }

    @Test mutating func closingWithoutAPresentationOrTwiceIsHarmless() {
        // When
        ledger.close()
        let idleAcceptsNothing = !ledger.acceptsUpdates(from: first)
        _ = beginNext()
        ledger.close()
        ledger.close()
        let ending = ledger.settle(phase: .disappearing)
        _ = beginNext()

        // Then
        #expect(idleAcceptsNothing)
        #expect(ending?.change == .ended(first))
        #expect(ledger.acceptsUpdates(from: second), "A presentation begun after an end is open")
    }

    @Test func aChangeNamesItsPresentation() {
        #expect(Change.ended(first).presentation == first)
        #expect(Change.superseded(second).presentation == second)
    }

    @Test func changesBecomeTheBindingsInputs() {
        #expect(HUDPresentationBinding<Bool>.Input(.ended(first)) == .presentationEnded(first))
        #expect(HUDPresentationBinding<Int>.Input(.superseded(second)) == .superseded(second))
    }

    // MARK: Disappear handlers

    @Test mutating func disappearHandlersAreHandedOutOnceInOrder() {
        // Given two handlers waiting for the HUD to hide
        var order: [Int] = []
        ledger.awaitDisappearance { order.append(1) }
        ledger.awaitDisappearance { order.append(2) }

        // When they are taken twice
        for handler in ledger.takeDisappearHandlers() { handler() }
        #expect(ledger.takeDisappearHandlers().isEmpty)

        // Then each ran once, in order
        #expect(order == [1, 2])
    }
}
