import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The messages lane's order and times that no other test pinned: queued messages keep the order they were shown
/// in, a `.replace` message gets its own display time, and a `.replace` over a message still waiting for somewhere
/// to show ends the waiting one.
@MainActor
struct HUDMessageOrderTests {
    let fixture = MessageFixture()
    var messages: HUDMessageSession { fixture.messages }

    @Test func threeQueuedMessagesShowInTheOrderTheyWereShown() {
        // When
        fixture.show("First")
        fixture.show("Second")
        fixture.show("Third")
        fixture.settle()

        // Then
        #expect(fixture.host.drawnTexts == ["First", "Second", "Third"])
        #expect(fixture.disappeared == ["First", "Second", "Third"])
    }

    @Test func aReplaceMessageGetsItsOwnDisplayTime() {
        // Given a message shown for a while, most of its time gone
        fixture.show("Offline, retrying in a moment", options: HUDOptions(duration: 3))
        fixture.finishFade()
        fixture.clock.advance(by: 2.5)

        // When a replace comes
        fixture.show("Back online", policy: .replace, options: HUDOptions(duration: 2))
        fixture.clock.advance(by: 2 - 0.01)
        let before = fixture.phase
        fixture.clock.advance(by: 0.01)

        // Then it stays its own 2 s, counted from the replace, not what was left of the first one's
        #expect(before == .visible, "A replace must not inherit the 0.5 s left of the first message")
        #expect(fixture.phase == .disappearing)
    }

    @Test func aReplaceOverAMessageWaitingForSomewhereToShowEndsTheWaitingOne() {
        // Given no window scene and a message waiting for one
        fixture.host.canInstall = false
        fixture.show("Offline")
        #expect(fixture.phase == .awaitingHost)

        // When a replace comes, then a scene connects
        fixture.show("Back online", policy: .replace)
        let endedBeforeAScene = fixture.disappeared
        fixture.host.canInstall = true
        messages.hostBecameAvailable()
        fixture.settle()

        // Then the waiting one ended at once and never showed; the replace showed
        #expect(endedBeforeAScene == ["Offline"])
        #expect(fixture.host.drawnTexts == ["Back online"])
        #expect(fixture.disappeared == ["Offline", "Back online"])
    }
}
