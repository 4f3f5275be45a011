import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDPaletteTests {
    private func palette(
        _ style: HUDStyle, scheme: HUDEnvironment.ColorScheme = .light, reduceTransparency: Bool = false,
        configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDPalette {
        var appearance = HUDAppearance(configure)
        appearance.style = style
        return HUDPalette(
            appearance: appearance,
            environment: HUDEnvironment(colorScheme: scheme, reduceTransparency: reduceTransparency))
    }

    private func expected(
        _ foreground: HUDColor, _ image: HUDColor, _ fill: HUDColor, _ material: HUDRenderDescription.Material
    ) -> HUDPalette {
        var palette = HUDPalette(appearance: HUDAppearance(), environment: HUDEnvironment())
        palette.foreground = foreground
        palette.foregroundImage = image
        palette.bezelFill = fill
        palette.material = material
        (palette.borderColor, palette.borderWidth, palette.shadow) = HUDPalette.edge(of: material, scale: 3)
        return palette
    }

    @Test func lightIsBlackOnTranslucentWhiteOverTheLightMaterial() {
        #expect(palette(.light, scheme: .dark) == expected(.black, .black, HUDColor(white: 1, alpha: 0.6), .light))
    }

    @Test func darkIsWhiteOnTranslucentBlackOverTheDarkMaterial() {
        #expect(palette(.dark, scheme: .light) == expected(.white, .white, HUDColor(white: 0, alpha: 0.6), .dark))
    }

    @Test func automaticFollowsTheColorScheme() {
        #expect(palette(.automatic, scheme: .light) == palette(.light))
        #expect(palette(.automatic, scheme: .dark) == palette(.dark))
    }

    @Test func customUsesTheAppearanceColoursOnASolidBezel() {
        let red = HUDColor(red: 1, green: 0, blue: 0)
        let blue = HUDColor(red: 0, green: 0, blue: 1, alpha: 0.8)
        let result = palette(.custom) {
            $0.foregroundColor = red
            $0.backgroundColor = blue
        }
        #expect(result == expected(red, red, blue, .none))
    }

    @Test func customForegroundImageColourTintsRingsAndImages() {
        let green = HUDColor(red: 0, green: 1, blue: 0)
        let result = palette(.custom) { $0.foregroundImageColor = green }
        #expect(result == expected(.black, green, .white, .none))
    }

    @Test func foregroundImageColourIsIgnoredByTheSystemStyles() {
        let result = palette(.dark) { $0.foregroundImageColor = HUDColor(red: 0, green: 1, blue: 0) }
        #expect(result == palette(.dark))
    }

    @Test func reduceTransparencyMakesTheMaterialStylesSolidWithABorder() {
        var light = expected(.black, .black, .white, .none)
        (light.borderColor, light.borderWidth, light.shadow) = (HUDColor(white: 0.55), 1, HUDPalette.lightShadow)
        var dark = expected(.white, .white, .black, .none)
        (dark.borderColor, dark.borderWidth) = (HUDColor(white: 0.4), 1)
        #expect(palette(.light, reduceTransparency: true) == light)
        #expect(palette(.automatic, scheme: .dark, reduceTransparency: true) == dark)
    }

    @Test(arguments: [HUDStyle.light, .dark, .automatic], [HUDEnvironment.ColorScheme.light, .dark])
    func theSolidBezelsBorderStandsOutAtLeastThreeToOne(style: HUDStyle, scheme: HUDEnvironment.ColorScheme) {
        // Given a solid bezel over an app whose background is the bezel's own colour (white on white: 1:1)
        let solid = palette(style, scheme: scheme, reduceTransparency: true)
        #expect(solid.bezelFill.contrastRatio(with: solid.bezelFill) == 1)
        // Then its border meets WCAG's 3:1 non-text contrast against the fill, and against a white and a black app
        #expect(solid.borderWidth == 1)
        for background in [solid.bezelFill, .white, .black] {
            #expect(solid.borderColor.contrastRatio(with: background) >= 3, "Before the fix the bezel had no border")
        }
    }

    @Test func withoutReduceTransparencyTheMaterialsGetAHairlineAndTheCustomStyleNoBorder() {
        // One pixel of the default 3× display, not a point (before, 3 pixels wide)
        #expect(
            palette(.light).borderWidth == 1.0 / 3 && palette(.light).borderColor == HUDColor(white: 0, alpha: 0.12))
        #expect(palette(.dark).borderWidth == 1.0 / 3 && palette(.dark).borderColor == HUDColor(white: 1, alpha: 0.15))
        let custom = palette(.custom, reduceTransparency: true)
        #expect(custom.borderWidth == 0 && custom.borderColor == .clear && custom.shadow == .none)
    }

    @Test func reduceTransparencyKeepsTheCustomStylesOwnColours() {
        // Given a custom style with a translucent bezel
        let translucent = HUDColor(white: 0.5, alpha: 0.3)
        // When Reduce Transparency is on
        let custom = palette(.custom, reduceTransparency: true) { $0.backgroundColor = translucent }
        // Then the app's colour stays as given
        #expect(
            custom == expected(.black, .black, translucent, .none),
            "Before the fix, a clear custom bezel turned opaque black and hid black text")
    }
}
