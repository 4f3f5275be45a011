import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The messages lane's queue: one message at a time, in the order they were shown, with a pause between,
/// de-duplicated by id, replaced on request (a replace gets its own display time and ends a message still waiting
/// for somewhere to show), bounded, each `onDisappear` run once.
@MainActor
struct HUDMessageQueueTests {
    let fixture = MessageFixture()
    var messages: HUDMessageSession { fixture.messages }

    @Test func aMessageFadesInIsAnnouncedOnceStaysItsDurationAndFadesOut() {
        // When
        fixture.show("Copied")
        fixture.finishFade()
        messages.environment.fontScale = 1.2  // a re-render is not a new announcement
        fixture.clock.advance(by: messages.queue.displayDuration(of: HUDMessage("Copied")) - 0.01)
        let before = fixture.phase
        fixture.clock.advance(by: 0.01)

        // Then
        #expect(before == .visible)
        #expect(fixture.phase == .disappearing)
        #expect(fixture.host.announcements == [.status("Copied")])
        fixture.finishFade()
        #expect(fixture.phase == .idle)
        #expect(fixture.host.calls.last == .remove)
        #expect(fixture.disappeared == ["Copied"])
    }

    @Test func aSecondMessageWaitsForTheFirstAndAPause() {
        // Given
        fixture.show("First")
        fixture.show("Second")
        #expect(messages.queue.waiting.map(\.message.text) == ["Second"])

        // When the first one has gone
        fixture.finishFade()
        fixture.clock.advance(by: messages.queue.displayDuration(of: HUDMessage("First")))
        fixture.finishFade()

        // Then the second waits for the pause, then appears
        #expect(fixture.phase == .pausing)
        fixture.clock.advance(by: HUDMessageQueue.pause - 0.01)
        #expect(fixture.phase == .pausing)
        fixture.clock.advance(by: 0.01)
        #expect(fixture.phase == .appearing)
        #expect(fixture.host.drawnTexts == ["First", "Second"])
        #expect(fixture.host.calls.filter { $0 == .install }.count == 1)
    }

    @Test func theSameIdOnScreenOrWaitingIsNotShownTwice() {
        // Given
        fixture.show("Offline", id: "network")
        fixture.show("Saved", id: "save")

        // When
        fixture.show("Offline again", id: "network")
        fixture.show("Saved again", id: "save")

        // Then the duplicates ended at once, never shown
        #expect(fixture.disappeared == ["Offline again", "Saved again"])
        fixture.settle()
        #expect(fixture.host.drawnTexts == ["Offline", "Saved"])
    }

    @Test func theSameIdCanShowAgainOnceItsMessageFadesOut() {
        fixture.show("Offline", id: "network")
        fixture.finishFade()
        messages.hide(id: "network")
        fixture.show("Offline", id: "network")
        fixture.settle()
        #expect(fixture.host.announcements == [.status("Offline"), .status("Offline")])
        #expect(fixture.disappeared == ["Offline", "Offline"])
    }

    @Test func hideByIdEndsWaitingMessagesAndFadesOutTheOneOnScreen() {
        // Given
        fixture.show("Uploading", id: "upload")
        fixture.show("Other")
        fixture.show("Upload queued", id: "upload", policy: .queue)  // a duplicate of the one on screen
        fixture.finishFade()

        // When
        messages.hide(id: "upload")

        // Then
        #expect(fixture.phase == .disappearing)
        fixture.finishFade()
        #expect(fixture.disappeared == ["Upload queued", "Uploading"])
        fixture.settle()
        #expect(fixture.host.drawnTexts == ["Uploading", "Other"])
    }

    @Test func replaceTakesThePlaceOfTheMessageOnScreenAndOfEveryWaitingOne() {
        // Given
        fixture.show("Offline")
        fixture.show("Retrying")
        fixture.finishFade()

        // When
        fixture.show("Back online", policy: .replace)

        // Then at once, without a fade, announced, with a new display time
        #expect(fixture.disappeared == ["Retrying", "Offline"])
        #expect(fixture.phase == .visible)
        #expect(fixture.host.announcements.last == .status("Back online"))
        #expect(messages.render?.label?.text == "Back online")
        fixture.settle()
        #expect(fixture.disappeared == ["Retrying", "Offline", "Back online"])
    }

    @Test func replaceDuringTheFadeOutReversesIt() {
        fixture.show("Offline")
        fixture.finishFade()
        messages.hideAll()
        fixture.show("Back online", policy: .replace)
        #expect(fixture.phase == .appearing)
        fixture.finishFade()
        #expect(fixture.phase == .visible)
    }

    @Test func pastSixteenWaitingTheOldestWaitingOneMakesRoom() {
        // Given one on screen and a full queue
        fixture.show("On screen")
        for index in 1...HUDMessageQueue.capacity { fixture.show("Waiting \(index)") }
        #expect(fixture.disappeared.isEmpty)

        // When one more comes
        fixture.show("Newest")

        // Then
        #expect(fixture.disappeared == ["Waiting 1"])
        #expect(messages.queue.waiting.count == HUDMessageQueue.capacity)
        #expect(messages.queue.waiting.last?.message.text == "Newest")
    }

    @Test func whileVoiceOverRunsAMessageStaysTwiceAsLong() {
        let message = HUDMessage("Copied")
        let plain = messages.queue.displayDuration(of: message)
        messages.isVoiceOverRunning = true
        #expect(messages.queue.displayDuration(of: message) == plain * HUDMessageQueue.voiceOverDurationFactor)
        #expect(messages.queue.displayDuration(of: HUDMessage("Copied", options: HUDOptions(duration: .nan))) == 0)
    }

    @Test func aTapRunsTheHandlerAndDismissOnTapHides() {
        var taps = 0
        fixture.show("Undo", options: HUDOptions(dismissOnTap: true)) { taps += 1 }
        fixture.finishFade()
        messages.tapped()
        messages.tapped()  // fading out: no second tap
        #expect(taps == 1)
        #expect(fixture.phase == .disappearing)
    }

    @Test func aSwipeHidesOnlyAMessageThatAllowsIt() {
        messages.show(HUDMessage("Plain"))
        fixture.finishFade()
        messages.swiped()
        #expect(fixture.phase == .visible)
        messages.show(HUDMessage("Swipe me", policy: .replace, swipeToHide: true))
        messages.swiped()
        #expect(fixture.phase == .disappearing)
    }

    @Test func aMessageWaitsQuietlyForSomewhereToAppear() {
        // Given no window scene
        fixture.host.canInstall = false
        fixture.show("Copied")
        #expect(fixture.phase == .awaitingHost)
        #expect(fixture.host.announcements.isEmpty)

        // When one connects
        fixture.host.canInstall = true
        messages.hostBecameAvailable()

        // Then
        #expect(fixture.phase == .appearing)
        #expect(fixture.host.announcements == [.status("Copied")])
    }

    @Test func hidingTheMessageThatWaitsForAHostLetsTheNextOneWait() {
        // Given two messages and no window scene
        fixture.host.canInstall = false
        fixture.show("First", id: "first")
        fixture.show("Second")

        // When the first is hidden before it could appear
        messages.hide(id: "first")

        // Then the second waits for the host in its place, and appears with it
        #expect(fixture.disappeared == ["First"])
        #expect(fixture.phase == .awaitingHost, "Before the fix, the lane went idle with \"Second\" still waiting")
        fixture.host.canInstall = true
        messages.hostBecameAvailable()
        #expect(messages.render?.label?.text == "Second")
        fixture.settle()
        #expect(fixture.disappeared == ["First", "Second"])
    }

    @Test func anOnDisappearThatShowsAgainIsAppliedAfterTheStep() {
        messages.show(HUDMessage("First"), onDisappear: { [fixture] in fixture.show("Second") })
        fixture.settle()
        #expect(fixture.host.drawnTexts == ["First", "Second"])
    }

    @Test func threeQueuedMessagesShowInTheOrderTheyWereShown() {
        // When
        fixture.show("First")
        fixture.show("Second")
        fixture.show("Third")
        fixture.settle()

        // Then
        #expect(fixture.host.drawnTexts == ["First", "Second", "Third"])
        #expect(fixture.disappeared == ["First", "Second", "Third"])
    }

    @Test func aReplaceMessageGetsItsOwnDisplayTime() {
        // Given a message shown for a while, most of its time gone
        fixture.show("Offline, retrying in a moment", options: HUDOptions(duration: 3))
        fixture.finishFade()
        fixture.clock.advance(by: 2.5)

        // When a replace comes
        fixture.show("Back online", policy: .replace, options: HUDOptions(duration: 2))
        fixture.clock.advance(by: 2 - 0.01)
        let before = fixture.phase
        fixture.clock.advance(by: 0.01)

        // Then it stays its own 2 s, counted from the replace, not what was left of the first one's
        #expect(before == .visible, "A replace must not inherit the 0.5 s left of the first message")
        #expect(fixture.phase == .disappearing)
    }

    @Test func aReplaceOverAMessageWaitingForSomewhereToShowEndsTheWaitingOne() {
        // Given no window scene and a message waiting for one
        fixture.host.canInstall = false
        fixture.show("Offline")
        #expect(fixture.phase == .awaitingHost)

        // When a replace comes, then a scene connects
        fixture.show("Back online", policy: .replace)
        let endedBeforeAScene = fixture.disappeared
        fixture.host.canInstall = true
        messages.hostBecameAvailable()
        fixture.settle()

        // Then the waiting one ended at once and never showed; the replace showed
        #expect(endedBeforeAScene == ["Offline"])
        #expect(fixture.host.drawnTexts == ["Back online"])
        #expect(fixture.disappeared == ["Offline", "Back online"])
    }
}
