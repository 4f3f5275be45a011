import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Every lane of an owner hears the owner's life from one place: somewhere to show became available, the owner went
/// away. A real HUD session and a real messages lane, on one clock, with recording hosts, as HUDKit's controller
/// wires them.
@MainActor
struct HUDLifecycleTests {
    let clock = HUDManualScheduler()
    let hudHost = RecordingHost()
    let messageHost = RecordingMessageHost()
    let session: HUDSession
    let messages: HUDMessageSession
    let lifecycle = HUDLifecycle()

    init() {
        session = HUDSession(host: hudHost, scheduler: clock)
        messages = HUDMessageSession(host: messageHost, scheduler: clock)
        lifecycle.add(session)
        lifecycle.add(messages)
    }

    @Test func aMessageShownBeforeAnySceneAppearsWhenOneConnectsAndTheLaneGoesOn() {
        // Given no scene: a HUD and two messages wait
        hudHost.canInstall = false
        messageHost.canInstall = false
        session.show(HUDContent(indicator: .spinner, status: "Loading"))
        messages.show(HUDMessage("Welcome back"))
        messages.show(HUDMessage("3 new items"))
        #expect(session.state.phase == .awaitingOverlay)
        #expect(messages.queue.phase == .awaitingHost)

        // When a scene connects: one report
        hudHost.canInstall = true
        messageHost.canInstall = true
        lifecycle.report(.hostAvailable)

        // Then both lanes appear, and the message behind the first one follows it
        #expect(session.state.phase == .appearing)
        #expect(messages.queue.phase == .appearing, "Before the fix, only the HUD heard that a scene connected")
        messages.fadeFinished(messages.queue.liveFade ?? HUDFadeID(serial: 0))
        clock.advance(by: 10)
        if let fade = messages.queue.liveFade { messages.fadeFinished(fade) }
        clock.advance(by: HUDMessageQueue.pause)
        #expect(messages.queue.current?.message.text == "3 new items")
    }

    @Test func whenTheOwnerGoesEveryLaneEndsAndEachCompletionRunsOnce() {
        // Given a HUD on screen with a delayed dismiss, a message on screen and one waiting
        var dismissals: [HUDDismissal] = []
        var disappeared: [String] = []
        var hudEnded = 0
        session.show(HUDContent(indicator: .spinner, status: "Loading"), onEnd: { _ in hudEnded += 1 })
        session.fadeFinished(hudHost.lastFade ?? HUDFadeID(serial: 0))
        session.dismiss(delay: 5) { dismissals.append($0) }
        messages.show(HUDMessage("Copied"), onDisappear: { disappeared.append("Copied") })
        messages.show(HUDMessage("Saved"), onDisappear: { disappeared.append("Saved") })
        messages.fadeFinished(messages.queue.liveFade ?? HUDFadeID(serial: 0))

        // When the owner goes, reported twice (a tracker and a deinit may both report)
        lifecycle.report(.ownerGone)
        lifecycle.report(.ownerGone)
        clock.advance(by: 100)

        // Then every lane ended at once, each completion once, nothing scheduled, both layers removed
        #expect(session.state.phase == .hidden)
        #expect(dismissals == [.removed])
        #expect(hudEnded == 1)
        #expect(messages.queue.phase == .idle)
        #expect(disappeared == ["Copied", "Saved"])
        #expect(clock.nextDeadline == nil)
        #expect(hudHost.calls.filter { $0 == .removeOverlay }.count == 1)
        #expect(messageHost.calls.filter { $0 == .remove }.count == 1)
    }

    @Test func aMessageWaitingForSomewhereToShowEndsWhenTheOwnerGoes() {
        messageHost.canInstall = false
        var ended = 0
        messages.show(HUDMessage("Offline"), onDisappear: { ended += 1 })
        lifecycle.report(.ownerGone)
        #expect(ended == 1)
        #expect(messages.queue.phase == .idle)
        #expect(!messageHost.calls.contains(.remove), "A layer never installed is not removed")
    }

    /// What the HUD and the messages need, and what the owner's host observes for both.
    struct Row: Sendable {
        let hud: HUDLifecycle.Need
        let messages: HUDLifecycle.Need
        let observed: HUDDeviceRules.Observations
    }

    nonisolated static let rows: [Row] = [
        Row(hud: .nothing, messages: .nothing, observed: []),
        Row(hud: .somewhereToShow, messages: .nothing, observed: [.scenes]),
        Row(hud: .nothing, messages: .somewhereToShow, observed: [.scenes]),
        Row(hud: .nothing, messages: .environment, observed: [.keyboard, .accessibilitySettings, .scenes]),
        Row(hud: .environment, messages: .somewhereToShow, observed: [.keyboard, .accessibilitySettings, .scenes]),
        Row(hud: .somewhereToShow, messages: .environment, observed: [.keyboard, .accessibilitySettings, .scenes]),
    ]

    @Test(arguments: rows)
    func oneSetOfObserversServesWhatAnyLaneNeeds(_ row: Row) {
        // Given
        var reported: [HUDDeviceRules.Observations] = []
        lifecycle.onObservationsChange = { reported.append($0) }

        // When
        lifecycle.lane(.hud, needs: row.hud)
        lifecycle.lane(.messages, needs: row.messages)

        // Then
        #expect(lifecycle.observations == row.observed)
        #expect(reported.last ?? [] == row.observed)
    }

    @Test func observersStopWhenTheLastLaneNeedsNothing() {
        lifecycle.lane(.hud, needs: .environment)
        lifecycle.lane(.messages, needs: .environment)
        lifecycle.lane(.hud, needs: .nothing)
        #expect(lifecycle.observations.contains(.keyboard), "A message on screen still follows the keyboard")
        lifecycle.lane(.messages, needs: .nothing)
        #expect(lifecycle.observations == [])
    }
}
