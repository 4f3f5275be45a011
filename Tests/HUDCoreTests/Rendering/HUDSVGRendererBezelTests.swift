import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The bezel's material and the label's direction.
struct HUDSVGRendererBezelTests {
    @Test func withABackdropTheMaterialIsTheSceneBlurredAndClippedToTheBezel() throws {
        // Given a light HUD on the black mask, drawn over the document's element "app"
        let render = HUDRenderDescription.fixture(HUDContent(status: "Loading")) { $0.maskType = .black }
        let svg = HUDSVGRenderer.svg(for: render, options: .init(idPrefix: "a", backdropID: "app"))
        let origin = render.bezel.frame.origin
        // Then the bezel holds the app and the mask, moved into the bezel's coordinates, blurred 10 pt and clipped
        // to the bezel's rounded rectangle, under a lighter tint than without the blur
        #expect(svg.contains(#"<g class="material-blur" clip-path="url(#a-material-clip)">"#))
        #expect(
            svg.contains(
                "<g transform=\"translate(\(-Int(origin.x)) \(-Int(origin.y)))\" filter=\"url(#a-material-blur)\">\n"
                    + "<use href=\"#app\"/>\n"
                    + #"<rect class="mask" x="0" y="0" width="390" height="844" fill="rgb(0,0,0)" fill-opacity="0.4"/>"#
            ))
        #expect(svg.contains(#"<feGaussianBlur stdDeviation="10"/>"#))
        #expect(svg.contains(#"<rect class="material" width="#) && svg.contains(#"fill-opacity="0.5"/>"#))
        #expect(try #require(SVGDocument(svg)).elements.contains("clipPath"))
    }

    @Test func withoutABackdropOrWithoutAMaterialNothingIsBlurred() {
        let light = HUDRenderDescription.fixture(HUDContent())
        let solid = HUDRenderDescription.fixture(HUDContent(), HUDEnvironment(reduceTransparency: true))
        #expect(!HUDSVGRenderer.svg(for: light).contains("material-blur"))
        #expect(HUDSVGRenderer.svg(for: light).contains(#"fill-opacity="0.8""#))
        #expect(!HUDSVGRenderer.svg(for: solid, options: .init(backdropID: "app")).contains("material-blur"))
    }
}
