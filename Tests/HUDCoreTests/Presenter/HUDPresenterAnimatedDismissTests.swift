import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `dismiss(animated:)`: whether the fade-out is animated is decided when the HUD is hidden (MBProgressHUD's
/// `hideAnimated:`), by the last dismiss asked for, and a show forgets it.
@MainActor
struct HUDPresenterAnimatedDismissTests {
    /// The duration of every fade-out among `effects`.
    private func fadeOuts(_ effects: [HUDEffect]) -> [TimeInterval] {
        effects.compactMap { effect in
            if case .fadeOut(_, let duration) = effect { return duration }
            return nil
        }
    }

    @Test func aDismissNotAnimatedRemovesTheHUDWithoutAFade() {
        // Given a HUD shown with the default fades
        let harness = PresenterHarness()
        harness.showVisible()
        // When
        let effects = harness.send(.dismiss(delay: 0, completion: nil, animated: false))
        // Then
        #expect(fadeOuts(effects) == [0], "Before the fix, only the show's options decided the fade-out")
    }

    @Test func anAnimatedDismissFadesOutAHUDShownWithoutAnimation() {
        // Given a HUD shown at once
        let harness = PresenterHarness()
        harness.showVisible(options: HUDOptions(animated: false))
        // When
        let effects = harness.send(.dismiss(delay: 0, completion: nil, animated: true))
        // Then the appearance's fade-out
        #expect(fadeOuts(effects) == [0.15])
    }

    @Test func aDismissWithoutAnAnswerKeepsThePresentationsChoice() {
        let shownAtOnce = PresenterHarness()
        shownAtOnce.showVisible(options: HUDOptions(animated: false))
        #expect(fadeOuts(shownAtOnce.send(.dismiss(delay: 0, completion: nil))) == [0])

        let animated = PresenterHarness()
        animated.showVisible()
        #expect(fadeOuts(animated.send(.dismiss(delay: 0, completion: nil))) == [0.15])
    }

    @Test func aDelayedDismissFadesAsItsCallerAsked() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 2, completion: nil, animated: false))
        // When the delay ends
        let effects = harness.advance(by: 2)
        // Then
        #expect(fadeOuts(effects) == [0])
    }

    @Test func theLastDismissAskedForDecides() {
        // Given a dismiss at once asked for later, then one that keeps the presentation's fade
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 3, completion: nil, animated: false))
        harness.send(.dismiss(delay: 1, completion: nil))
        // When
        let effects = harness.advance(by: 1)
        // Then
        #expect(fadeOuts(effects) == [0.15])
    }

    @Test func aDismissHeldByTheMinimumDisplayTimeStillHidesAtOnce() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = 1 }
        harness.showVisible()
        #expect(fadeOuts(harness.send(.dismiss(delay: 0, completion: nil, animated: false))) == [])
        // When the minimum display time ends
        let effects = harness.advance(by: 1)
        // Then
        #expect(fadeOuts(effects) == [0])
    }

    @Test func aShowForgetsTheDismissItSupersedes() {
        // Given a pending dismiss without animation, superseded by a success
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 5, completion: nil, animated: false))
        harness.send(.show(.success, status: "Done"))
        // When the success dismisses itself
        let effects = harness.advance(by: 10)
        // Then it fades out as usual
        #expect(fadeOuts(effects) == [0.15])
    }

    @Test func aShowDuringAFadeOutAtOnceForgetsItToo() {
        // Given a fade-out at once, reversed by a show before it finished
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 0, completion: nil, animated: false))
        harness.send(.show(.spinner, status: "Again"))
        harness.finishFade()
        // When
        let effects = harness.send(.dismiss(delay: 0, completion: nil))
        // Then
        #expect(fadeOuts(effects) == [0.15])
    }
}
