import Benchmark
import BenchmarkSupport
@_spi(HUDEngine) import HUDCore

/// The suite the benchmark plugin runs: `swift package --disable-sandbox benchmark` in `Benchmarks/`.
///
/// Micro-benchmarks run 1,000 operations per sample (`scalingFactor: .kilo`), so the times and allocation
/// counts in the table (the rows marked `*`) are per operation, with the framework's own overhead spread thin.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .freeCountTotal, .mallocFreeDelta],
        timeUnits: .nanoseconds,
        units: [.mallocCountTotal: .count, .freeCountTotal: .count],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    Benchmark("Empty loop (the framework's own overhead)") { benchmark in
        for index in benchmark.scaledIterations { blackHole(index) }
    }
    registerProgressTick()
    registerProgressStyleTicks()
    registerMessageLaneTicks()
    registerShow()
    registerLongStatusLayout()
    registerShowDismissCycles()
    registerReportGate()
    registerItemHUDs()
}

/// A progress tick: `.show(.progress(x), status: same)` on a visible HUD through the presenter, which answers
/// `.updateProgress(x)`, then `updatingProgress(x)` on the frame on screen. The effects go into one reused buffer,
/// as in ``HUDSession``; the second benchmark shows what the convenience `handle(_:now:) -> [HUDEffect]` costs.
func registerProgressTick() {
    Benchmark("Progress tick (presenter + updatingProgress)") { benchmark in
        measurePresenterTicks(benchmark, appearance: Fixtures.appearance)
    }

    Benchmark("Progress tick, returning [HUDEffect] (reference)") { benchmark in
        var (presenter, render) = Fixtures.visibleProgress()
        let status = Fixtures.status
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            for effect in presenter.handle(.show(.progress(Double(index) / 1_000), status: status), now: 1) {
                if case .updateProgress(let value) = effect { render = render.updatingProgress(value) }
            }
        }
        benchmark.stopMeasurement()
        checkRing(of: render, reached: 0.999, in: benchmark)
    }

    Benchmark("Progress tick (session: show(progress:), silent host)") { @MainActor benchmark async in
        measureSessionTicks(benchmark, options: HUDOptions())
    }

    Benchmark("Progress tick (session: followed Progress report + display frame)") { @MainActor benchmark async in
        let (host, session) = SilentHost.session()
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0), status: Fixtures.status, options: HUDOptions())
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            session.recordProgress(HUDProgressReport(fraction: Double(index) / 1_000), for: presentation)
            session.tickProgress()
        }
        benchmark.stopMeasurement()
        // Read after the loop, so the host (held weakly by the session) lives through it, and did draw.
        guard host.appliedFrames > 1 else { return benchmark.error("The host applied no frame") }
        guard let render = session.render else { return benchmark.error("The session shows nothing") }
        checkRing(of: render, reached: 0.999, in: benchmark)
    }
}

/// Fails `benchmark` unless `render` shows a ring filled to `fraction`.
func checkRing(of render: HUDRenderDescription, reached fraction: Double, in benchmark: Benchmark) {
    guard case .ring(let ring) = render.indicator, ring.strokeEnd == fraction else {
        return benchmark.error("The ticks did not reach the ring: \(render.indicator)")
    }
}

/// A show from hidden: the presenter's appearance effects and the render description of its `.render` (text
/// measuring, layout, palette).
func registerShow() {
    Benchmark("Show (presenter + layout + render description)") { benchmark in
        let hidden = HUDPresenter(appearance: Fixtures.appearance)
        var last: HUDRenderDescription?
        var effects: [HUDEffect] = []
        effects.reserveCapacity(16)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var presenter = hidden
            presenter.handle(.show(.spinner, status: "Loading"), now: 0, into: &effects)
            for effect in effects {
                if case .render(let content) = effect {
                    last = HUDRenderDescription(
                        content: content, appearance: Fixtures.appearance, environment: Fixtures.environment,
                        measurer: Fixtures.measurer)
                }
            }
        }
        benchmark.stopMeasurement()
        guard last?.label?.text == "Loading" else { return benchmark.error("The show rendered no label") }
    }
}

/// The render description (measuring and layout) of a 10,000-character status.
func registerLongStatusLayout() {
    for (name, status) in [("words", Fixtures.longStatus), ("one word", Fixtures.longWord)] {
        Benchmark("Layout of a 10,000-character status (\(name))") { benchmark in
            let content = HUDContent(indicator: .spinner, status: status)
            var last: HUDRenderDescription?
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                last = HUDRenderDescription(
                    content: content, appearance: Fixtures.appearance, environment: Fixtures.environment,
                    measurer: Fixtures.measurer)
            }
            benchmark.stopMeasurement()
            guard let label = last?.label, label.text.count == 10_000, label.lines.last?.hasSuffix("…") == true else {
                return benchmark.error("The long status was not laid out and truncated")
            }
        }
    }
}
