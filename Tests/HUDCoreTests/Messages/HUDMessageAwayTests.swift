import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A message shown in a view that leaves its window while the view lives on (a push, a tab switch): its time keeps
/// running, it ends on time and once, no fade waits on a view in no window, and nothing comes back stale with the
/// view. The lanes hear the move from their one ``HUDLifecycle`` (``LifecycleFixture``).
@MainActor
struct HUDMessageAwayTests {
    let lanes = LifecycleFixture()
    private var watch = HUDContainerWatch()

    init() {
        _ = watch.movedToWindow(true)
    }

    /// The view moves into or out of its window; the lanes hear the watch's decision.
    private mutating func move(inWindow: Bool) {
        lanes.lifecycle.report(.ownerMoved(watch.movedToWindow(inWindow)))
    }

    private func finishFade() {
        if let fade = lanes.messages.queue.liveFade { lanes.messages.fadeFinished(fade) }
    }

    @Test mutating func aMessageWhoseViewIsPoppedEndsOnTimeAndOnce() {
        // Given a message on screen in a view (2 s), with one more waiting behind it
        var disappeared: [String] = []
        lanes.messages.show(
            HUDMessage("Copied", options: HUDOptions(duration: 2)), onDisappear: { disappeared.append("Copied") })
        lanes.messages.show(
            HUDMessage("Saved", options: HUDOptions(duration: 2)), onDisappear: { disappeared.append("Saved") })
        finishFade()

        // When the view is popped (out of its window, not deallocated) mid-message, and UIKit never finishes a fade
        move(inWindow: false)
        lanes.clock.advance(by: 2)

        // Then the first message ended on time, without waiting for its fade-out
        #expect(disappeared == ["Copied"], "Before the fix, the message waited for a fade-out that never came")

        // When the time of the one behind it passes too
        lanes.clock.advance(by: HUDMessageQueue.pause + 2)

        // Then it ended as well, once each, and the layer is gone: no toast, nothing observed
        #expect(disappeared == ["Copied", "Saved"])
        #expect(lanes.messages.queue.phase == .idle)
        #expect(lanes.messageHost.calls.last == .remove)
        #expect(lanes.clock.nextDeadline == nil, "No timer of the lane is left")
    }

    @Test mutating func aFadeUnderWayWhenTheViewLeavesIsOverAtOnce() {
        // Given a message fading in
        lanes.messages.show(HUDMessage("Copied", options: HUDOptions(duration: 2)))
        #expect(lanes.messages.queue.phase == .appearing)

        // When the view leaves its window
        move(inWindow: false)

        // Then it is shown at once and its time runs; a later fade is asked for with no duration
        #expect(lanes.messages.queue.phase == .visible)
        #expect(lanes.messages.queue.liveFade == nil)
        lanes.clock.advance(by: 2)
        #expect(lanes.messages.queue.phase == .idle)
        let fadeOuts = lanes.messageHost.calls.filter { if case .fadeOut = $0 { true } else { false } }
        #expect(fadeOuts.count == 1)
    }

    @Test mutating func aMessageShownWhileTheViewIsAwayIsNotAnnouncedAndDoesNotComeBackStale() {
        // Given a view away from its window
        move(inWindow: false)
        var disappeared = 0

        // When a message is shown in it, and its time passes before the view comes back
        lanes.messages.show(HUDMessage("Synced", options: HUDOptions(duration: 2)), onDisappear: { disappeared += 1 })
        lanes.clock.advance(by: 5)
        move(inWindow: true)

        // Then it ended while away, said nothing to VoiceOver, and nothing shows when the view is back
        #expect(disappeared == 1)
        #expect(lanes.messageHost.announcements.isEmpty)
        #expect(lanes.messages.queue.phase == .idle)
        #expect(lanes.messages.queue.current == nil)
    }

    @Test mutating func aMessageStillInItsTimeShowsTheRestOfItWhenTheViewComesBack() {
        // Given a message of 4 s on screen, its view away for 1 s
        lanes.messages.show(HUDMessage("Copied", options: HUDOptions(duration: 4)))
        finishFade()
        move(inWindow: false)
        lanes.clock.advance(by: 1)

        // When the view comes back
        move(inWindow: true)

        // Then the message is still on screen, fades normally, and ends when its 4 s are over
        #expect(lanes.messages.queue.phase == .visible)
        lanes.clock.advance(by: 3)
        #expect(lanes.messages.queue.phase == .disappearing)
        #expect(lanes.messages.queue.liveFade != nil, "Back in its window, the fade-out runs as ever")
    }

    @Test mutating func theHUDBesideItIsPausedNotEnded() {
        // Given a HUD and a message in the view
        lanes.session.show(HUDContent(status: "Loading"))
        lanes.session.fadeFinished(lanes.hudHost.lastFade ?? HUDFadeID(serial: 0))
        lanes.messages.show(HUDMessage("Copied", options: HUDOptions(duration: 1)))

        // When the view leaves its window
        move(inWindow: false)
        lanes.clock.advance(by: 2)

        // Then the HUD is paused (its presentation kept), while the message ended on time
        #expect(lanes.session.isPaused)
        #expect(lanes.session.state.phase == .visible)
        #expect(lanes.messages.queue.phase == .idle)
    }
}
