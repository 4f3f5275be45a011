import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A HUD in a view whose view left its window (a tab switch, a push, a row scrolled away) says nothing to
/// VoiceOver and never takes its focus; back on screen, VoiceOver hears what it shows now, once, if it missed
/// something.
@MainActor
struct HUDSessionPausedVoiceOverTests {
    let fixture = SessionFixture()
    var session: HUDSession { fixture.session }
    var watch = HUDContainerWatch()

    init() {
        _ = watch.movedToWindow(true)
    }

    private var voiceOverCalls: [RecordingHost.Call] {
        fixture.host.calls.filter {
            switch $0 {
            case .announce, .moveAccessibilityFocus, .restoreAccessibilityFocus: true
            default: false
            }
        }
    }

    @Test mutating func theSessionKnowsItIsPaused() {
        #expect(!session.isPaused)
        session.containerMoved(watch.movedToWindow(false))
        #expect(session.isPaused)
        session.containerMoved(watch.movedToWindow(true))
        #expect(!session.isPaused)
    }

    @Test mutating func aBlockingHUDShownWhileItsViewIsAwayNeitherAnnouncesNorTakesTheFocus() {
        // Given: the view is on another tab
        session.containerMoved(watch.movedToWindow(false))
        // When: the app shows a blocking HUD in it
        session.show(HUDContent(status: "Loading", options: HUDOptions(maskType: .black)))
        fixture.finishFade()
        // Then: before the fix, VoiceOver was moved to a bezel in no window
        #expect(session.state.phase == .visible)
        #expect(voiceOverCalls == [])
    }

    @Test mutating func statusChangesWhileAwayAreHeldAndTheCurrentOneIsAnnouncedOnceOnReturn() {
        // Given: a HUD on screen, heard once
        session.show(HUDContent(status: "Uploading"))
        fixture.finishFade()
        fixture.host.forget()
        // When: away while the status changes twice, then back
        session.containerMoved(watch.movedToWindow(false))
        session.setStatus("Uploading 1 of 3")
        fixture.advance(by: 3)
        session.setStatus("Uploading 2 of 3")
        fixture.advance(by: 3)
        #expect(voiceOverCalls == [], "Before the fix, VoiceOver read a HUD that was not on screen")
        session.containerMoved(watch.movedToWindow(true))
        // Then
        #expect(voiceOverCalls == [.announce(.status("Uploading 2 of 3"))])
    }

    @Test mutating func aViewThatComesBackWithNothingNewSaysNothing() {
        // Given
        session.show(HUDContent(status: "Uploading"))
        fixture.finishFade()
        fixture.host.forget()
        // When
        session.containerMoved(watch.movedToWindow(false))
        fixture.advance(by: 5)
        session.containerMoved(watch.movedToWindow(true))
        // Then
        #expect(voiceOverCalls == [])
    }

    @Test mutating func aBlockingHUDEndingWhileAwayDoesNotPullTheFocusBack() {
        // Given: a blocking HUD took VoiceOver's focus
        session.show(HUDContent(status: "Loading", options: HUDOptions(maskType: .black)))
        fixture.finishFade()
        #expect(voiceOverCalls == [.moveAccessibilityFocus])
        fixture.host.forget()
        // When: the user switches tabs, the HUD ends there, the user comes back
        session.containerMoved(watch.movedToWindow(false))
        session.dismiss()
        fixture.finishFade()
        session.containerMoved(watch.movedToWindow(true))
        // Then: VoiceOver stays where the user put it
        #expect(session.state.phase == .hidden)
        #expect(voiceOverCalls == [])
    }
}
