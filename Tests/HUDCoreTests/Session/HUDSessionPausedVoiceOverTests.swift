import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A HUD in a view whose view left its window (a tab switch, a push, a row scrolled away) says nothing to
/// VoiceOver and never takes its focus; back on screen, VoiceOver hears what it shows now, once, if it missed
/// something.
@MainActor
struct HUDSessionPausedVoiceOverTests: SessionSuite {
    let fixture = SessionFixture()

    private var voiceOverCalls: [RecordingHost.Call] {
        fixture.host.calls.filter {
            switch $0 {
            case .announce, .moveAccessibilityFocus, .restoreAccessibilityFocus: true
            default: false
            }
        }
    }

    @Test func theSessionKnowsItIsPaused() {
        #expect(!session.isPaused)
        fixture.viewMoved(toWindow: false)
        #expect(session.isPaused)
        fixture.viewMoved(toWindow: true)
        #expect(!session.isPaused)
    }

    @Test func aBlockingHUDShownWhileItsViewIsAwayNeitherAnnouncesNorTakesTheFocus() {
        // Given: the view is on another tab
        fixture.viewMoved(toWindow: false)
        // When: the app shows a blocking HUD in it
        session.show(HUDContent(status: "Loading", options: HUDOptions(maskType: .black)))
        fixture.finishFade()
        // Then: before the fix, VoiceOver was moved to a bezel in no window
        #expect(session.state.phase == .visible)
        #expect(voiceOverCalls == [])
    }

    @Test func statusChangesWhileAwayAreHeldAndTheCurrentOneIsAnnouncedOnceOnReturn() {
        // Given: a HUD on screen, heard once
        session.show(HUDContent(status: "Uploading"))
        fixture.finishFade()
        fixture.host.forget()
        // When: away while the status changes twice, then back
        fixture.viewMoved(toWindow: false)
        session.setStatus("Uploading 1 of 3")
        fixture.advance(by: 3)
        session.setStatus("Uploading 2 of 3")
        fixture.advance(by: 3)
        #expect(voiceOverCalls == [], "Before the fix, VoiceOver read a HUD that was not on screen")
        fixture.viewMoved(toWindow: true)
        // Then
        #expect(voiceOverCalls == [.announce(.status("Uploading 2 of 3"))])
    }

    @Test func aViewThatComesBackWithNothingNewSaysNothing() {
        // Given
        session.show(HUDContent(status: "Uploading"))
        fixture.finishFade()
        fixture.host.forget()
        // When
        fixture.viewMoved(toWindow: false)
        fixture.advance(by: 5)
        fixture.viewMoved(toWindow: true)
        // Then
        #expect(voiceOverCalls == [])
    }

    @Test func aBlockingHUDEndingWhileAwayDoesNotPullTheFocusBack() {
        // Given: a blocking HUD took VoiceOver's focus
        session.show(HUDContent(status: "Loading", options: HUDOptions(maskType: .black)))
        fixture.finishFade()
        #expect(voiceOverCalls == [.moveAccessibilityFocus])
        fixture.host.forget()
        // When: the user switches tabs, the HUD ends there, the user comes back
        fixture.viewMoved(toWindow: false)
        session.dismiss()
        fixture.finishFade()
        fixture.viewMoved(toWindow: true)
        // Then: VoiceOver stays where the user put it
        #expect(session.state.phase == .hidden)
        #expect(voiceOverCalls == [])
    }
}
