import BenchmarkSupport
import Foundation
@_spi(HUDEngine) import HUDCore

// Runs one benchmark's operation `count` times, for an instruction count under callgrind: on a shared virtual
// machine the wall-clock medians move by half from one run to the next, the number of instructions does not.
//
//     hud-instructions show 12000
//
// The instructions of one operation are the difference between two counts (12,000 and 4,000 operations, say)
// divided by the difference in operations, so that start-up cancels out (README.md).

/// The operations, named as on the command line.
enum Operation: String, CaseIterable {
    /// The "Show (presenter + layout + render description)" benchmark's operation.
    case show
    /// The "Progress tick (presenter + updatingProgress)" benchmark's operation.
    case presenterTick = "presenter-tick"
    /// The "Progress tick (session: show(progress:), silent host)" benchmark's operation.
    case sessionTick = "session-tick"
    /// The "Progress tick (session: followed Progress report + display frame)" benchmark's operation.
    case followedTick = "followed-tick"
}

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, let operation = Operation(rawValue: name),
    let count = arguments.dropFirst().first.flatMap(Int.init), count >= 0
else {
    let names = Operation.allCases.map(\.rawValue).joined(separator: " | ")
    FileHandle.standardError.write(Data("usage: hud-instructions <\(names)> <count ≥ 0>\n".utf8))
    exit(2)
}

switch operation {
case .show:
    // The benchmark's loop, as it is there (a shared function would add its own copies to both counts).
    let hidden = HUDPresenter(appearance: Fixtures.appearance)
    var last: HUDRenderDescription?
    var effects: [HUDEffect] = []
    effects.reserveCapacity(16)
    for _ in 0..<count {
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
    print(last?.label?.text ?? "no show")
case .presenterTick:
    var (presenter, render) = Fixtures.visibleProgress()
    var effects: [HUDEffect] = []
    for index in 0..<count {
        presenter.handle(
            .show(.progress(Double(index % 1_000) / 1_000), status: Fixtures.status), now: 1, into: &effects)
        for effect in effects {
            if case .updateProgress(let value) = effect { render = render.updatingProgress(value) }
        }
    }
    print(render.indicator)
case .sessionTick:
    MainActor.assumeIsolated {
        let (host, session) = SilentHost.session()
        var tick = HUDContent(indicator: .progress(0), status: Fixtures.status)
        session.show(tick)
        for index in 0..<count {
            tick.indicator = .progress(Double(index % 1_000) / 1_000)
            session.show(tick)
        }
        print(host.appliedFrames)
    }
case .followedTick:
    MainActor.assumeIsolated {
        let (host, session) = SilentHost.session()
        let presentation = session.followProgress(
            HUDProgressReport(fraction: 0), status: Fixtures.status, options: HUDOptions())
        for index in 0..<count {
            session.recordProgress(HUDProgressReport(fraction: Double(index % 1_000) / 1_000), for: presentation)
            session.tickProgress()
        }
        print(host.appliedFrames)
    }
}
