import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDContentModeTests {
    let appearance = HUDAppearance().inView

    @Test func eachDeterminateModeIsItsProgressStyleAndKeepsTheProgress() {
        for mode in [HUDMode.determinate, .annularDeterminate, .determinateHorizontalBar, .ring] {
            // Given a progress at 0.4
            var content = HUDContent(indicator: .progress(0.4))

            // When
            content.setMode(mode, appearance: appearance)

            // Then
            #expect(content.mode(in: appearance) == mode)
            #expect(content.progressFraction == 0.4)
        }
    }

    @Test func aSpinnerTurnedDeterminateStartsAtZeroAndMovesWithTheProgress() {
        var content = HUDContent(status: "Loading")
        content.setProgress(0.7)
        #expect(content.mode(in: appearance) == .indeterminate, "progress does not change an indeterminate HUD")

        content.setMode(.determinate, appearance: appearance)
        #expect(content.progressFraction == 0)
        content.setProgress(0.7)
        #expect(content.indicator == .progress(0.7))
        content.setMode(.indeterminate, appearance: appearance)
        #expect(content.indicator == .spinner)
    }

    @Test func textModeIsCentredStaysUntilHiddenAndKeepsTheViewsMask() {
        // Given a view's HUD (blocking by default)
        var content = HUDContent(status: "Copied")

        // When
        content.setMode(.text, appearance: appearance)

        // Then it is MBProgressHUD's text HUD, not a message: centred, no timer, the HUD's mask
        #expect(content.mode(in: appearance) == .text)
        #expect(content.position(in: appearance) == .center)
        #expect(content.options.duration == .infinity)
        #expect(content.appearance(from: appearance).maskType == .clear)
    }

    @Test func textModeKeepsWhatTheOptionsSay() {
        var content = HUDContent(status: "Copied", options: HUDOptions(maskType: .none, duration: 2, position: .bottom))
        content.setMode(.text, appearance: appearance)
        #expect(content.options == HUDOptions(maskType: .none, duration: 2, position: .bottom))
    }

    @Test func customViewModeComesWithItsViewOnly() {
        var content = HUDContent(indicator: .spinner)
        content.setMode(.customView, appearance: appearance)
        #expect(content.indicator == .spinner)
        #expect(HUDContent(indicator: .success).mode(in: appearance) == .customView)
    }
}
