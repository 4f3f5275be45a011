import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Which touches the HUD keeps (``HUDInteraction``), whether it keeps them while it fades out
/// (``HUDOptions/blocksTouchesUntilHidden``), and the two tap callbacks (``HUDOptions/onBezelTap``,
/// ``HUDOptions/onOutsideTap``).
@MainActor
struct HUDInteractionFlowTests: SessionSuite {
    let fixture = SessionFixture()
    private let taps = TapLog()

    /// A point outside the bezel, and the bezel's centre.
    private func points() throws -> (outside: CGPoint, bezel: CGPoint) {
        let render = try #require(session.render)
        return (CGPoint(x: 5, y: 5), CGPoint(x: render.bezel.frame.midX, y: render.bezel.frame.midY))
    }

    private func show(_ options: HUDOptions) {
        session.show(HUDContent(status: "Loading", options: options))
        fixture.finishFade()
    }

    private func tap(at point: CGPoint) {
        session.touchDown(at: point)
        session.touchUp(at: point)
    }

    private func recording(_ name: String) -> @MainActor @Sendable () -> Void {
        let taps = taps
        return { taps.names.append(name) }
    }

    // MARK: Interaction

    @Test func blockingOnlyTheBezelLetsTheAppBeUsedUnderADimmingMask() throws {
        // Given a black mask that only blocks the bezel
        show(HUDOptions(maskType: .black, interaction: .blockBezel))
        let (outside, bezel) = try points()
        let render = try #require(session.render)
        // Then the mask is drawn but touches outside the bezel reach the app, and VoiceOver is not held
        #expect(render.mask != .none)
        #expect(session.hitTest(outside) == .passThrough, "Before the fix, the mask type alone decided")
        #expect(session.hitTest(bezel) == .bezel)
        #expect(render.accessibility.isModal == false)
        #expect(!fixture.host.calls.contains(.moveAccessibilityFocus))
    }

    @Test func blockingEverythingHoldsTouchesWithoutAMask() throws {
        // Given mask .none that blocks every touch
        show(HUDOptions(interaction: .blockAll))
        let (outside, _) = try points()
        let render = try #require(session.render)
        // Then
        #expect(render.mask == .none)
        #expect(session.hitTest(outside) == .mask)
        #expect(render.accessibility.isModal)
        #expect(fixture.host.calls.contains(.moveAccessibilityFocus))
    }

    @Test func blockingNothingPassesEvenTheBezelsTouchesButKeepsTheButtons() throws {
        // Given
        let button = HUDButton("Cancel") {}
        show(HUDOptions(maskType: .black, button: button, interaction: .blockNone))
        let (outside, bezel) = try points()
        let render = try #require(session.render)
        let buttonFrame = try #require(render.button?.frame)
        let onButton = CGPoint(
            x: render.bezel.frame.minX + buttonFrame.midX, y: render.bezel.frame.minY + buttonFrame.midY)
        // When
        tap(at: bezel)
        // Then
        #expect(session.hitTest(outside) == .passThrough)
        #expect(session.hitTest(bezel) == .passThrough)
        #expect(session.hitTest(onButton) == .button)
        #expect(taps.names == [])
        #expect(render.description.contains("passThrough bezelPassThrough"))
    }

    @Test func theAppearancesInteractionAppliesAndTheCallsWins() throws {
        // Given
        session.appearance.interaction = .blockAll
        show(HUDOptions())
        let (outside, _) = try points()
        #expect(session.hitTest(outside) == .mask)
        // When a call asks for the bezel only
        show(HUDOptions(interaction: .blockBezel))
        // Then
        #expect(session.hitTest(outside) == .passThrough)
    }

    // MARK: Until hidden

    @Test func byDefaultTheFadeOutLetsTouchesThrough() throws {
        show(HUDOptions(maskType: .black))
        let (outside, bezel) = try points()
        fixture.dismiss()
        #expect(fixture.phase == .disappearing)
        #expect(session.hitTest(outside) == .passThrough)
        #expect(session.hitTest(bezel) == .passThrough)
    }

    @Test func blockingUntilHiddenKeepsTheTouchesDuringTheFadeOutButTapsNothing() throws {
        // Given
        show(
            HUDOptions(
                maskType: .black, dismissOnTap: true, blocksTouchesUntilHidden: true,
                onOutsideTap: recording("outside")))
        let (outside, bezel) = try points()
        // When it fades out
        fixture.dismiss()
        tap(at: outside)
        // Then
        #expect(session.hitTest(outside) == .mask, "Before the fix, a HUD on its way out always let touches through")
        #expect(session.hitTest(bezel) == .bezel)
        #expect(taps.names == [])
        #expect(fixture.phase == .disappearing)
        // And once gone, nothing is held
        fixture.finishFade()
        #expect(session.hitTest(outside) == .passThrough)
    }

    @Test func blockingUntilHiddenFollowsTheInteraction() throws {
        // Given a HUD that only blocks its bezel
        show(HUDOptions(interaction: .blockBezel, blocksTouchesUntilHidden: true))
        let (outside, bezel) = try points()
        fixture.dismiss()
        #expect(session.hitTest(outside) == .passThrough)
        #expect(session.hitTest(bezel) == .bezel)
    }

    // MARK: Tap callbacks

    @Test func aTapOnTheBezelAndATapOutsideRunTheirOwnCallbacks() throws {
        // Given
        show(HUDOptions(maskType: .black, onBezelTap: recording("bezel"), onOutsideTap: recording("outside")))
        let (outside, bezel) = try points()
        // When
        tap(at: bezel)
        tap(at: outside)
        // Then each part's callback hears only its own
        #expect(taps.names == ["bezel", "outside"])
    }

    @Test func aTapOutsideThatReachesTheAppRunsNothing() throws {
        show(HUDOptions(onOutsideTap: recording("outside")))
        let (outside, _) = try points()
        tap(at: outside)
        #expect(taps.names == [])
    }

    @Test func optionsThatDifferOnlyInTheirCallbacksAreEqual() {
        #expect(HUDOptions(onBezelTap: {}) == HUDOptions(onBezelTap: { print("other") }))
        #expect(HUDOptions(onBezelTap: {}) != HUDOptions())
    }
}

/// The callbacks run, in order.
@MainActor
private final class TapLog {
    var names: [String] = []
}
