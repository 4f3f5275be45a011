import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The details label through the session: VoiceOver hears the status and the details when the HUD appears and when
/// the details change; a status change keeps them.
@MainActor
struct HUDDetailsFlowTests: SessionSuite {
    let fixture = SessionFixture()

    private var announcements: [HUDAnnouncement] {
        fixture.host.calls.compactMap { call in
            if case .announce(let announcement) = call { return announcement }
            return nil
        }
    }

    @Test func theAppearanceAnnouncesTheStatusThenTheDetails() {
        session.show(HUDContent(status: "Uploading", options: HUDOptions(details: "3 of 10 files")))
        #expect(announcements == [.status("Uploading, 3 of 10 files")])
        #expect(session.render?.accessibility.label == .status("Uploading, 3 of 10 files"))
    }

    @Test func newDetailsAreAnnouncedAndAStatusChangeKeepsThem() {
        // Given
        let presentation = session.show(HUDContent(status: "Uploading", options: HUDOptions(details: "3 of 10")))
        fixture.finishFade()

        // When the details change, then the status, each after the announcement interval
        fixture.advance(by: HUDPresenter.announcementInterval)
        session.update(presentation, to: HUDContent(status: "Uploading", options: HUDOptions(details: "4 of 10")))
        fixture.advance(by: HUDPresenter.announcementInterval)
        session.setStatus("Almost done")

        // Then
        #expect(
            announcements == [
                .status("Uploading, 3 of 10"), .status("Uploading, 4 of 10"), .status("Almost done, 4 of 10"),
            ])
        #expect(session.render?.details?.text == "4 of 10")
    }
}
