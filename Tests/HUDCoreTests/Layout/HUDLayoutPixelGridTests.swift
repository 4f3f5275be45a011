import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Every image, indicator and label origin lands on the display's pixel grid, at 1×, 2× and 3×.
struct HUDLayoutPixelGridTests {
    private func isOnGrid(_ value: CGFloat, _ scale: CGFloat) -> Bool {
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) < 1e-9
    }

    private func render(
        _ content: HUDContent, scale: CGFloat, configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDRenderDescription {
        var environment = HUDEnvironment()
        environment.displayScale = scale
        return HUDRenderDescription(
            content: content, appearance: HUDAppearance(configure), environment: environment,
            measurer: HUDApproximateTextMeasurer())
    }

    /// The origins of every part the frame draws inside the bezel.
    private func origins(_ render: HUDRenderDescription) -> [CGPoint] {
        [
            render.indicator.appIndicator?.frame.origin, render.image?.frame.origin, render.label?.frame.origin,
            render.details?.frame.origin, render.button?.frame.origin, render.customView?.frame.origin,
        ].compactMap { $0 }
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func aGlyphCentredInAnOddWidthBezelIsOnTheGrid(scale: CGFloat) throws {
        // Given an 85 pt bezel: the 28 pt checkmark would sit at x = 28.5, half a point (1.5 pixels at 3×)
        let frame = render(HUDContent(indicator: .success, status: "OK"), scale: scale) {
            $0.minimumSize = CGSize(width: 85, height: 85)
        }
        let image = try #require(frame.image)

        // Then
        #expect(frame.bezel.frame.width == 85)
        #expect(isOnGrid(image.frame.minX, scale) && isOnGrid(image.frame.minY, scale))
        #expect(abs(image.frame.midX - 42.5) <= 0.5 / scale + 1e-9)
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func everyPartsOriginIsOnTheGrid(scale: CGFloat) {
        let contents = [
            HUDContent(indicator: .spinner, status: "Loading a rather long status that wraps"),
            HUDContent(indicator: .progress(0.3), status: "Uploading 30%", options: HUDOptions(details: "3 of 10")),
            HUDContent(indicator: .info, status: "Odd", options: HUDOptions(button: HUDButton("Cancel") {})),
            HUDContent(indicator: .none, status: "Text only, wide enough to be odd"),
        ]
        for content in contents {
            for style in [HUDProgressStyle.ring, .bar] {
                let frame = render(content, scale: scale) {
                    $0.minimumSize = CGSize(width: 97, height: 0)
                    $0.progressStyle = style
                }
                for origin in origins(frame) {
                    #expect(isOnGrid(origin.x, scale) && isOnGrid(origin.y, scale), "\(origin) at \(scale)×")
                }
            }
        }
    }

    @Test func aScaledRingsBoxIsOnTheGrid() throws {
        // A Dynamic Type ring (radius 25.2, line 2.8) has a box of 53.2 pt: its centre moves so its box's origin
        // is on the grid.
        var environment = HUDEnvironment(fontScale: 1.4)
        environment.displayScale = 3
        let frame = HUDRenderDescription(
            content: HUDContent(indicator: .progress(0.5), status: "Big"), appearance: HUDAppearance(),
            environment: environment, measurer: HUDApproximateTextMeasurer())
        let box = try #require(frame.indicator.appIndicator?.frame)
        #expect(isOnGrid(box.minX, 3) && isOnGrid(box.minY, 3))
    }

    @Test func pixelAlignedRoundsToTheNearestPixel() {
        #expect(HUDLayout.pixelAligned(28.5, scale: 3) == 86.0 / 3)
        #expect(HUDLayout.pixelAligned(28.5, scale: 2) == 28.5)
        #expect(HUDLayout.pixelAligned(28.4, scale: 1) == 28)
        #expect(HUDLayout.pixelAligned(28.5, scale: .nan) == 29)
        #expect(HUDLayout.pixelAligned(28.25, scale: 0.5) == 28)
    }

    @Test func theHairlineIsOnePixelWide() {
        for scale in [CGFloat(1), 2, 3] {
            #expect(render(HUDContent(), scale: scale).bezel.borderWidth == 1 / scale)
        }
    }
}
