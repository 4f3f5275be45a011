import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The runs a session owns (`HUDRunLedger.swift`): a run finishes once.
@MainActor
struct HUDRunLedgerTests {
    @Test func aRunFinishesOnceWithItsDisappearHandler() throws {
        // Given an open run with a disappear handler
        var runs = HUDRunLedger()
        var disappeared = 0
        let plan = HUDRunPlan(activity: HUDActivityID(7), status: "Saving", success: "Saved", options: HUDOptions())
        runs.open(plan, onDisappear: { disappeared += 1 })
        #expect(runs.isRunning(plan.activity))

        // When it finishes twice
        let finished = runs.finish(plan.activity)
        let run = try #require(finished)
        run.onDisappear?()

        // Then the second finish finds nothing
        #expect(run.plan.activity == plan.activity)
        #expect(runs.finish(plan.activity)?.plan.activity == nil)
        #expect(!runs.isRunning(plan.activity))
        #expect(disappeared == 1)
    }
}
