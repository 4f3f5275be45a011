import Testing

@_spi(HUDEngine) @testable import HUDCore

/// SVProgressHUD's rule that a colour of the `.custom` style selects that style lives in `HUDAppearance`, so every
/// spelling that writes the setting (`HUD.foregroundColor`, the `UIAppearance` proxy, the Objective-C setters, a
/// view's handle, an app's own `HUDAppearance`) gets it: each writes through the setting's key path, as below.
struct HUDAppearanceCustomStyleTests {
    private static let red = HUDColor(red: 1, green: 0, blue: 0)

    @Test func settingTheForegroundColourSelectsTheCustomStyleAndChangesNothingElse() {
        // Given the default style, which ignores the custom colours
        var appearance = HUDAppearance()
        #expect(appearance.style == .automatic)

        // When an app sets SVProgressHUD's foreground colour
        appearance[keyPath: \.foregroundColor] = .white

        // Then the style is `.custom`, so the colour shows, and nothing else changed
        let defaults = HUDAppearance()
        #expect(appearance.style == .custom)
        #expect(appearance.foregroundColor == .white)
        #expect(appearance.backgroundColor == defaults.backgroundColor)
        #expect(appearance.foregroundImageColor == defaults.foregroundImageColor)
        #expect(appearance.maskType == defaults.maskType)
    }

    @Test func eachCustomColourSelectsTheCustomStyle() {
        for colour in [\HUDAppearance.foregroundColor, \HUDAppearance.backgroundColor] {
            // Given
            var appearance = HUDAppearance { $0.style = .dark }

            // When
            appearance[keyPath: colour] = Self.red

            // Then
            #expect(appearance.style == .custom, "\(colour)")
            #expect(appearance[keyPath: colour] == Self.red)
        }
    }

    @Test func settingOrClearingTheImageColourSelectsTheCustomStyle() {
        // Given
        var set = HUDAppearance { $0.style = .light }
        var cleared = set

        // When
        set[keyPath: \.foregroundImageColor] = Self.red
        cleared[keyPath: \.foregroundImageColor] = nil

        // Then
        #expect(set.style == .custom && set.foregroundImageColor == Self.red)
        #expect(cleared.style == .custom && cleared.foregroundImageColor == nil)
    }

    @Test func aStyleSetAfterTheColoursWins() {
        // When
        let appearance = HUDAppearance {
            $0.foregroundColor = .white
            $0.style = .dark
        }

        // Then
        #expect(appearance.style == .dark)
        #expect(appearance.foregroundColor == .white)
    }

    @Test func otherColoursLeaveTheStyleAlone() {
        // When
        let appearance = HUDAppearance {
            $0.contentColor = Self.red
            $0.bezelColor = Self.red
            $0.borderColor = Self.red
            $0.backgroundLayerColor = Self.red
            $0.detailsColor = Self.red
        }

        // Then
        #expect(appearance.style == .automatic)
    }
}
