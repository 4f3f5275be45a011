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

    @Test func reduceTransparencyMakesTheMaterialStylesSolid() {
        #expect(palette(.light, reduceTransparency: true) == expected(.black, .black, .white, .none))
        #expect(palette(.automatic, scheme: .dark, reduceTransparency: true) == expected(.white, .white, .black, .none))
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
