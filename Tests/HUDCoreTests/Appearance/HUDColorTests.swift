import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDColorTests {
    @Test func componentsAreClampedAndNonFiniteOnesBecomeZeroInTheInitializer() {
        #expect(
            HUDColor(red: 1.5, green: -0.5, blue: .nan, alpha: .infinity)
                == HUDColor(red: 1, green: 0, blue: 0, alpha: 0))
    }

    @Test func componentsAreClampedAndNonFiniteOnesBecomeZeroWhenAssigned() {
        // Given
        var color = HUDColor.white
        // When
        color.red = .nan
        color.green = 2
        color.blue = -1
        color.alpha = .infinity
        // Then
        #expect(
            [color.red, color.green, color.blue, color.alpha] == [0, 1, 0, 0],
            "Before the fix, only the initializer clamped, and a NaN channel crashed the dump and the SVG (Int(nan))")
    }

    @Test func anAssignedColourDescribesAndDrawsWithoutCrashing() {
        // Given an appearance whose custom colours were assigned NaN and out-of-range components
        let render = HUDRenderDescription.fixture(HUDContent(status: "Loading")) {
            $0.style = .custom
            $0.foregroundColor.red = .nan
            $0.backgroundColor.alpha = 7
        }
        // Then the colours are valid and both the dump and the SVG can be written
        #expect(render.label?.color == HUDColor(red: 0, green: 0, blue: 0))
        #expect(render.bezel.fill == .white)
        #expect(render.description.contains("fill=rgba(255,255,255,1)"))
        #expect(HUDSVGRenderer.svg(for: render).contains("fill=\"rgb(0,0,0)\""))
    }
}
