import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// What a session keeps by key until it is taken back once (`HUDKeyedLedger.swift`): its dismiss completions, its
/// runs and its content ids.
@MainActor
struct HUDKeyedLedgerTests {
    @Test func aCompletionIsTakenOnce() throws {
        // Given a kept completion
        var completions = HUDKeyedLedger<HUDCompletionID, @MainActor (HUDDismissal) -> Void>()
        var heard: [HUDDismissal] = []
        let id = HUDCompletionID(3)
        completions.keep({ heard.append($0) }, for: id)

        // When it is taken twice
        let kept = completions.take(id)
        let taken = try #require(kept)
        taken(.disappeared)

        // Then it ran once, and the second take finds nothing
        #expect(completions.take(id) == nil)
        #expect(heard == [.disappeared])
        #expect(completions.isEmpty)
    }

    @Test func aRunFinishesOnceWithItsDisappearHandler() throws {
        // Given an open run with a disappear handler
        var runs = HUDKeyedLedger<HUDActivityID, (plan: HUDRunPlan, onDisappear: (@MainActor () -> Void)?)>()
        var disappeared = 0
        let plan = HUDRunPlan(activity: HUDActivityID(7), status: "Saving", success: "Saved", options: HUDOptions())
        runs.keep((plan, { disappeared += 1 }), for: plan.activity)
        #expect(runs.contains(plan.activity))

        // When it finishes twice
        let finished = runs.take(plan.activity)
        let run = try #require(finished)
        run.onDisappear?()

        // Then the second finish finds nothing
        #expect(run.plan.activity == plan.activity)
        #expect(runs.take(plan.activity)?.plan.activity == nil)
        #expect(!runs.contains(plan.activity))
        #expect(disappeared == 1)
    }

    @Test func contentNothingUsesIsReleasedOnce() {
        // Given two registered images, one of them on screen
        var contents = HUDKeyedLedger<HUDAssetID, Void>()
        let shown = HUDAssetID(1)
        let gone = HUDAssetID(2)
        contents.keep(shown)
        contents.keep(gone)

        // When the unused content is released twice
        let released = contents.takeKeys(where: { $0 != shown })
        let again = contents.takeKeys(where: { $0 != shown })

        // Then only the unused one is released, once, and the one on screen stays
        #expect(released == [gone])
        #expect(again.isEmpty)
        #expect(contents.takeKeys(where: { _ in true }) == [shown])
        #expect(contents.isEmpty)
    }
}
