import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDColorContrastTests {
    @Test func luminanceFollowsWCAGsSRGBCurve() {
        #expect(HUDColor.black.relativeLuminance == 0)
        #expect(abs(HUDColor.white.relativeLuminance - 1) < 1e-12)
        #expect(abs(HUDColor(white: 0.5).relativeLuminance - 0.2140) < 0.0001)
        #expect(abs(HUDColor(red: 0, green: 1, blue: 0).relativeLuminance - 0.7152) < 1e-12)
    }

    @Test func contrastIsSymmetricFromOneToTwentyOne() {
        #expect(abs(HUDColor.white.contrastRatio(with: .black) - 21) < 1e-9)
        #expect(HUDColor.black.contrastRatio(with: .white) == HUDColor.white.contrastRatio(with: .black))
        #expect(HUDColor(white: 0.3).contrastRatio(with: HUDColor(white: 0.3, alpha: 0)) == 1)
    }

    @Test func theSolidBezelBordersMeasure() {
        // The numbers the palette's documentation gives
        let light = HUDPalette.solidLightBorderColor.contrastRatio(with: .white)
        let dark = HUDPalette.solidDarkBorderColor.contrastRatio(with: .black)
        #expect((light * 100).rounded() / 100 == 3.35)
        #expect((dark * 100).rounded() / 100 == 3.66)
    }
}
