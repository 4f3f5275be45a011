import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// A real HUD session and a real messages lane of one owner, on one clock, with recording hosts, both hearing the
/// owner's life from one ``HUDLifecycle``, as HUDKit's controller wires them.
@MainActor
final class LifecycleFixture {
    let clock = HUDManualScheduler()
    let hudHost = RecordingHost()
    let messageHost = RecordingMessageHost()
    let session: HUDSession
    let messages: HUDMessageSession
    let lifecycle = HUDLifecycle()

    init() {
        session = HUDSession(host: hudHost, scheduler: clock)
        messages = HUDMessageSession(host: messageHost, scheduler: clock)
        lifecycle.add(session)
        lifecycle.add(messages)
    }
}
