import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The lifetime of the app's content (a `UIImage` of `show(image:)`), by typed id: kept while the presenter or the
/// frame on screen uses it, released once, after the first step in which nothing does.
@MainActor
struct HUDSessionContentTests: SessionSuite {
    let fixture = SessionFixture()

    private var released: [HUDAssetID] {
        host.calls.compactMap { call in
            if case .releaseContent(let id) = call { return id }
            return nil
        }
    }

    @Test func contentStaysWhileShownAndFadingOutAndIsReleasedOnceGone() {
        // Given
        let star = session.makeAssetID()
        session.show(HUDContent(indicator: .image(.custom(star)), status: "Favourite"))
        fixture.finishFade()

        // When
        session.dismiss()
        let whileFading = released
        fixture.finishFade()

        // Then
        #expect(whileFading == [])
        #expect(released == [star])
    }

    @Test func contentReplacedByAnotherShowIsReleasedAtOnce() {
        // Given
        let first = session.makeAssetID()
        session.show(HUDContent(indicator: .image(.custom(first))))
        let second = session.makeAssetID()

        // When
        session.show(HUDContent(indicator: .image(.custom(second))))

        // Then
        #expect(released == [first])
    }

    @Test func contentNeverShownIsReleasedAfterTheNextStep() {
        let unused = session.makeAssetID()
        session.show(HUDContent(status: "Loading"))
        #expect(released == [unused])
    }

    @Test func contentIdsAreNeverReused() {
        let ids = (0..<3).map { _ in session.makeAssetID() }
        #expect(Set(ids).count == 3)
    }
}
