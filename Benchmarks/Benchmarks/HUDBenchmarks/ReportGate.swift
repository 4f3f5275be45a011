import Benchmark
@_spi(HUDEngine) import HUDCore

/// What a worker thread pays per `Progress` report for ``HUDReportGate``: the steady state of a fast progress (a
/// hop is pending, so the report only asks the gate), and a report that hops followed by the main thread's drain.
func registerReportGate() {
    Benchmark("Report gate: report with a hop pending (worker)") { benchmark in
        let gate = HUDReportGate()
        _ = gate.report()
        var hops = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations where gate.report() {
            hops += 1
        }
        benchmark.stopMeasurement()
        if hops != 0 { benchmark.error("\(hops) reports hopped while a hop was pending") }
    }

    Benchmark("Report gate: report that hops + drain") { benchmark in
        let gate = HUDReportGate()
        var hops = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            if gate.report() { hops += 1 }
            gate.drain()
        }
        benchmark.stopMeasurement()
        if hops != benchmark.scaledIterations.count { benchmark.error("Only \(hops) reports hopped") }
    }
}
