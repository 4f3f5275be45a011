import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// A real ``HUDMessageSession`` with a recording host on a manual clock, as HUDKit's `HUDController` wires it; it
/// counts each message's `onDisappear` runs by text.
@MainActor
final class MessageFixture {
    let host = RecordingMessageHost()
    let clock: HUDManualScheduler
    let messages: HUDMessageSession
    /// How often each message's `onDisappear` ran, by text, in the order they ran.
    private(set) var disappeared: [String] = []

    init(clock: HUDManualScheduler = HUDManualScheduler(), _ configure: (inout HUDAppearance) -> Void = { _ in }) {
        self.clock = clock
        messages = HUDMessageSession(appearance: HUDAppearance(configure), host: host, scheduler: clock)
    }

    /// Shows a message whose `onDisappear` is recorded under its text.
    @discardableResult
    func show(
        _ text: String, id: String? = nil, policy: HUDMessagePolicy = .queue, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor () -> Void)? = nil
    ) -> HUDMessageTicket {
        messages.show(HUDMessage(text, id: id, policy: policy, options: options), onTap: onTap) { [unowned self] in
            disappeared.append(text)
        }
    }

    /// Reports the last fade started as finished, as UIKit's animation completion does.
    func finishFade() {
        guard let fade = host.lastFade else { return }
        messages.fadeFinished(fade)
    }

    /// Finishes fades and runs the clock until the lane is idle (at most 200 rounds).
    func settle() {
        for _ in 0..<200 where messages.queue.phase != .idle {
            if let fade = messages.queue.liveFade {
                messages.fadeFinished(fade)
            } else if let next = clock.nextDeadline {
                clock.advance(by: max(next - clock.now, 0))
            } else {
                return
            }
        }
    }

    var phase: HUDMessageQueue.Phase { messages.queue.phase }
}
