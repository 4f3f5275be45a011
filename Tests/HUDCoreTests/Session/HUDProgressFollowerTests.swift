import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The followed `Progress` a session owns (`HUDProgressFollower.swift`): which presentation a frame belongs to, and
/// whether it is that presentation's first.
struct HUDProgressFollowerTests {
    var follower = HUDProgressFollower()
    let first = HUDPresentationID(1)
    let second = HUDPresentationID(2)

    @Test mutating func theFirstFrameIsMarkedAndCarriesThePresentationsOptions() throws {
        // Given a progress followed for the first presentation, with details in its options
        #expect(follower.begin(first, status: "Uploading", options: HUDOptions(details: "2 files")) == nil)

        // When two reports each make a frame
        #expect(follower.record(HUDProgressReport(fraction: 0.2), for: first) == .recorded)
        let firstFrame = follower.nextFrame()
        let opening = try #require(firstFrame)
        #expect(follower.record(HUDProgressReport(fraction: 0.4), for: first) == .recorded)
        let secondFrame = follower.nextFrame()
        let next = try #require(secondFrame)

        // Then only the first is the presentation's show, and both carry its status and options
        #expect([opening.isFirst, next.isFirst] == [true, false])
        #expect(
            opening.content
                == HUDContent(indicator: .progress(0.2), status: "Uploading", options: .init(details: "2 files")))
        #expect(next.presentation == first)
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
