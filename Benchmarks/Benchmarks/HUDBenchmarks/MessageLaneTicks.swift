import Benchmark
import BenchmarkSupport
import Foundation
@_spi(HUDEngine) import HUDCore

/// A progress tick of the HUD while the messages lane shows a message on the same clock: the lane is another
/// session with its own host, so the tick must cost what it costs alone, without a single allocation more. The
/// second row shows a message between every two ticks (a burst of them queues), for the cost a message adds to
/// the main thread, not to the tick.
func registerMessageLaneTicks() {
    Benchmark("Progress tick with a message on screen (session + messages lane, silent hosts)") {
        @MainActor benchmark async in
        let clock = HUDManualScheduler()
        let messageHost = SilentMessageHost()
        let messages = HUDMessageSession(host: messageHost, scheduler: clock)
        messageHost.messages = messages
        messages.show(HUDMessage("Back online", glyph: .info, options: HUDOptions(duration: .infinity)))
        guard messages.queue.phase == .visible else {
            return benchmark.error("The message is not on screen: \(messages.queue.phase)")
        }
        measureSessionTicks(benchmark, options: HUDOptions(), clock: clock)
    }

    Benchmark("Progress tick + a message shown between two ticks (reference)") { @MainActor benchmark async in
        let clock = HUDManualScheduler()
        let messageHost = SilentMessageHost()
        let messages = HUDMessageSession(host: messageHost, scheduler: clock)
        messageHost.messages = messages
        let (host, session) = SilentHost.session(scheduler: clock)
        var tick = HUDContent(indicator: .progress(0), status: Fixtures.status)
        session.show(tick)
        let message = HUDMessage("Copied", glyph: .success)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            tick.indicator = .progress(Double(index) / 1_000)
            session.show(tick)
            messages.show(message)
        }
        benchmark.stopMeasurement()
        messages.hideAll()
        // Read after the loop, so the host (held weakly by the session) lives through it, and did draw.
        guard host.appliedFrames > 1 else { return benchmark.error("The host applied no frame") }
    }
}

/// A messages host that draws nothing and finishes every fade at once.
@MainActor
final class SilentMessageHost: HUDMessageHosting {
    /// The lane whose fades finish; held weakly, as a real host would.
    weak var messages: HUDMessageSession?

    func installMessageLayer() -> Bool { true }
    func removeMessageLayer() {}
    func applyMessage(_ render: HUDRenderDescription, changes: HUDPartChanges) {}
    func fadeMessageIn(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        messages?.fadeFinished(id)
    }
    func fadeMessageOut(_ id: HUDFadeID, duration: TimeInterval, transition: HUDRenderDescription.Transition) {
        messages?.fadeFinished(id)
    }
    func announceMessage(_ announcement: HUDAnnouncement) {}
    func releaseMessageContent(_ id: HUDAssetID) {}
}
