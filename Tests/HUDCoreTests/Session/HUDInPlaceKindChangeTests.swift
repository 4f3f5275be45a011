import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// An in-place change to a kind that dismisses itself (`HUD.updateToSuccess`) takes over only what that kind
/// keeps (``HUDOptions/carried(into:)``): the button goes, as a run's outcome drops it.
@MainActor
struct HUDInPlaceKindChangeTests: SessionSuite {
    let fixture = SessionFixture()
    private let taps = ActionCounter()

    private func uploading(maskType: HUDMaskType? = .black) -> HUDContent {
        let taps = taps
        let cancel = HUDButton("Cancel", role: .cancel) { taps.count["cancel", default: 0] += 1 }
        var options = HUDOptions(details: "2 files", button: cancel)
        options.maskType = maskType
        return HUDContent(indicator: .progress(0.4), status: "Uploading", options: options)
    }

    @Test(arguments: [HUDIndicator.success, .error, .info])
    func anUpdateToAnImageDropsTheButtonAndItsAction(indicator: HUDIndicator) throws {
        // Given
        session.show(uploading())
        fixture.finishFade()

        // When
        session.updateCurrent(to: indicator, status: "Uploaded")
        session.buttonTapped()

        // Then
        let render = try #require(session.render)
        #expect(render.button == nil, "Before the fix, the checkmark kept the Cancel button")
        #expect(taps.count == [:], "Before the fix, the Cancel action ran on finished work")
        #expect(render.blocksTouches, "An image keeps the mask, as a run's outcome does")
        #expect(render.details?.text == "2 files")
    }

    @Test func anUpdateToTextOnlyKeepsTheButtonAndTheMask() throws {
        // Given
        session.show(uploading())
        fixture.finishFade()

        // When text only, held until dismissed, takes the work's place
        session.updateCurrent(to: .text, status: "Waiting for the server")

        // Then
        let render = try #require(session.render)
        #expect(render.button?.title == "Cancel")
        #expect(render.blocksTouches)
    }

    @Test func anUpdateToWorkKeepsTheButton() {
        // Given
        session.show(uploading())
        fixture.finishFade()

        // When
        session.updateCurrent(to: .spinner, status: "Finishing")
        session.buttonTapped()

        // Then
        #expect(session.render?.button?.title == "Cancel")
        #expect(taps.count == ["cancel": 1])
    }

    @Test func theRuleTakesEverySettingButTheButtonOverToAnImage() {
        let options = uploading().options
        var expected = options
        expected.button = nil
        #expect(options.carried(into: .success) == expected)
        #expect(options.carried(into: .spinner) == options)
        #expect(options.carried(into: .text) == options)
    }
}
