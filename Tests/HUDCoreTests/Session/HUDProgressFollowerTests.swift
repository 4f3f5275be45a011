import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The followed `Progress` a session owns (`HUDProgressFollower.swift`): which presentation a frame belongs to, and
/// whether it is that presentation's first.
struct HUDProgressFollowerTests {
    var follower = HUDProgressFollower()
    let first = HUDPresentationID(1)
    let second = HUDPresentationID(2)

    @Test mutating func theFirstFrameShowsWithThePresentationsOptionsAndTheNextOnlyMovesTheFraction() throws {
        // Given a progress followed for the first presentation, with details in its options
        #expect(follower.begin(first, status: "Uploading", options: HUDOptions(details: "2 files")) == nil)

        // When two reports each make a frame
        #expect(follower.record(HUDProgressReport(fraction: 0.2), for: first) == .recorded)
        let openingFrame = follower.nextFrame()
        let opening = try #require(openingFrame)
        #expect(follower.record(HUDProgressReport(fraction: 0.4), for: first) == .recorded)
        let nextFrame = follower.nextFrame()
        let next = try #require(nextFrame)

        // Then the first is the presentation's show, with its status and options, and the next moves the fraction
        guard case .show(let content) = opening.change else { return #expect(Bool(false), "not a show") }
        #expect(
            content == HUDContent(indicator: .progress(0.2), status: "Uploading", options: .init(details: "2 files")))
        guard case .progress(let fraction) = next.change else { return #expect(Bool(false), "not a progress") }
        #expect(fraction == 0.4)
        #expect(next.presentation == first)
    }

    @Test mutating func aNewStatusOrTheSpinnerReplacesTheContent() throws {
        // Given a progress followed whose status follows its description, past its first frame
        _ = follower.begin(first, status: nil, options: HUDOptions(details: "2 files"))
        _ = follower.record(HUDProgressReport(fraction: 0.2, localizedDescription: "20%"), for: first)
        _ = follower.nextFrame()

        // When the description changes, then the progress turns indeterminate
        _ = follower.record(HUDProgressReport(fraction: 0.3, localizedDescription: "30%"), for: first)
        let describedFrame = follower.nextFrame()
        let described = try #require(describedFrame)
        _ = follower.record(
            HUDProgressReport(fraction: 0.3, isIndeterminate: true, localizedDescription: "30%"), for: first)
        let indeterminateFrame = follower.nextFrame()
        let indeterminate = try #require(indeterminateFrame)

        // Then each frame replaces the content, with the presentation's options
        let options = HUDOptions(details: "2 files")
        guard case .content(let relabelled) = described.change, case .content(let spinning) = indeterminate.change
        else { return #expect(Bool(false), "not content frames") }
        #expect(relabelled == HUDContent(indicator: .progress(0.3), status: "30%", options: options))
        #expect(spinning == HUDContent(indicator: .spinner, status: "30%", options: options))
    }

    @Test mutating func aProgressFollowedInPlaceOnlyEverMovesTheFraction() throws {
        // Given a progress followed in place by the HUD on screen
        _ = follower.begin(first, status: nil, options: HUDOptions(), inPlace: true)

        // When it reports a fraction, then turns indeterminate
        _ = follower.record(HUDProgressReport(fraction: 0.6), for: first)
        let movedFrame = follower.nextFrame()
        let moved = try #require(movedFrame)
        _ = follower.record(HUDProgressReport(fraction: 0.6, isIndeterminate: true), for: first)

        // Then the first frame moves the fraction, and the indeterminate report changes nothing
        guard case .progress(let fraction) = moved.change else { return #expect(Bool(false), "not a progress") }
        #expect(fraction == 0.6)
        let afterIndeterminate = follower.nextFrame()
        #expect(afterIndeterminate == nil)
    }

    @Test mutating func aReportForAnotherPresentationIsIgnoredAndACancelledOneAsksForTheDismiss() {
        // Given a progress followed for the first presentation
        _ = follower.begin(first, status: nil, options: HUDOptions())

        // Then
        #expect(follower.record(HUDProgressReport(fraction: 0.5), for: second) == .ignored)
        #expect(!follower.hasPendingFrame)
        #expect(follower.record(HUDProgressReport(fraction: 0.5, isCancelled: true), for: first) == .cancelled)
    }

    @Test mutating func followingAgainStopsTheProgressFollowedBefore() {
        // Given a progress followed for the first presentation, with a frame pending
        _ = follower.begin(first, status: nil, options: HUDOptions())
        _ = follower.record(HUDProgressReport(fraction: 0.5), for: first)

        // When the second presentation follows its own
        let stopped = follower.begin(second, status: nil, options: HUDOptions())

        // Then the first one's observation ends, and its pending frame is gone
        #expect(stopped == first)
        #expect(follower.follows(second) && !follower.follows(first))
        #expect(!follower.hasPendingFrame)
        #expect(follower.stop() == second)
        #expect(follower.stop() == nil)
    }
}
