import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDContentModeTests {
    let appearance = HUDAppearance().inView

    @Test func eachDeterminateModeIsItsProgressStyleAndKeepsTheProgress() {
        for mode in [HUDMode.determinate, .annularDeterminate, .determinateHorizontalBar] {
            // Given a progress at 0.4
            var content = HUDContent(indicator: .progress(0.4))

            // When
            content.setMode(mode)

            // Then
            #expect(content.mode(in: appearance) == mode)
            #expect(content.progressFraction == 0.4)
        }
    }

    @Test func aSpinnerTurnedDeterminateStartsAtZeroAndMovesWithTheProgress() {
        var content = HUDContent(status: "Loading")
        content.setProgress(0.7)
        #expect(content.mode(in: appearance) == .indeterminate, "progress does not change an indeterminate HUD")

        content.setMode(.determinate)
        #expect(content.progressFraction == 0)
        content.setProgress(0.7)
        #expect(content.indicator == .progress(0.7))
        content.setMode(.indeterminate)
        #expect(content.indicator == .spinner)
    }

    @Test func textModeIsTheCentredTextKindUnderTheHUDsMask() {
        // Given a view's HUD (blocking by default)
        var content = HUDContent(status: "Copied")

        // When
        content.setMode(.text)

        // Then it is MBProgressHUD's text HUD, not a message: centred, under the view HUD's mask
        #expect(content.mode(in: appearance) == .text)
        #expect(content.position(in: appearance) == .center)
        #expect(content.appearance(from: appearance).maskType == .clear)
    }

    @Test func whatNoModeNamesReadsAsNil() {
        #expect(HUDContent(indicator: .success).mode(in: appearance) == nil)
        #expect(HUDContent(indicator: .progress(0.2)).mode(in: appearance) == nil, "SVProgressHUD's ring")
    }
}
