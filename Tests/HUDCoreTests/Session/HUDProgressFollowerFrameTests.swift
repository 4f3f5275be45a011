import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// How a followed `Progress`'s reports become frames (`HUDProgressFollower.swift`): at most one per display frame,
/// only when what the HUD shows changes, clamped, and never from a progress followed before.
struct HUDProgressFollowerFrameTests {
    /// What one frame shows.
    struct Shown: Equatable {
        var indicator: HUDIndicator
        var status: String?
    }

    var follower = HUDProgressFollower()
    let presentation = HUDPresentationID(1)

    private mutating func record(
        _ fraction: Double, isIndeterminate: Bool = false, description: String? = nil,
        for recorded: HUDPresentationID? = nil
    ) -> HUDProgressFollower.Recording {
        let report = HUDProgressReport(
            fraction: fraction, isIndeterminate: isIndeterminate, localizedDescription: description)
        return follower.record(report, for: recorded ?? presentation)
    }

    /// What the last frame showed, as the HUD shows it: a frame that moves only the fraction keeps the status.
    private var lastShown: Shown?

    /// The display frame's tick: what the next frame shows, if one is due.
    private mutating func tick() -> Shown? {
        guard let frame = follower.nextFrame() else { return nil }
        switch frame.change {
        case .show(let content), .content(let content):
            lastShown = Shown(indicator: content.indicator, status: content.status)
        case .progress(let fraction):
            lastShown?.indicator = .progress(fraction)
        }
        return lastShown
    }

    private mutating func follow(status: String?, _ followed: HUDPresentationID? = nil) {
        _ = follower.begin(followed ?? presentation, status: status, options: HUDOptions())
    }

    // MARK: One render per frame

    @Test mutating func theFirstReportIsYieldedAtOnce() {
        // Given
        follow(status: "Uploading…")

        // When
        _ = record(0.1, description: "10% completed")

        // Then
        #expect(tick() == Shown(indicator: .progress(0.1), status: "Uploading…"))
    }

    @Test mutating func manyReportsInOneFrameYieldOneFrameWithTheLatest() {
        // Given
        follow(status: nil)

        // When
        for step in 1...1_000 {
            _ = record(Double(step) / 1_000, description: "\(step / 10)% completed")
        }
        let first = tick()
        let second = tick()

        // Then
        #expect(first == Shown(indicator: .progress(1), status: "100% completed"))
        #expect(second == nil)
    }

    @Test mutating func anUnchangedValueRendersNothing() {
        // Given
        follow(status: "Copying")
        _ = record(0.5)
        _ = tick()

        // When
        _ = record(0.5)

        // Then
        #expect(follower.hasPendingFrame == false)
        #expect(tick() == nil)
    }

    @Test mutating func aValueThatComesBackWithinAFrameRendersNothing() {
        // Given
        follow(status: "Copying")
        _ = record(0.5)
        _ = tick()

        // When
        _ = record(0.6)
        _ = record(0.5)

        // Then
        #expect(tick() == nil)
    }

    @Test mutating func eachChangedFrameIsYieldedInTurn() {
        // Given
        follow(status: "Copying")
        var frames: [HUDIndicator] = []

        // When: three display frames with two reports each
        for fractions in [[0.1, 0.2], [0.3, 0.4], [0.4, 0.4]] {
            for fraction in fractions {
                _ = record(fraction)
            }
            if let frame = tick() { frames.append(frame.indicator) }
        }

        // Then
        #expect(frames == [.progress(0.2), .progress(0.4)])
    }

    @Test mutating func aTickWithoutAnyReportYieldsNothing() {
        // Given
        follow(status: "Waiting")

        // When / Then
        #expect(follower.hasPendingFrame == false)
        #expect(tick() == nil)
    }

    @Test mutating func aChangedDescriptionAloneIsAFrame() {
        // Given
        follow(status: nil)
        _ = record(0.5, description: "1 of 2 files")
        _ = tick()

        // When
        _ = record(0.5, description: "2 of 2 files")

        // Then
        #expect(tick() == Shown(indicator: .progress(0.5), status: "2 of 2 files"))
    }

    // MARK: Bad fractions

    @Test mutating func fractionsAboveOneAreClampedSoOneAndMoreAreTheSameFrame() {
        // Given
        follow(status: "Done?")
        _ = record(1)
        _ = tick()

        // When
        _ = record(1.7)

        // Then
        #expect(tick() == nil)
    }

    @Test(arguments: [-0.5, -1, Double.nan, .infinity, -.infinity])
    mutating func unusableFractionsShowTheSpinner(fraction: Double) {
        // Given
        follow(status: "Working")

        // When
        _ = record(fraction)

        // Then
        #expect(tick() == Shown(indicator: .spinner, status: "Working"))
    }

    @Test mutating func indeterminateProgressShowsTheSpinnerWhateverItsFraction() {
        // Given
        follow(status: nil)

        // When
        _ = record(0.3, isIndeterminate: true, description: "Preparing")

        // Then
        #expect(tick() == Shown(indicator: .spinner, status: "Preparing"))
    }

    // MARK: Presentations

    @Test mutating func aLateReportOfAnOldProgressCannotUpdateANewerPresentation() {
        // Given
        let newer = HUDPresentationID(2)
        follow(status: "Old")
        _ = record(0.9)
        follow(status: "New", newer)

        // When
        let recording = record(0.95)

        // Then
        #expect(recording == .ignored)
        #expect(tick() == nil)
    }

    @Test mutating func aNewPresentationStartsFromScratch() {
        // Given: the old presentation last rendered 0.5
        follow(status: "Same")
        _ = record(0.5)
        _ = tick()

        // When: the next show starts at 0.5 too
        let newer = HUDPresentationID(2)
        follow(status: "Same", newer)
        _ = record(0.5, for: newer)

        // Then: it still renders its first frame
        #expect(tick() == Shown(indicator: .progress(0.5), status: "Same"))
    }

    @Test mutating func stopEndsFollowingAndDropsThePendingFrame() {
        // Given
        follow(status: "Uploading")
        _ = record(0.2)

        // When
        let stopped = follower.stop()
        let recording = record(0.3)

        // Then
        #expect(stopped == presentation)
        #expect(recording == .ignored)
        #expect(follower.presentation == nil)
        #expect(tick() == nil)
        #expect(follower.stop() == nil)
    }

    @Test mutating func reportsBeforeAnyBeginAreIgnored() {
        // When
        let recording = record(0.4)

        // Then
        #expect(recording == .ignored)
        #expect(tick() == nil)
    }

    // MARK: Status

    @Test func anExplicitStatusWinsOverTheDescription() {
        let status = HUDProgressFollower.status(explicit: "Uploading…", localizedDescription: "10% completed")
        #expect(status == "Uploading…")
    }

    @Test func anEmptyExplicitStatusStillWinsAndShowsNoLabel() {
        #expect(HUDProgressFollower.status(explicit: "", localizedDescription: "10% completed") == "")
    }

    @Test func withoutAStatusTheDescriptionIsShown() {
        #expect(HUDProgressFollower.status(explicit: nil, localizedDescription: "10% completed") == "10% completed")
    }

    @Test func withoutAStatusOrADescriptionThereIsNoLabel() {
        #expect(HUDProgressFollower.status(explicit: nil, localizedDescription: nil) == nil)
        #expect(HUDProgressFollower.status(explicit: nil, localizedDescription: "") == nil)
    }

    @Test mutating func aHugeDescriptionIsPassedOnUnchanged() {
        // Given
        let huge = String(repeating: "é", count: 100_000)
        follow(status: nil)

        // When
        _ = record(0.5, description: huge)

        // Then
        #expect(tick()?.status == huge)
    }
}
