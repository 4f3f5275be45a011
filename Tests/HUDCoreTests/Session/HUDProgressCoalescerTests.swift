import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDProgressCoalescerTests {
    var coalescer = HUDProgressCoalescer()

    // MARK: One render per frame

    @Test mutating func theFirstRecordIsYieldedAtOnce() {
        // Given
        let generation = coalescer.begin(status: "Uploading…")

        // When
        coalescer.record(fraction: 0.1, localizedDescription: "10% completed", generation: generation)

        // Then
        #expect(coalescer.tick() == HUDProgressCoalescer.Frame(indicator: .progress(0.1), status: "Uploading…"))
    }

    @Test mutating func manyUpdatesInOneFrameYieldOneFrameWithTheLatest() {
        // Given
        let generation = coalescer.begin(status: nil)

        // When
        for step in 1...1_000 {
            coalescer.record(
                fraction: Double(step) / 1_000, localizedDescription: "\(step / 10)% completed",
                generation: generation)
        }
        let first = coalescer.tick()
        let second = coalescer.tick()

        // Then
        #expect(first == HUDProgressCoalescer.Frame(indicator: .progress(1), status: "100% completed"))
        #expect(second == nil)
    }

    @Test mutating func anUnchangedValueRendersNothing() {
        // Given
        let generation = coalescer.begin(status: "Copying")
        coalescer.record(fraction: 0.5, localizedDescription: nil, generation: generation)
        _ = coalescer.tick()

        // When
        coalescer.record(fraction: 0.5, localizedDescription: nil, generation: generation)

        // Then
        #expect(coalescer.hasPendingFrame == false)
        #expect(coalescer.tick() == nil)
    }

    @Test mutating func aValueThatComesBackWithinAFrameRendersNothing() {
        // Given
        let generation = coalescer.begin(status: "Copying")
        coalescer.record(fraction: 0.5, localizedDescription: nil, generation: generation)
        _ = coalescer.tick()

        // When
        coalescer.record(fraction: 0.6, localizedDescription: nil, generation: generation)
        coalescer.record(fraction: 0.5, localizedDescription: nil, generation: generation)

        // Then
        #expect(coalescer.tick() == nil)
    }

    @Test mutating func eachChangedFrameIsYieldedInTurn() {
        // Given
        let generation = coalescer.begin(status: "Copying")
        var frames: [HUDIndicator] = []

        // When: three display frames with two reports each
        for fractions in [[0.1, 0.2], [0.3, 0.4], [0.4, 0.4]] {
            for fraction in fractions {
                coalescer.record(fraction: fraction, localizedDescription: nil, generation: generation)
            }
            if let frame = coalescer.tick() { frames.append(frame.indicator) }
        }

        // Then
        #expect(frames == [.progress(0.2), .progress(0.4)])
    }

    @Test mutating func aTickWithoutAnyRecordYieldsNothing() {
        // Given
        _ = coalescer.begin(status: "Waiting")

        // When / Then
        #expect(coalescer.hasPendingFrame == false)
        #expect(coalescer.tick() == nil)
    }

    @Test mutating func aChangedDescriptionAloneIsAFrame() {
        // Given
        let generation = coalescer.begin(status: nil)
        coalescer.record(fraction: 0.5, localizedDescription: "1 of 2 files", generation: generation)
        _ = coalescer.tick()

        // When
        coalescer.record(fraction: 0.5, localizedDescription: "2 of 2 files", generation: generation)

        // Then
        #expect(coalescer.tick() == HUDProgressCoalescer.Frame(indicator: .progress(0.5), status: "2 of 2 files"))
    }

    // MARK: Bad fractions

    @Test mutating func fractionsAboveOneAreClampedSoOneAndMoreAreTheSameFrame() {
        // Given
        let generation = coalescer.begin(status: "Done?")
        coalescer.record(fraction: 1, localizedDescription: nil, generation: generation)
        _ = coalescer.tick()

        // When
        coalescer.record(fraction: 1.7, localizedDescription: nil, generation: generation)

        // Then
        #expect(coalescer.tick() == nil)
    }

    @Test(arguments: [-0.5, -1, Double.nan, .infinity, -.infinity])
    func unusableFractionsShowTheSpinner(fraction: Double) {
        // Given
        var coalescer = HUDProgressCoalescer()
        let generation = coalescer.begin(status: "Working")

        // When
        coalescer.record(fraction: fraction, localizedDescription: nil, generation: generation)

        // Then
        #expect(coalescer.tick() == HUDProgressCoalescer.Frame(indicator: .spinner, status: "Working"))
    }

    @Test mutating func indeterminateProgressShowsTheSpinnerWhateverItsFraction() {
        // Given
        let generation = coalescer.begin(status: nil)

        // When
        coalescer.record(
            fraction: 0.3, isIndeterminate: true, localizedDescription: "Preparing", generation: generation)

        // Then
        #expect(coalescer.tick() == HUDProgressCoalescer.Frame(indicator: .spinner, status: "Preparing"))
    }

    // MARK: Generations

    @Test mutating func aLateReportOfAnOldProgressCannotUpdateANewerPresentation() {
        // Given
        let old = coalescer.begin(status: "Old")
        coalescer.record(fraction: 0.9, localizedDescription: nil, generation: old)
        let new = coalescer.begin(status: "New")

        // When
        let taken = coalescer.record(fraction: 0.95, localizedDescription: nil, generation: old)

        // Then
        #expect(taken == false)
        #expect(new != old)
        #expect(coalescer.tick() == nil)
    }

    @Test mutating func aNewGenerationStartsFromScratch() {
        // Given: the old presentation last rendered 0.5
        let old = coalescer.begin(status: "Same")
        coalescer.record(fraction: 0.5, localizedDescription: nil, generation: old)
        _ = coalescer.tick()

        // When: the next show starts at 0.5 too
        let new = coalescer.begin(status: "Same")
        coalescer.record(fraction: 0.5, localizedDescription: nil, generation: new)

        // Then: it still renders its first frame
        #expect(coalescer.tick() == HUDProgressCoalescer.Frame(indicator: .progress(0.5), status: "Same"))
    }

    @Test mutating func stopEndsTheGenerationAndDropsThePendingFrame() {
        // Given
        let generation = coalescer.begin(status: "Uploading")
        coalescer.record(fraction: 0.2, localizedDescription: nil, generation: generation)

        // When
        coalescer.stop()
        let taken = coalescer.record(fraction: 0.3, localizedDescription: nil, generation: generation)

        // Then
        #expect(taken == false)
        #expect(coalescer.isObserving == false)
        #expect(coalescer.generation == nil)
        #expect(coalescer.tick() == nil)
    }

    @Test mutating func generationsAreNeverReusedAfterAStop() {
        // Given
        let first = coalescer.begin(status: nil)
        coalescer.stop()

        // When
        let second = coalescer.begin(status: nil)

        // Then
        #expect(first.description == "generation#1")
        #expect(second.description == "generation#2")
        #expect(coalescer.generation == second)
        #expect(coalescer.isObserving)
    }

    @Test mutating func recordsBeforeAnyBeginAreIgnored() {
        // Given
        var other = HUDProgressCoalescer()
        let foreign = other.begin(status: nil)

        // When
        let taken = coalescer.record(fraction: 0.4, localizedDescription: nil, generation: foreign)

        // Then
        #expect(taken == false)
        #expect(coalescer.tick() == nil)
    }

    // MARK: Status

    @Test func anExplicitStatusWinsOverTheDescription() {
        let status = HUDProgressCoalescer.status(explicit: "Uploading…", localizedDescription: "10% completed")
        #expect(status == "Uploading…")
    }

    @Test func anEmptyExplicitStatusStillWinsAndShowsNoLabel() {
        #expect(HUDProgressCoalescer.status(explicit: "", localizedDescription: "10% completed") == "")
    }

    @Test func withoutAStatusTheDescriptionIsShown() {
        #expect(HUDProgressCoalescer.status(explicit: nil, localizedDescription: "10% completed") == "10% completed")
    }

    @Test func withoutAStatusOrADescriptionThereIsNoLabel() {
        #expect(HUDProgressCoalescer.status(explicit: nil, localizedDescription: nil) == nil)
        #expect(HUDProgressCoalescer.status(explicit: nil, localizedDescription: "") == nil)
    }

    @Test mutating func aHugeDescriptionIsPassedOnUnchanged() {
        // Given
        let huge = String(repeating: "é", count: 100_000)
        let generation = coalescer.begin(status: nil)

        // When
        coalescer.record(fraction: 0.5, localizedDescription: huge, generation: generation)

        // Then
        #expect(coalescer.tick()?.status == huge)
    }
}
