import Benchmark
import BenchmarkSupport
@_spi(HUDEngine) import HUDCore

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

/// 1,000,000 show/dismiss cycles through a session with a silent host (fades finish at once) and a manual clock:
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
    Benchmark("1,000,000 show/dismiss cycles (session)", configuration: configuration) { @MainActor benchmark async in
        let scheduler = HUDManualScheduler()
        let (host, session) = SilentHost.session(scheduler: scheduler)
        let loading = HUDContent(indicator: .spinner, status: "Loading")
        let counter = CompletionCounter()
        let before = ResidentMemory.kibibytes() ?? 0
        benchmark.startMeasurement()
        for cycle in 0..<soakCycles {
            session.show(loading)
            if cycle.isMultiple(of: 2) {
                session.dismiss(delay: 0) { _ in counter.count &+= 1 }
            } else {
                session.dismiss(delay: 0.1) { _ in counter.count &+= 1 }
                scheduler.advance(by: 0.1)
            }
        }
        benchmark.stopMeasurement()
        let after = ResidentMemory.kibibytes() ?? 0
        // Read after the loop, so the host (held weakly by the session) lives through it, and did draw.
        guard host.appliedFrames > 1 else { return benchmark.error("The host applied no frame") }
        guard counter.count == soakCycles, session.state.phase == .hidden, scheduler.pendingTimers.isEmpty else {
            return benchmark.error("The cycles did not all complete: \(counter.count) completions")
        }
        benchmark.measurement(SoakMetric.residentBefore, before)
        benchmark.measurement(SoakMetric.residentAfter, after)
        benchmark.measurement(SoakMetric.residentGrowth, after - before)
    }
}

/// Counts the dismiss completions of the soak on the main actor.
@MainActor
final class CompletionCounter {
    var count = 0
}
