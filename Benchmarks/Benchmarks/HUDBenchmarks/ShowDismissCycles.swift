import Benchmark
import HUDCore

/// Custom metrics of the show/dismiss soak.
enum SoakMetric {
    /// Resident memory before the cycles, in KiB.
    static let residentBefore = BenchmarkMetric.custom("RSS before (KiB)", useScalingFactor: false)
    /// Resident memory after the cycles, in KiB.
    static let residentAfter = BenchmarkMetric.custom("RSS after (KiB)", useScalingFactor: false)
    /// Resident memory after minus before, in KiB.
    static let residentGrowth = BenchmarkMetric.custom("RSS growth (KiB)", useScalingFactor: false)
}

/// How many show/dismiss cycles one sample runs.
let soakCycles = 1_000_000

/// 1,000,000 show/dismiss cycles through an engine with a silent host (fades finish at once) and a manual clock:
/// even cycles dismiss at once, odd ones after a 0.1 s delay that the clock fires; every dismiss has a completion.
/// Resident memory is read before and after; flat means it does not grow with the number of cycles.
func registerShowDismissCycles() {
    let configuration = Benchmark.Configuration(
        metrics: [
            .wallClock, .peakMemoryResident, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes,
            SoakMetric.residentBefore, SoakMetric.residentAfter, SoakMetric.residentGrowth,
        ],
        timeUnits: .milliseconds,
        units: [
            .mallocCountTotal: .count, .peakMemoryResident: .kilo, SoakMetric.residentBefore: .count,
            SoakMetric.residentAfter: .count, SoakMetric.residentGrowth: .count,
        ],
        warmupIterations: 0,
        scalingFactor: .one,
        maxDuration: .seconds(60),
        maxIterations: 3
    )
    Benchmark("1,000,000 show/dismiss cycles (engine)", configuration: configuration) { @MainActor benchmark async in
        let host = SilentHost()
        let scheduler = HUDManualScheduler()
        let engine = HUDEngine(host: host, scheduler: scheduler)
        host.engine = engine
        let before = ResidentMemory.kibibytes() ?? 0
        benchmark.startMeasurement()
        for cycle in 0..<soakCycles {
            engine.send(.show(.spinner, status: "Loading"))
            let completion = HUDCompletionID(UInt64(cycle))
            if cycle.isMultiple(of: 2) {
                engine.send(.dismiss(delay: 0, completion: completion))
            } else {
                engine.send(.dismiss(delay: 0.1, completion: completion))
                scheduler.advance(by: 0.1)
            }
        }
        benchmark.stopMeasurement()
        let after = ResidentMemory.kibibytes() ?? 0
        guard host.completionsRun == soakCycles, engine.state.phase == .hidden, scheduler.pendingTimers.isEmpty else {
            return benchmark.error("The cycles did not all complete: \(host.completionsRun) completions")
        }
        benchmark.measurement(SoakMetric.residentBefore, before)
        benchmark.measurement(SoakMetric.residentAfter, after)
        benchmark.measurement(SoakMetric.residentGrowth, after - before)
    }
}
