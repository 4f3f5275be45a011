import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDAppearanceLineLimitTests {
    private let long = "The upload is waiting for a connection to the server and will resume by itself when it is back"

    private func label(lines: Int) throws -> HUDRenderDescription.Label {
        let render = HUDRenderDescription(
            content: HUDContent(status: long), appearance: HUDAppearance { $0.maximumStatusLines = lines },
            environment: HUDEnvironment(), measurer: HUDApproximateTextMeasurer())
        return try #require(render.label)
    }

    @Test func aLineLimitCutsTheStatusAfterThatManyLinesWithAnEllipsis() throws {
        // Given a status that wraps to more than two lines
        let unlimited = try label(lines: 0)
        #expect(unlimited.lines.count > 2)

        // When the HUD allows two (MBProgressHUD's label.numberOfLines = 2)
        let limited = try label(lines: 2)

        // Then it shows two lines, the second cut with an ellipsis, in a box two lines high
        #expect(limited.lines.count == 2)
        #expect(limited.lines.last?.hasSuffix("…") == true)
        #expect(limited.frame.height == unlimited.frame.height * 2 / CGFloat(unlimited.lines.count))
    }

    @Test func noLimitOrANegativeOneKeepsTheMaximumLabelSize() {
        #expect(HUDAppearance().statusLabelSize(fontScale: 1) == HUDAppearance().maximumLabelSize)
        #expect(
            HUDAppearance { $0.maximumStatusLines = -3 }.statusLabelSize(fontScale: 1)
                == CGSize(width: 200, height: 300))
        #expect(HUDAppearance { $0.maximumStatusLines = 1_000 }.statusLabelSize(fontScale: 1).height == 300)
    }
}
