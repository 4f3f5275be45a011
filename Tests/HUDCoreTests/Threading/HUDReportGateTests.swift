import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDReportGateTests {
    let gate = HUDReportGate()

    /// Reports `count` times on each of `workers` concurrent tasks; the number of reports that asked for a hop.
    private func reportConcurrently(workers: Int, count: Int) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<workers {
                group.addTask { [gate] in
                    (0..<count).reduce(0) { hops, _ in hops + (gate.report() ? 1 : 0) }
                }
            }
            return await group.reduce(0, +)
        }
    }

    @Test func aBurstFromSeveralThreadsHopsExactlyOnceUntilDrained() async {
        for round in 1...20 {
            // When 10,000 reports come from 8 tasks at once
            let hops = await reportConcurrently(workers: 8, count: 1_250)

            // Then exactly one of them hops, and the next report after the drain hops again
            #expect(hops == 1, "round \(round)")
            #expect(gate.drain())
        }
        #expect(gate.report())
    }

    @Test func theFirstReportHopsAndTheOthersWait() {
        #expect([gate.report(), gate.report(), gate.report()] == [true, false, false])
    }

    @Test func drainingWithNoHopPendingChangesNothing() {
        // Given a gate drained twice in a row, and once more before any report
        #expect(gate.report())
        #expect(gate.drain())
        #expect(!gate.drain())
        #expect(!gate.drain())

        // Then still exactly one report hops
        #expect([gate.report(), gate.report()] == [true, false])
    }

    @Test func drainsRacingReportsNeverLetTwoHopsThrough() async {
        // Given reports on 4 tasks while the test drains 2,000 times
        async let hops = reportConcurrently(workers: 4, count: 5_000)
        var drained = 0
        for _ in 0..<2_000 {
            if gate.drain() { drained += 1 }
            await Task.yield()
        }
        let reportedHops = await hops

        // Then every hop was drained once, or is still pending (the gate then refuses the next report)
        let pending = !gate.report()
        #expect(reportedHops == drained + (pending ? 1 : 0))
    }

    @Test func aGateMayBeReleasedWithAHopPending() {
        // Before the fix, libdispatch crashed releasing a semaphore below the value it was created with.
        let pending = HUDReportGate()
        #expect(pending.report())
    }
}
