import Benchmark
import BenchmarkSupport
import Foundation
@_spi(HUDEngine) import HUDCore

/// Custom metrics of the item HUDs' benchmarks.
enum ItemMetric {
    /// The item entries the registry holds after the run.
    static let liveEntries = BenchmarkMetric.custom("live item HUDs", useScalingFactor: false)
}

/// The item counts the item benchmarks run at: lookups stay flat across them, memory follows the live HUDs.
let itemCounts = [100, 1_000, 10_000]

/// HUDs attached to list items (`HUDAttachmentRegistry`, as `HUDController.attach(item:to:)` keeps them): finding an item's
/// HUD among 100, 1,000 and 10,000 live ones (per lookup: flat, a dictionary lookup), and every item of a list
/// shown once and ended through one reused cell (memory: the registry ends empty, whatever the number of items).
func registerItemHUDs() {
    for count in itemCounts {
        Benchmark("Item HUDs: find among \(count.formatted()) live items") { benchmark in
            var registry = HUDAttachmentRegistry<ItemHUD>()
            let cells = (0..<count).map { _ in NSObject() }
            for (item, cell) in cells.enumerated() {
                _ = registry.attach(item: item, to: HUDContainerID(cell)) { ItemHUD() }
            }
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations {
                blackHole(registry.entry(forItem: index % count))
            }
            benchmark.stopMeasurement()
            guard registry.itemCount == count else { return benchmark.error("\(registry.itemCount) items") }
        }
    }

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .mallocFreeDelta, ItemMetric.liveEntries],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count, ItemMetric.liveEntries: .count],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 20
    )
    for count in itemCounts {
        Benchmark("Item HUDs: \(count.formatted()) items shown and ended in one cell", configuration: configuration) {
            @MainActor benchmark async in
            var registry = HUDAttachmentRegistry<HUDSession>()
            let cell = NSObject()
            let host = SilentHost()
            let uploading = HUDContent(indicator: .progress(0.3), status: "Uploading")
            benchmark.startMeasurement()
            for item in 0..<count {
                let session = registry.attach(item: item, to: HUDContainerID(cell)) {
                    HUDSession(host: host, scheduler: HUDManualScheduler())
                }.entry
                host.session = session
                session.show(uploading)
                session.dismiss(delay: 0)
                registry.releaseItem(item, ifIdle: { $0.isIdle })
            }
            benchmark.stopMeasurement()
            benchmark.measurement(ItemMetric.liveEntries, registry.itemCount)
        }
    }
}

/// An item's HUD as the registry sees it (HUDKit's is a `HUDController`).
final class ItemHUD: Sendable {}
