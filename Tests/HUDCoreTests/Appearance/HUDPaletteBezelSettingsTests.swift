import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The colour settings MBProgressHUD's apps set apply in every style: the content colour, the bezel colour and the
/// bezel's material.
struct HUDPaletteBezelSettingsTests {
    private let orange = HUDColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    private let navy = HUDColor(red: 0, green: 0, blue: 0.3, alpha: 0.9)

    private func palette(
        _ style: HUDStyle, reduceTransparency: Bool = false, _ configure: (inout HUDAppearance) -> Void
    ) -> HUDPalette {
        var appearance = HUDAppearance(configure)
        appearance.style = style
        return HUDPalette(appearance: appearance, environment: HUDEnvironment(reduceTransparency: reduceTransparency))
    }

    @Test func theContentColourAppliesInEveryStyle() {
        for style in [HUDStyle.light, .dark, .automatic, .custom] {
            let result = palette(style) {
                $0.contentColor = orange
                $0.foregroundColor = .white
            }
            #expect(result.foreground == orange && result.foregroundImage == orange, "\(style)")
        }
    }

    @Test func theBezelColourReplacesTheFillAndKeepsTheMaterial() {
        let result = palette(.dark) { $0.bezelColor = navy }
        #expect(result.bezelFill == navy)
        #expect(result.material == .dark)
    }

    @Test func theMaterialCanBeDroppedOrChosenWhateverTheStyle() {
        #expect(palette(.light) { $0.bezelMaterial = .none }.material == .none)
        #expect(palette(.light) { $0.bezelMaterial = .dark }.material == .dark)
        #expect(palette(.custom) { $0.bezelMaterial = .light }.material == .light)
        #expect(palette(.dark) { $0.bezelMaterial = .automatic }.material == .dark)
    }

    @Test func reduceTransparencyMakesAColourOverAMaterialSolidWithABorder() {
        let result = palette(.light, reduceTransparency: true) { $0.bezelColor = navy }
        #expect(result.material == .none)
        #expect(result.bezelFill == navy.withAlpha(1))
        #expect(result.borderWidth == HUDPalette.solidBorderWidth)
        // A solid bezel the app asked for keeps its colour as given
        let solid = palette(.light, reduceTransparency: true) {
            $0.bezelColor = navy
            $0.bezelMaterial = .none
        }
        #expect(solid.bezelFill == navy && solid.borderWidth == 0)
    }

    @Test func theRenderDescriptionDrawsTheSettings() {
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.5), status: "Uploading")) {
            $0.contentColor = orange
            $0.bezelColor = navy
            $0.bezelMaterial = .none
        }
        #expect(render.bezel.fill == navy && render.bezel.material == .none)
        #expect(
            render.indicator
                == .ring(
                    .init(
                        center: CGPoint(x: 46, y: 36), radius: 18, lineWidth: 2, trackColor: orange.withAlpha(0.22),
                        color: orange, strokeEnd: 0.5)))
        #expect(render.label?.color == orange)
    }
}
