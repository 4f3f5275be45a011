import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Randomized reliability: seeded random call sequences of up to 50 steps through the real ``HUDSession``, every
/// promise checked after every presenter input by ``HUDInvariantChecker``.
///
/// `swift test` runs 1,000 sequences, so that the default run stays fast (the sequences run on the main actor, one
/// after another, with the other main-actor suites waiting). `make reliability` runs 100,000 sequences:
///
/// ```sh
/// HUD_RELIABILITY_SEQUENCES=100000 swift test --filter Reliability
/// ```
///
/// `HUD_RELIABILITY_SEED` sets the first sequence's seed (sequence `i` uses seed + `i`); a failure prints the seed
/// of the failing sequence, its inputs and effects, and the command that runs it alone.
@MainActor
struct HUDReliabilityTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    nonisolated static let sequences =
        environment["HUD_RELIABILITY_SEQUENCES"].flatMap { Int($0) }.map { max($0, 1) } ?? 1_000
    nonisolated static let firstSeed =
        environment["HUD_RELIABILITY_SEED"].flatMap { UInt64($0) } ?? 0x4855_445F_5345_4544
    nonisolated static let steps = 50
    nonisolated static let slices = 8

    @Test(arguments: 0..<slices)
    func randomSequencesKeepEveryPromise(slice: Int) {
        var failures = 0
        for index in stride(from: slice, to: Self.sequences, by: Self.slices) {
            let session = RandomSession(seed: Self.firstSeed &+ UInt64(index))
            guard let failure = session.run(steps: Self.steps) else { continue }
            Issue.record(Comment(rawValue: failure))
            failures += 1
            if failures == 3 { return }
        }
    }

    @Test func theSequencesTapTheButtonsOfOpenActivitiesAndRuns() {
        // Given 600 sequences
        let sessions = (0..<600).map { RandomSession(seed: Self.firstSeed &+ UInt64($0)) }

        // When
        let failures = sessions.compactMap { $0.run(steps: Self.steps) }

        // Then the promise about activity buttons was put to the test, and held
        #expect(failures.isEmpty)
        #expect(
            sessions.map(\.buttonActionRuns).reduce(0, +) > 20,
            "ran \(sessions.map(\.buttonActionRuns).reduce(0, +)) times")
    }

    @Test func sameSeedGivesTheSameSequence() {
        let first = RandomSession(seed: 42)
        let second = RandomSession(seed: 42)
        #expect(first.run(steps: Self.steps) == nil)
        #expect(second.run(steps: Self.steps) == nil)
        #expect(first.applied.map { "\($0.now) \($0.input)" } == second.applied.map { "\($0.now) \($0.input)" })
        #expect(first.applied.count > 1)
    }
}
