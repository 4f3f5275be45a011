import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Every dismiss completion hears why it ran.
@MainActor
struct HUDDismissReasonTests {
    let fixture = SessionFixture()
    @Test func aCompletionAfterTheFadeOutSaysDismissed() {
        // Given
        var reasons: [HUDDismissReason] = []
        fixture.session.show(HUDContent(indicator: .spinner))
        fixture.finishFade()
        // When
        fixture.session.dismiss(delay: 0, reportingTo: { reasons.append($0) })
        fixture.finishFade()
        // Then
        #expect(reasons == [.dismissed])
    }

    @Test func aCompletionWhileHiddenSaysDismissed() {
        var reasons: [HUDDismissReason] = []
        fixture.session.dismiss(delay: 0, reportingTo: { reasons.append($0) })
        #expect(reasons == [.dismissed])
    }

    @Test func aCompletionSupersededByAShowSaysSuperseded() {
        // Given
        var reasons: [HUDDismissReason] = []
        fixture.session.show(HUDContent(indicator: .spinner))
        fixture.session.dismiss(delay: 2, reportingTo: { reasons.append($0) })
        // When
        fixture.session.show(HUDContent(indicator: .spinner, status: "Again"))
        // Then
        #expect(reasons == [.superseded])
        #expect(fixture.session.isVisible)
    }

    @Test func reasonsDescribeThemselves() {
        #expect([HUDDismissReason.dismissed, .superseded, .removed].map(\.description) == [
            "dismissed", "superseded", "removed",
        ])
    }
}
