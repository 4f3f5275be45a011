import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A presentation's bezel never shrinks or jitters while it is shown: the session carries the largest size so far.
@MainActor struct HUDSessionSteadySizeTests {
    @Test func aStatusCountingUpNeverShrinksTheBezel() {
        // Given a progress on screen
        let fixture = SessionFixture()
        fixture.session.show(HUDContent(indicator: .progress(0), status: "Uploading 0%"))
        var widths: [CGFloat] = []
        // When its status counts up and the percentage gets shorter again
        for percent in [0, 9, 10, 55, 100, 5] {
            fixture.session.updateCurrent(to: .progress(Double(percent) / 100), status: "Uploading \(percent)%")
            widths.append(fixture.session.render?.bezel.frame.width ?? 0)
        }
        // Then the width only ever grows
        #expect(widths == widths.sorted(), "Before the fix the bezel grew and shrank with the digits: \(widths)")
        #expect(widths.last == widths.max())
    }

    @Test func aSpinnerTurningIntoACheckmarkKeepsItsSizeAndLabel() throws {
        // Given a spinner with a status
        let fixture = SessionFixture()
        fixture.session.show(HUDContent(indicator: .spinner, status: "Saving"))
        let spinner = try #require(fixture.session.render)
        // When it turns into a checkmark with the same status
        fixture.session.updateCurrent(to: .success, status: "Saving")
        // Then neither the bezel nor the label moves
        #expect(fixture.session.render?.bezel.frame == spinner.bezel.frame)
        #expect(fixture.session.render?.label?.frame == spinner.label?.frame)
    }

    @Test func theNextPresentationStartsFromItsOwnSize() {
        // Given a wide HUD that went away
        let fixture = SessionFixture()
        fixture.session.show(HUDContent(indicator: .spinner, status: "A much longer status than the next one"))
        fixture.dismiss()
        fixture.finishFade()
        #expect(fixture.session.steadySize == .zero)
        // When a short one shows
        fixture.session.show(HUDContent(indicator: .spinner))
        // Then it is the bare 84 × 84 bezel
        #expect(fixture.session.render?.bezel.frame.size == CGSize(width: 84, height: 84))
    }

    @Test func aNewContainerSizeForgetsTheSteadySize() {
        // Given a wide HUD that shortened its status
        let fixture = SessionFixture()
        fixture.session.show(HUDContent(indicator: .spinner, status: "A much longer status than the next one"))
        fixture.session.setStatus(nil)
        #expect(fixture.session.render?.bezel.frame.width ?? 0 > 84)
        // When the phone rotates
        fixture.session.environment.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)
        // Then the bezel is laid out for its content again
        #expect(fixture.session.render?.bezel.frame.size == CGSize(width: 84, height: 84))
    }
}
