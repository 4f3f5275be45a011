import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDAppearanceCustomStyleTests {
    @Test func settingAColourOfTheCustomStyleSelectsIt() {
        // Given the default style, which ignores the custom colours
        var appearance = HUDAppearance()
        #expect(appearance.style == .automatic)

        // When an app sets SVProgressHUD's foreground colour
        appearance.selectingCustomStyle(foregroundColor: .white)

        // Then the style is `.custom`, so the colour shows, and nothing else changed
        var expected = HUDAppearance()
        expected.foregroundColor = .white
        expected.style = .custom
        #expect(appearance == expected)
    }

    @Test func eachColourSetterSelectsTheCustomStyleAndKeepsTheOthers() {
        let red = HUDColor(red: 1, green: 0, blue: 0)
        var image = HUDAppearance()
        image.selectingCustomStyle(foregroundImageColor: .some(red))
        var background = HUDAppearance()
        background.selectingCustomStyle(backgroundColor: red)
        var cleared = HUDAppearance { $0.foregroundImageColor = red }
        cleared.selectingCustomStyle(foregroundImageColor: .some(nil))

        #expect(image.style == .custom && image.foregroundImageColor == red)
        #expect(background.style == .custom && background.backgroundColor == red)
        #expect(background.foregroundColor == HUDAppearance().foregroundColor)
        #expect(cleared.style == .custom && cleared.foregroundImageColor == nil)
    }
}
