import Benchmark
import BenchmarkSupport
@_spi(HUDEngine) import HUDCore

/// A progress tick of each determinate style (``HUDProgressStyle``): as "Progress tick (presenter +
/// updatingProgress)" with the style set on the appearance, and as "Progress tick (session: show(progress:), silent
/// host)" with the style set per call. Each must stay an `.updateProgress` that only moves the style's `strokeEnd`,
/// without allocating.
func registerProgressStyleTicks() {
    for style in HUDProgressStyle.allCases {
        Benchmark("Progress tick (\(style): presenter + updatingProgress)") { benchmark in
            measurePresenterTicks(benchmark, appearance: HUDAppearance { $0.progressStyle = style })
        }
        Benchmark("Progress tick (\(style): session show(progress:), silent host)") { @MainActor benchmark async in
            measureSessionTicks(benchmark, options: HUDOptions(progressStyle: style))
        }
    }
}

/// Measures `HUDSession.show(_:)` of a progress with the same status and `options` on a visible HUD, down to the
/// silent host's `apply(_:)`, as the app's repeated `HUD.show(progress:)` calls make it, on `clock` (a new one by
/// default); fails `benchmark` unless the ticks reached the indicator.
@MainActor
func measureSessionTicks(
    _ benchmark: Benchmark, options: HUDOptions, clock: HUDManualScheduler = HUDManualScheduler()
) {
    let (host, session) = SilentHost.session(scheduler: clock)
    let content = HUDContent(indicator: .progress(0), status: Fixtures.status, options: options)
    session.show(content)
    var tick = content
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
        tick.indicator = .progress(Double(index) / 1_000)
        session.show(tick)
    }
    benchmark.stopMeasurement()
    // Read after the loop, so the host (held weakly by the session) lives through it, and did draw.
    guard host.appliedFrames > 1 else { return benchmark.error("The host applied no frame") }
    guard let render = session.render, strokeEnd(of: render.indicator) == 0.999 else {
        return benchmark.error("The ticks did not reach the indicator: \(String(describing: session.render))")
    }
}

/// Measures `.show(.progress(x), status: same)` through the presenter on a visible progress HUD drawn with
/// `appearance`, then `updatingProgress(x)` on the frame on screen, into one reused effect buffer as in
/// ``HUDSession``; fails `benchmark` unless the ticks reached the indicator.
func measurePresenterTicks(_ benchmark: Benchmark, appearance: HUDAppearance) {
    var (presenter, render) = Fixtures.visibleProgress(appearance: appearance)
    var effects: [HUDEffect] = []
    effects.reserveCapacity(16)
    let status = Fixtures.status
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
        presenter.handle(.show(.progress(Double(index) / 1_000), status: status), now: 1, into: &effects)
        for effect in effects {
            if case .updateProgress(let value) = effect { render = render.updatingProgress(value) }
        }
    }
    benchmark.stopMeasurement()
    guard strokeEnd(of: render.indicator) == 0.999 else {
        return benchmark.error("The ticks did not reach the indicator: \(render.indicator)")
    }
}

/// The fraction a determinate indicator shows; `nil` for the others.
private func strokeEnd(of indicator: HUDRenderDescription.Indicator) -> Double? {
    switch indicator {
    case .ring(let ring): ring.strokeEnd
    case .pie(let pie): pie.strokeEnd
    case .bar(let bar): bar.strokeEnd
    case .none, .spinner, .native: nil
    }
}
