import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Every lane of an owner hears the owner's life from one place: somewhere to show became available, the owner went
/// away. A real HUD session and a real messages lane, on one clock, with recording hosts, as HUDKit's controller
/// wires them.
@MainActor
struct HUDLifecycleTests {
    let lanes = LifecycleFixture()

    @Test func aMessageShownBeforeAnySceneAppearsWhenOneConnectsAndTheLaneGoesOn() {
        // Given no scene: a HUD and two lanes.messages wait
        lanes.hudHost.canInstall = false
        lanes.messageHost.canInstall = false
        lanes.session.show(HUDContent(indicator: .spinner, status: "Loading"))
        lanes.messages.show(HUDMessage("Welcome back"))
        lanes.messages.show(HUDMessage("3 new items"))
        #expect(lanes.session.state.phase == .awaitingOverlay)
        #expect(lanes.messages.queue.phase == .awaitingHost)

        // When a scene connects: one report
        lanes.hudHost.canInstall = true
        lanes.messageHost.canInstall = true
        lanes.lifecycle.report(.hostAvailable)

        // Then both lanes appear, and the message behind the first one follows it
        #expect(lanes.session.state.phase == .appearing)
        #expect(lanes.messages.queue.phase == .appearing, "Before the fix, only the HUD heard that a scene connected")
        lanes.messages.fadeFinished(lanes.messages.queue.liveFade ?? HUDFadeID(serial: 0))
        lanes.clock.advance(by: 10)
        if let fade = lanes.messages.queue.liveFade { lanes.messages.fadeFinished(fade) }
        lanes.clock.advance(by: HUDMessageQueue.pause)
        #expect(lanes.messages.queue.current?.message.text == "3 new items")
    }

    @Test func whenTheOwnerGoesEveryLaneEndsAndEachCompletionRunsOnce() {
        // Given a HUD on screen with a delayed dismiss, a message on screen and one waiting
        var dismissals: [HUDDismissal] = []
        var disappeared: [String] = []
        var hudEnded = 0
        lanes.session.show(HUDContent(indicator: .spinner, status: "Loading"), onEnd: { _ in hudEnded += 1 })
        lanes.session.fadeFinished(lanes.hudHost.lastFade ?? HUDFadeID(serial: 0))
        lanes.session.dismiss(delay: 5) { dismissals.append($0) }
        lanes.messages.show(HUDMessage("Copied"), onDisappear: { disappeared.append("Copied") })
        lanes.messages.show(HUDMessage("Saved"), onDisappear: { disappeared.append("Saved") })
        lanes.messages.fadeFinished(lanes.messages.queue.liveFade ?? HUDFadeID(serial: 0))

        // When the owner goes, reported twice (a tracker and a deinit may both report)
        lanes.lifecycle.report(.ownerGone)
        lanes.lifecycle.report(.ownerGone)
        lanes.clock.advance(by: 100)

        // Then every lane ended at once, each completion once, nothing scheduled, both layers removed
        #expect(lanes.session.state.phase == .hidden)
        #expect(dismissals == [.removed])
        #expect(hudEnded == 1)
        #expect(lanes.messages.queue.phase == .idle)
        #expect(disappeared == ["Copied", "Saved"])
        #expect(lanes.clock.nextDeadline == nil)
        #expect(lanes.hudHost.calls.filter { $0 == .removeOverlay }.count == 1)
        #expect(lanes.messageHost.calls.filter { $0 == .remove }.count == 1)
    }

    @Test func aMessageWaitingForSomewhereToShowEndsWhenTheOwnerGoes() {
        lanes.messageHost.canInstall = false
        var ended = 0
        lanes.messages.show(HUDMessage("Offline"), onDisappear: { ended += 1 })
        lanes.lifecycle.report(.ownerGone)
        #expect(ended == 1)
        #expect(lanes.messages.queue.phase == .idle)
        #expect(!lanes.messageHost.calls.contains(.remove), "A layer never installed is not removed")
    }

    /// What the HUD and the lanes.messages need, and what the owner's host observes for both.
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
        lanes.lifecycle.onObservationsChange = { reported.append($0) }

        // When
        lanes.lifecycle.lane(.hud, needs: row.hud)
        lanes.lifecycle.lane(.messages, needs: row.messages)

        // Then
        #expect(lanes.lifecycle.observations == row.observed)
        #expect(reported.last ?? [] == row.observed)
    }

    @Test func observersStopWhenTheLastLaneNeedsNothing() {
        lanes.lifecycle.lane(.hud, needs: .environment)
        lanes.lifecycle.lane(.messages, needs: .environment)
        lanes.lifecycle.lane(.hud, needs: .nothing)
        #expect(lanes.lifecycle.observations.contains(.keyboard), "A message on screen still follows the keyboard")
        lanes.lifecycle.lane(.messages, needs: .nothing)
        #expect(lanes.lifecycle.observations == [])
    }
}
