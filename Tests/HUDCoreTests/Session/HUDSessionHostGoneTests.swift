import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The container of a view HUD goes away (its view left the window or was deallocated): the session removes the
/// HUD at once, cancels every timer, runs every completion once saying the HUD was removed, ends the presentation,
/// and can show again later.
@MainActor
struct HUDSessionHostGoneTests {
    let fixture = SessionFixture()

    @Test func aVisibleHUDIsRemovedWithoutAFadeAndItsObserversStayBalanced() {
        // Given
        fixture.session.show(HUDContent(indicator: .spinner, status: "Loading"))
        fixture.finishFade()
        fixture.host.forget()
        // When
        fixture.session.hostGone()
        // Then
        #expect(fixture.phase == .hidden)
        #expect(
            fixture.host.calls == [
                .post(.willDisappear, status: "Loading"), .removeOverlay, .post(.didDisappear, status: "Loading"),
            ])
    }

    @Test func pendingCompletionsRunOnceAndSayTheHUDWasRemoved() {
        // Given
        var dismissals: [HUDDismissal] = []
        fixture.session.show(HUDContent(indicator: .spinner, status: "Loading"))
        fixture.session.dismiss(delay: 5) { dismissals.append($0) }
        // When
        fixture.session.hostGone()
        fixture.session.hostGone()
        fixture.advance(by: 10)
        // Then
        #expect(dismissals == [.removed])
    }

    @Test func noTimerOutlivesTheContainer() {
        // Given: an image's auto-dismiss and a delayed dismiss are both scheduled
        fixture.session.show(HUDContent(indicator: .success, status: "Saved"))
        fixture.finishFade()
        fixture.session.dismiss(delay: 3)
        #expect(fixture.clock.nextDeadline != nil)
        // When
        fixture.session.hostGone()
        fixture.host.forget()
        fixture.advance(by: 100)
        // Then: nothing is scheduled and nothing reaches the host
        #expect(fixture.clock.nextDeadline == nil)
        #expect(fixture.host.calls == [])
    }

    @Test func aShowWaitingForItsGraceTimeIsCancelledWithoutAnEvent() {
        // Given
        let fixture = SessionFixture { $0.graceTimeInterval = 1 }
        var dismissals: [HUDDismissal] = []
        fixture.session.show(HUDContent(indicator: .spinner, status: "Loading"))
        fixture.session.dismiss(delay: 5) { dismissals.append($0) }
        // When
        fixture.session.hostGone()
        fixture.advance(by: 2)
        // Then
        #expect(fixture.phase == .hidden)
        #expect(fixture.host.calls == [])
        #expect(dismissals == [.removed])
    }

    @Test func aHUDFadingOutOnlyPostsDidDisappearAndItsLateFadeIsIgnored() {
        // Given
        fixture.session.show(HUDContent(indicator: .spinner, status: "Loading"))
        fixture.finishFade()
        fixture.session.dismiss()
        let fadeOut = fixture.host.lastFade
        fixture.host.forget()
        // When
        fixture.session.hostGone()
        if let fadeOut { fixture.session.fadeFinished(fadeOut) }
        // Then
        #expect(fixture.host.calls == [.removeOverlay, .post(.didDisappear, status: "Loading")])
    }

    @Test func theMinimumDisplayTimeDoesNotHoldARemovedHUD() {
        // Given
        let fixture = SessionFixture { $0.minimumDisplayTime = 5 }
        fixture.session.show(HUDContent(indicator: .spinner))
        fixture.finishFade()
        // When
        fixture.session.hostGone()
        // Then
        #expect(fixture.phase == .hidden)
    }

    @Test func thePresentationEndsSoABindingIsCleared() {
        // Given
        var ended: [HUDSession.PresentationChange] = []
        let presentation = fixture.session.show(
            HUDContent(indicator: .spinner), onEnd: { ended.append($0) })
        fixture.finishFade()
        // When
        fixture.session.hostGone()
        // Then
        #expect(ended == [.ended(presentation)])
        #expect(fixture.session.currentPresentation == nil)
    }

    @Test func theAppsImageIsReleased() {
        // Given
        let image = fixture.session.makeAssetID()
        fixture.session.show(HUDContent(indicator: .image(.custom(image))))
        // When
        fixture.session.hostGone()
        // Then
        #expect(fixture.host.calls.last == .releaseContent(image))
    }

    @Test func theHUDCanBeShownAgainAfterItsContainerWentAway() {
        // Given
        fixture.session.show(HUDContent(indicator: .spinner))
        fixture.session.hostGone()
        fixture.host.forget()
        // When
        fixture.session.show(HUDContent(indicator: .spinner, status: "Again"))
        // Then
        #expect(fixture.phase == .appearing)
        #expect(fixture.host.calls.first == .installOverlay)
    }

    @Test func aBlockingHUDGivesVoiceOverFocusBackWhenItsViewGoesAway() {
        // Given: a blocking mask takes VoiceOver's focus
        let fixture = SessionFixture { $0.maskType = .black }
        fixture.session.show(HUDContent(indicator: .spinner, status: "Loading"))
        fixture.finishFade()
        fixture.host.forget()
        // When
        fixture.session.hostGone()
        // Then
        #expect(
            fixture.host.calls == [
                .post(.willDisappear, status: "Loading"), .removeOverlay, .post(.didDisappear, status: "Loading"),
                .restoreAccessibilityFocus,
            ])
    }

    @Test func aHiddenHUDIgnoresItsContainerGoingAway() {
        fixture.session.hostGone()
        #expect(fixture.host.calls == [])
        #expect(fixture.phase == .hidden)
    }
}
