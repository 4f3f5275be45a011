import Foundation
@_spi(HUDEngine) import HUDCore

/// Plays a timeline's script on a manual clock, one tick at a time from 0 to the end: at each time the host first
/// reports what finished by then, then each step of the script that is due runs, then each snapshot that is due is
/// taken. The HUD's timeline and the messages' timeline both run this way.
@MainActor
struct TimelinePlayer {
    /// The clock the session runs on.
    let clock: HUDManualScheduler
    /// The clock's step, in seconds.
    let tick: TimeInterval
    /// When the run stops.
    let end: TimeInterval

    /// Plays `steps` and takes `instants`, each at the time `time` reads from it.
    func play<Step, Instant>(
        _ steps: [Step], time stepTime: (Step) -> TimeInterval, instants: [Instant],
        time instantTime: (Instant) -> TimeInterval, settle: (TimeInterval) -> Void,
        step: (Step, TimeInterval) -> Void, snapshot: (Instant, TimeInterval) -> Void
    ) {
        var pending = steps[...]
        var instants = instants[...]
        for index in 0...Int((end / tick).rounded()) {
            let time = Double(index) * tick
            clock.advance(by: time - clock.now)
            settle(time)
            while let next = pending.first, stepTime(next) <= time + 1e-9 {
                pending.removeFirst()
                step(next, time)
            }
            while let next = instants.first, instantTime(next) <= time + 1e-9 {
                instants.removeFirst()
                snapshot(next, time)
            }
        }
    }
}
