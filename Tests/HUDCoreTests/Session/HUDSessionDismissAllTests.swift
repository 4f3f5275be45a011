import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `HUDHandle.hideAll()`: which HUDs it counts, and that it dismisses every one of them.
@MainActor
struct HUDSessionDismissAllTests {
    /// A session whose HUD is in `phase` (for `.awaitingOverlay`, see the phase table below).
    private func session(in phase: HUDState.Phase) -> SessionFixture {
        let fixture = SessionFixture { $0.graceTimeInterval = phase == .gracePending ? 1 : 0 }
        guard phase != .hidden else { return fixture }
        fixture.present(.show(.spinner, status: "Loading…"))
        guard phase != .gracePending, phase != .appearing else { return fixture }
        fixture.finishFade()
        guard phase == .disappearing else { return fixture }
        fixture.dismiss()
        return fixture
    }

    @Test func itCountsEveryHUDThatIsUpOrAboutToAppearAndDismissesThemAll() {
        // Given
        let phases: [HUDState.Phase] = [.hidden, .gracePending, .appearing, .visible, .disappearing]
        let fixtures = phases.map(session(in:))
        #expect(fixtures.map(\.phase) == phases)

        // When
        let count = HUDSession.dismissAll(fixtures.map(\.session))

        // Then
        #expect(count == 4, "Counting only the visible ones (HUDState.isVisible) would say 3")
        #expect(fixtures.map(\.phase) == [.hidden, .hidden, .disappearing, .disappearing, .disappearing])
    }

    @Test func aSessionListedTwiceCountsOnce() {
        // Given
        let fixture = session(in: .visible)

        // When
        let count = HUDSession.dismissAll([fixture.session, fixture.session])

        // Then
        #expect(count == 1)
        #expect(fixture.phase == .disappearing)
    }

    @Test func noSessionsCountNothing() {
        // Given / When
        let count = HUDSession.dismissAll([])

        // Then
        #expect(count == 0)
    }

    @Test func everyPhaseButHiddenCountsAsUp() {
        // Given
        let phases = HUDState.Phase.allCases

        // When
        let up = phases.filter(\.countsAsUp)

        // Then
        #expect(up == [.gracePending, .awaitingOverlay, .appearing, .visible, .disappearing])
    }
}
