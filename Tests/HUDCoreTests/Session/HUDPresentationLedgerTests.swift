import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The presentations a session owns (`HUDPresentationLedger.swift`): the ledger hands out the end handler that is
/// due, and only the handler of the presentation that ended.
@MainActor
struct HUDPresentationLedgerTests {
    var ledger = HUDPresentationLedger()

    @Test mutating func aNewPresentationHandsOutTheEndOfTheOneItSupersedes() throws {
        // Given a first presentation with an end handler
        var heard: [HUDPresentationTracker.Change] = []
        let first = ledger.makeID()
        #expect(ledger.begin(first, onTap: nil, onEnd: { heard.append($0) })?.change == nil)

        // When a second begins
        let second = ledger.makeID()
        let superseded = ledger.begin(second, onTap: nil, onEnd: nil)
        let ending = try #require(superseded)
        ending.onEnd?(ending.change)

        // Then the first one's handler is handed out, told it was superseded
        #expect([first, second] == [HUDPresentationID(1), HUDPresentationID(2)])
        #expect(heard == [.superseded(first)])
        #expect(ledger.current == second)
    }

    @Test mutating func theFadeOutEndsTheCurrentPresentationOnce() throws {
        // Given a presentation with a tap handler
        let presentation = ledger.makeID()
        _ = ledger.begin(presentation, onTap: {}, onEnd: nil)
        #expect(ledger.onTap != nil)

        // When the HUD fades out, and the phase is read again
        let settled = ledger.settle(phase: .disappearing)
        let ending = try #require(settled)
        let again = ledger.settle(phase: .hidden)

        // Then it ends once, and its handlers are gone
        #expect(ending.change == .ended(presentation))
        #expect(again?.change == nil)
        #expect(ledger.onTap == nil && ledger.current == nil)
    }

    @Test mutating func aClosedPresentationTakesNoUpdates() {
        let presentation = ledger.makeID()
        _ = ledger.begin(presentation, onTap: nil, onEnd: nil)
        #expect(ledger.acceptsUpdates(from: presentation))

        ledger.close()

        #expect(!ledger.acceptsUpdates(from: presentation))
        #expect(ledger.current == presentation)
    }

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
