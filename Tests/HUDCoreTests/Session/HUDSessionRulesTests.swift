import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Rules of the session that no other test pinned down: each test fails if its line changes.
@MainActor
struct HUDSessionRulesTests: SessionSuite {
    let fixture = SessionFixture()

    @Test func twoCallsMadeInsideOneStepApplyInTheOrderTheyWereMade() {
        // Given a tap handler that changes the status twice, then shows twice (calls made inside the tap's step)
        session.show(
            HUDContent(
                status: "Syncing",
                options: HUDOptions(onBezelTap: { [session] in
                    session.setStatus("one")
                    session.setStatus("two")
                    session.show(HUDContent(indicator: .progress(0.1), status: "three"))
                    session.show(HUDContent(indicator: .progress(0.2), status: "four"))
                })))
        fixture.finishFade()

        // When
        session.send(.touch(.bezel, phase: .upInside))

        // Then
        let statuses = host.applied.compactMap { $0.label?.text }
        #expect(statuses == ["Syncing", "one", "two", "three", "four"])
        #expect(session.state.content == HUDContent(indicator: .progress(0.2), status: "four"))
    }

    @Test func anAppImageIsKeptThroughTheGracePeriodUntilItsPresentationAppears() {
        // Given a grace time: nothing is on screen yet, so no frame uses the image
        let fixture = SessionFixture { $0.graceTimeInterval = 1 }
        let star = fixture.session.makeAssetID()
        fixture.session.show(HUDContent(indicator: .image(.custom(star)), status: "Favourite"))

        // When
        let duringGrace = fixture.host.calls
        fixture.advance(by: 1)

        // Then
        #expect(
            !duringGrace.contains(.releaseContent(star)),
            "Released during the grace period, the image would be gone when the HUD appears")
        #expect(fixture.session.render?.image?.kind == .custom(star))
        #expect(!fixture.host.calls.contains(.releaseContent(star)))
    }

    @Test func dismissingASupersededPresentationLeavesTheCurrentOneAlone() {
        // Given
        let first = session.show(HUDContent(status: "First"))
        let second = session.show(HUDContent(status: "Second"))
        fixture.finishFade()

        // When
        session.dismiss(first)

        // Then
        #expect(fixture.phase == .visible)
        #expect(session.state.content?.status == "Second")
        #expect(session.currentPresentation == second)

        // And dismissing the current one by its identity dismisses it
        session.dismiss(second)
        #expect(fixture.phase == .disappearing)
    }

    @Test(arguments: [HUDIndicator.success, .progress(0.5), .spinner])
    func anInPlaceUpdateWhileADelayedDismissIsPendingKeepsThatDismiss(indicator: HUDIndicator) {
        // Given a spinner with a dismiss 2 s from now
        var dismissals: [HUDDismissal] = []
        session.show(HUDContent(status: "Syncing"))
        fixture.finishFade()
        session.dismiss(delay: 2) { dismissals.append($0) }

        // When an in-place update comes meanwhile
        session.updateCurrent(to: indicator, status: "Done")

        // Then the update is dropped and the dismiss keeps its time
        #expect(session.state.content == HUDContent(status: "Syncing"))
        #expect(dismissals == [])
        fixture.advance(by: 2)
        #expect(fixture.phase == .disappearing)
        fixture.finishFade()
        #expect(dismissals == [.disappeared])
    }
}
