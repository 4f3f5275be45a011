import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The bezel's edge against apps of its own tone, measured as WCAG contrast ratios of its strongest cue (body,
/// hairline, shadow) against the app.
struct HUDPaletteEdgeTests {
    /// Light sample backgrounds: white (a plain list) and iOS's grouped background (242, 242, 247).
    static let lightApps = [HUDColor.white, HUDColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255)]
    /// Dark sample backgrounds: black and iOS's dark secondary background (28, 28, 30).
    static let darkApps = [HUDColor.black, HUDColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255)]

    private func palette(
        _ scheme: HUDEnvironment.ColorScheme, _ configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDPalette {
        HUDPalette(appearance: HUDAppearance(configure), environment: HUDEnvironment(colorScheme: scheme))
    }

    @Test(arguments: lightApps)
    func theLightBezelStandsOutFromALightApp(app: HUDColor) {
        // Given the automatic style in light mode
        let light = palette(.light)
        // When it is measured over a light app
        let edge = light.edgeContrast(over: app)
        let body = light.bezelColor(over: app).contrastRatio(with: app)
        // Then the body alone is almost the app's colour, but the hairline and the shadow give it an edge
        #expect(body < 1.1)
        #expect(edge >= 1.3, "Before the fix the light bezel was 1.02–1.03:1 against a light app (\(edge))")
        #expect(light.shadow == .soft)
    }

    @Test(arguments: darkApps)
    func theDarkBezelStandsOutFromADarkApp(app: HUDColor) {
        // Given the automatic style in dark mode
        let dark = palette(.dark)
        // When it is measured over a dark app
        let edge = dark.edgeContrast(over: app)
        // Then its white hairline gives it an edge
        #expect(edge >= 1.3, "Before the fix the dark bezel was 1.06–1.26:1 against a dark app (\(edge))")
        #expect(dark.borderColor == HUDColor(white: 1, alpha: 0.15))
    }

    @Test func withoutTheEdgeTheBezelIsAsFaintAsTheIssueMeasured() {
        // Given the same palettes with their edge taken away (the old look)
        var light = palette(.light)
        (light.borderWidth, light.shadow) = (0, .none)
        var dark = palette(.dark)
        dark.borderWidth = 0
        // Then they melt into apps of their tone, which is what the edge fixes
        for app in Self.lightApps { #expect(light.edgeContrast(over: app) < 1.1) }
        for app in Self.darkApps { #expect(dark.edgeContrast(over: app) < 1.3) }
    }

    @Test func theAppsShadowAndBorderReplaceTheStyles() {
        // Given an app that sets its own shadow
        let shadow = HUDShadow(color: HUDColor(white: 0, alpha: 0.5), radius: .nan, offset: HUDOffset(vertical: 2))
        let custom = palette(.light) { $0.bezelShadow = shadow }
        let none = palette(.light) { $0.bezelShadow = HUDShadow.none }
        // Then its shadow is used (sanitized), and `.none` removes the style's
        #expect(custom.shadow == HUDShadow(color: shadow.color, radius: 0, offset: HUDOffset(vertical: 2)))
        #expect(!none.shadow.isVisible)
    }

    @Test func theCustomStyleAndASolidBezelGetNoEdge() {
        #expect(palette(.light) { $0.style = .custom }.edgeContrast(over: .white) == 1)
        let solid = palette(.light) { $0.bezelMaterial = .none }
        #expect(solid.borderWidth == 0 && !solid.shadow.isVisible)
    }

    @Test func theDetailsAreTheForegroundAtSixtyPercent() {
        #expect(palette(.light).secondaryForeground == HUDColor(white: 0, alpha: 0.6))
        #expect(palette(.dark).secondaryForeground == HUDColor(white: 1, alpha: 0.6))
    }

    @Test func compositingBlendsSourceOver() {
        let grey = HUDColor.black.withAlpha(0.5).composited(over: .white)
        #expect(abs(grey.red - 0.5) < 1e-9 && grey.alpha == 1)
        #expect(HUDColor.clear.composited(over: .clear) == .clear)
    }
}
