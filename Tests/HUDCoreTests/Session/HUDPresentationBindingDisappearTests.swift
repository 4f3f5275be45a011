import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A SwiftUI `.hud(…)`'s `onDisappear` runs only when its presentation really ended: by itself, by another call, or
/// because the app changed the binding; never because the view went away (a row scrolled off, a tab switch).
@MainActor
struct HUDPresentationBindingDisappearTests {
    let loading = HUDContent(status: "Loading")
    let p1 = HUDPresentationID(1)
    let p2 = HUDPresentationID(2)

    private func presenting() -> HUDPresentationBinding<Bool> {
        var binding = HUDPresentationBinding<Bool>()
        _ = binding.handle(.isPresented(true, content: loading))
        _ = binding.handle(.presented(p1))
        return binding
    }

    @Test func anEndByItselfClearsTheBindingThenRunsOnDisappearAfterTheFadeOut() {
        var binding = presenting()

        #expect(binding.handle(.presentationEnded(p1)) == [.clearBinding, .disappeared(afterFadeOut: true)])
    }

    @Test func theViewGoingAwayRunsNoOnDisappear() {
        // Given
        var binding = presenting()

        // When the view goes away and its hidden HUD fades out
        let outputs = binding.handle(.viewDisappeared) + binding.handle(.presentationEnded(p1))

        // Then
        #expect(
            outputs == [.dismiss(p1)],
            "Before the fix, onDisappear ran when the view went away, though the binding still asked for the HUD")
    }

    @Test func turningTheBindingOffRunsOnDisappearWhenItsPresentationEnds() {
        // Given
        var binding = presenting()

        // When
        let turnedOff = binding.handle(.isPresented(false, content: loading))
        let ended = binding.handle(.presentationEnded(p1))

        // Then
        #expect(turnedOff == [.dismiss(p1)])
        #expect(ended == [.disappeared(afterFadeOut: true)])
    }

    @Test func anotherItemRunsTheReplacedPresentationsOnDisappearAtOnce() {
        // Given
        var binding = HUDPresentationBinding<Int>()
        _ = binding.handle(.requested(1, content: loading))
        _ = binding.handle(.presented(p1))

        // When the app's value moves to another item, whose show replaces the first
        _ = binding.handle(.requested(2, content: loading))
        _ = binding.handle(.presented(p2))
        let superseded = binding.handle(.superseded(p1))

        // Then
        #expect(superseded == [.disappeared(afterFadeOut: false)])
    }

    @Test func turningTheBindingOffWhileTheViewIsAwayRunsOnDisappearOfTheHiddenHUD() {
        // Given: the view went away, its HUD hidden
        var binding = presenting()
        _ = binding.handle(.viewDisappeared)
        _ = binding.handle(.presentationEnded(p1))

        // When the app turns the binding off, and the view comes back
        let turnedOff = binding.handle(.isPresented(false, content: loading))
        let appeared = binding.handle(.viewAppeared)

        // Then: the HUD is over for real, once
        #expect(turnedOff == [.disappeared(afterFadeOut: true)])
        #expect(appeared == [])
    }

    @Test func aHUDShownAgainWhenTheViewReturnsRunsOnDisappearOnceWhenItEnds() {
        // Given: a real session and binding, onDisappear counted
        let fixture = SessionFixture()
        let runner = HUDSessionBinding<Bool>()
        var disappeared = 0
        runner.configure(session: fixture.session, onDisappear: { disappeared += 1 }, clearBinding: {})
        runner.reconcile(.isPresented(true, content: loading))
        fixture.finishFade()

        // When the view goes away and comes back (its HUD fades out and in again)
        runner.reconcile(.viewDisappeared)
        fixture.finishFade()
        let whileAway = disappeared
        runner.reconcile(.viewAppeared)
        fixture.finishFade()

        // and the app turns the binding off
        runner.reconcile(.isPresented(false, content: loading))
        fixture.finishFade()

        // Then
        #expect(whileAway == 0, "Before the fix, onDisappear ran when the view went away")
        #expect(disappeared == 1)
        #expect(fixture.phase == .hidden)
    }
}
