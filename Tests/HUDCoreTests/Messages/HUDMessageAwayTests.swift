import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A message shown in a view that leaves its window while the view lives on (a push, a tab switch): its time keeps
/// running, it ends on time and once, no fade waits on a view in no window, and nothing comes back stale with the
/// view. A real HUD session and a real messages lane hear the move from one ``HUDLifecycle``, as HUDKit wires them.
@MainActor
struct HUDMessageAwayTests {
    let clock = HUDManualScheduler()
    let hudHost = RecordingHost()
    let messageHost = RecordingMessageHost()
    let session: HUDSession
    let messages: HUDMessageSession
    let lifecycle = HUDLifecycle()
    private var watch = HUDContainerWatch()

    init() {
        session = HUDSession(host: hudHost, scheduler: clock)
        messages = HUDMessageSession(host: messageHost, scheduler: clock)
        lifecycle.add(session)
        lifecycle.add(messages)
        _ = watch.movedToWindow(true)
    }

    /// The view moves into or out of its window; the lanes hear the watch's decision.
    private mutating func move(inWindow: Bool) {
        lifecycle.report(.ownerMoved(watch.movedToWindow(inWindow)))
    }

    private func finishFade() {
        if let fade = messages.queue.liveFade { messages.fadeFinished(fade) }
    }

    @Test mutating func aMessageWhoseViewIsPoppedEndsOnTimeAndOnce() {
        // Given a message on screen in a view (2 s), with one more waiting behind it
        var disappeared: [String] = []
        messages.show(
            HUDMessage("Copied", options: HUDOptions(duration: 2)), onDisappear: { disappeared.append("Copied") })
        messages.show(
            HUDMessage("Saved", options: HUDOptions(duration: 2)), onDisappear: { disappeared.append("Saved") })
        finishFade()

        // When the view is popped (out of its window, not deallocated) mid-message, and UIKit never finishes a fade
        move(inWindow: false)
        clock.advance(by: 2)

        // Then the first message ended on time, without waiting for its fade-out
        #expect(disappeared == ["Copied"], "Before the fix, the message waited for a fade-out that never came")

        // When the time of the one behind it passes too
        clock.advance(by: HUDMessageQueue.pause + 2)

        // Then it ended as well, once each, and the layer is gone: no toast, nothing observed
        #expect(disappeared == ["Copied", "Saved"])
        #expect(messages.queue.phase == .idle)
        #expect(messageHost.calls.last == .remove)
        #expect(clock.nextDeadline == nil, "No timer of the lane is left")
    }

    @Test mutating func aFadeUnderWayWhenTheViewLeavesIsOverAtOnce() {
        // Given a message fading in
        messages.show(HUDMessage("Copied", options: HUDOptions(duration: 2)))
        #expect(messages.queue.phase == .appearing)

        // When the view leaves its window
        move(inWindow: false)

        // Then it is shown at once and its time runs; a later fade is asked for with no duration
        #expect(messages.queue.phase == .visible)
        #expect(messages.queue.liveFade == nil)
        clock.advance(by: 2)
        #expect(messages.queue.phase == .idle)
        let fadeOuts = messageHost.calls.filter { if case .fadeOut = $0 { true } else { false } }
        #expect(fadeOuts.count == 1)
    }

    @Test mutating func aMessageShownWhileTheViewIsAwayIsNotAnnouncedAndDoesNotComeBackStale() {
        // Given a view away from its window
        move(inWindow: false)
        var disappeared = 0

        // When a message is shown in it, and its time passes before the view comes back
        messages.show(HUDMessage("Synced", options: HUDOptions(duration: 2)), onDisappear: { disappeared += 1 })
        clock.advance(by: 5)
        move(inWindow: true)

        // Then it ended while away, said nothing to VoiceOver, and nothing shows when the view is back
        #expect(disappeared == 1)
        #expect(messageHost.announcements.isEmpty)
        #expect(messages.queue.phase == .idle)
        #expect(messages.queue.current == nil)
    }

    @Test mutating func aMessageStillInItsTimeShowsTheRestOfItWhenTheViewComesBack() {
        // Given a message of 4 s on screen, its view away for 1 s
        messages.show(HUDMessage("Copied", options: HUDOptions(duration: 4)))
        finishFade()
        move(inWindow: false)
        clock.advance(by: 1)

        // When the view comes back
        move(inWindow: true)

        // Then the message is still on screen, fades normally, and ends when its 4 s are over
        #expect(messages.queue.phase == .visible)
        clock.advance(by: 3)
        #expect(messages.queue.phase == .disappearing)
        #expect(messages.queue.liveFade != nil, "Back in its window, the fade-out runs as ever")
    }

    @Test mutating func theHUDBesideItIsPausedNotEnded() {
        // Given a HUD and a message in the view
        session.show(HUDContent(status: "Loading"))
        session.fadeFinished(hudHost.lastFade ?? HUDFadeID(serial: 0))
        messages.show(HUDMessage("Copied", options: HUDOptions(duration: 1)))

        // When the view leaves its window
        move(inWindow: false)
        clock.advance(by: 2)

        // Then the HUD is paused (its presentation kept), while the message ended on time
        #expect(session.isPaused)
        #expect(session.state.phase == .visible)
        #expect(messages.queue.phase == .idle)
    }
}
