import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A message waiting for somewhere to appear, hidden by id, leaves its place to the next waiting one (found by
/// the random sequences of the reliability tests).
@MainActor
struct HUDMessageAwaitingHostTests {
    let fixture = MessageFixture()

    @Test func hidingTheMessageThatWaitsForAHostLetsTheNextOneWaitAndAppear() {
        // Given no window scene, a message waiting for one and another queued behind it
        fixture.host.canInstall = false
        fixture.show("Offline", id: "network")
        fixture.show("Copied")

        // When the first is hidden, then a scene connects
        fixture.messages.hide(id: "network")
        let phase = fixture.phase
        fixture.host.canInstall = true
        fixture.messages.hostBecameAvailable()
        fixture.settle()

        // Then
        #expect(phase == .awaitingHost, "Before the fix, the lane went idle with \"Copied\" still waiting")
        #expect(fixture.disappeared == ["Offline", "Copied"])
    }
}
