import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The button's input paths, through the real session: a touch area of at least 44 × 44 points, and what
/// VoiceOver hears and reads of a HUD with a button.
@MainActor
struct HUDButtonInputTests: SessionSuite {
    let fixture = SessionFixture()

    private func uploading(_ fraction: Double = 0.4, maskType: HUDMaskType? = nil) -> HUDContent {
        var options = HUDOptions(button: HUDButton("Cancel", role: .cancel, action: {}))
        options.maskType = maskType
        return HUDContent(indicator: .progress(fraction), status: "Uploading", options: options)
    }

    private var announcements: [HUDAnnouncement] {
        host.calls.compactMap { call in
            if case .announce(let announcement) = call { return announcement }
            return nil
        }
    }

    // MARK: Touch area

    @Test func theButtonTakesEveryTouchWithin44PointsAboutItsCentre() throws {
        // Given a button drawn 36 points high
        session.show(uploading())
        let render = try #require(session.render)
        let button = try #require(render.button).frame.offsetBy(
            dx: render.bezel.frame.minX, dy: render.bezel.frame.minY)
        #expect(button.height == 36)

        // Then
        #expect(
            session.hitTest(CGPoint(x: button.midX, y: button.minY - 3)) == .button,
            "Before the fix, only the drawn 36-point rectangle took the touch")
        #expect(session.hitTest(CGPoint(x: button.midX, y: button.maxY + 3)) == .button)
        #expect(session.hitTest(CGPoint(x: button.midX, y: button.midY - 23)) == .bezel)
    }

    @Test func theTouchAreaIs44PointsOnScreenWhateverTheBezelsScale() throws {
        // Given the bezel at half its size (a zoom transition): the button is 18 points high on screen
        session.show(uploading())
        let render = try #require(session.render)
        let bezel = render.bezel.frame
        let button = try #require(render.button).frame
        let center = CGPoint(
            x: bezel.midX - bezel.width / 4 + button.midX / 2, y: bezel.midY - bezel.height / 4 + button.midY / 2)

        // Then
        #expect(session.hitTest(CGPoint(x: center.x, y: center.y + 21), scale: 0.5) == .button)
        #expect(session.hitTest(CGPoint(x: center.x, y: center.y + 23), scale: 0.5) != .button)
    }

    // MARK: VoiceOver

    @Test func aHUDWithAButtonThatLeavesVoiceOverWhereItIsSaysTheButton() {
        // When
        session.show(uploading())

        // Then
        #expect(
            announcements == [.withButton(.status("Uploading"), title: "Cancel")],
            "Before the fix, a listener never learnt that the HUD had a button")
        #expect(
            HUDAnnouncement.withButton(.status("Uploading"), title: "Cancel").description
                == #""Uploading", button "Cancel""#)
    }

    @Test func aBlockingHUDWithAButtonTakesVoiceOverToItInstead() {
        // When
        session.show(uploading(maskType: .black))

        // Then
        #expect(announcements == [])
        #expect(host.calls.contains(.moveAccessibilityFocus))
    }

    @Test func aChangeThatBringsAButtonSaysItAtOnceAndLaterChangesDoNot() {
        // Given
        session.show(HUDContent(indicator: .progress(0.1), status: "Uploading"))
        fixture.finishFade()

        // When a button comes, then only the status changes
        session.show(uploading(0.2))
        fixture.advance(by: 3)
        session.setStatus("Uploading 2 of 3")

        // Then
        #expect(
            announcements == [
                .status("Uploading"), .withButton(.status("Uploading"), title: "Cancel"), .status("Uploading 2 of 3"),
            ])
    }

    @Test func withAButtonTheSummaryElementKeepsTheProgressValue() throws {
        // Given
        session.show(uploading(0.4))
        fixture.finishFade()
        let render = try #require(session.render)
        let button = try #require(render.button)

        // When the progress moves
        session.update(try #require(session.currentPresentation), to: uploading(0.6))

        // Then
        let moved = try #require(session.render)
        #expect(
            render.accessibility.summaryFrame
                == CGRect(x: 0, y: 0, width: render.bezel.frame.width, height: button.frame.minY),
            "Before the fix, the kit's summary element of a HUD with a button had no progress value")
        #expect(render.accessibility.progressPercent == 40)
        #expect(moved.accessibility.progressPercent == 60)
        #expect(moved.accessibility.summaryFrame == render.accessibility.summaryFrame)
    }

    @Test func withoutAButtonTheBezelIsOneElement() {
        session.show(HUDContent(indicator: .progress(0.4), status: "Uploading"))
        #expect(session.render?.accessibility.summaryFrame == nil)
    }
}
