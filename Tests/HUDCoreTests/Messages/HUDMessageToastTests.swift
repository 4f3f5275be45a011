import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A message is a toast: a line cap with "…", text aligned to its leading edge with the glyph on its first line,
/// and a capsule only while it is one line.
struct HUDMessageToastTests {
    let phone = HUDEnvironment(safeAreaInsets: HUDEdgeInsets(top: 47, bottom: 34))
    let long = "Couldn't upload 24 photos to “Holiday”. The shared album is full, so free up some space and try again."

    private func render(
        _ message: HUDMessage, configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDRenderDescription {
        HUDRenderDescription(
            message: message, appearance: HUDAppearance(configure), environment: phone, bars: HUDMessageBars(),
            measurer: HUDApproximateTextMeasurer())
    }

    @Test func aLongMessageTakesTwoLinesByDefaultAndEndsInAnEllipsis() throws {
        // Before toasts had a cap, this text took five lines of a 200 pt label.
        let label = try #require(render(HUDMessage(long, glyph: .error)).label)
        #expect(label.lines.count == 2)
        #expect(label.lines.last?.hasSuffix("…") == true)
        #expect(label.frame.height == 36)
    }

    @Test func theLineCapIsSettableUpToThree() throws {
        let lines = { (cap: Int) in
            try #require(self.render(HUDMessage(self.long)) { $0.messageMaximumLines = cap }.label).lines.count
        }
        #expect(try lines(1) == 1)
        #expect(try lines(3) == 3)
        #expect(try lines(9) == 3)
        #expect(try lines(0) == 1)
        #expect(try lines(-2) == 1)
    }

    @Test func multiLineTextIsLeadingAlignedWithTheGlyphOnItsFirstLine() throws {
        // Given
        let pill = render(HUDMessage(long, glyph: .error, options: HUDOptions(details: "Tap to manage storage")))
        let glyph = try #require(pill.image)
        let label = try #require(pill.label)
        let details = try #require(pill.details)
        let firstLineMiddle = label.frame.minY + label.frame.height / CGFloat(label.lines.count) / 2

        // Then: before, the glyph floated at the pill's middle and each line was centred.
        #expect(label.alignment == .leading && details.alignment == .leading)
        #expect(label.frame.minX == glyph.frame.maxX + 8)
        #expect(details.frame.minX == label.frame.minX)
        #expect(abs(glyph.frame.midY - firstLineMiddle) <= 1.0 / 3)
        #expect(glyph.frame.midY < pill.bezel.frame.height / 2 - 10)
    }

    @Test func rightToLeftTextIsAlignedToTheRight() throws {
        let pill = render(
            HUDMessage("تعذّر رفع الصور إلى الألبوم المشترك لأنه ممتلئ، حرّر بعض المساحة وحاول مجددًا", glyph: .error))
        let label = try #require(pill.label)
        let glyph = try #require(pill.image)
        #expect(label.alignment == .leading && label.direction == .rightToLeft)
        #expect(abs(label.frame.maxX + 8 - glyph.frame.minX) <= 1.0 / 3)
    }

    @Test func aTallerMessageHasTheBezelsCornerRadiusNeverOneInBetween() {
        let oneLine = render(HUDMessage("Copied", glyph: .success))
        let twoLines = render(HUDMessage(long, glyph: .error))
        let withDetails = render(HUDMessage("Link copied", options: HUDOptions(details: "Paste it in any app")))
        #expect(oneLine.bezel.cornerRadius == oneLine.bezel.frame.height / 2)
        #expect(twoLines.bezel.cornerRadius == HUDAppearance().cornerRadius)
        #expect(withDetails.bezel.cornerRadius == HUDAppearance().cornerRadius)
        let rounder = render(HUDMessage(long)) { $0.cornerRadius = 20 }
        #expect(rounder.bezel.cornerRadius == 20)
    }

    @Test func everyPartOfAMessageIsOnThePixelGrid() throws {
        for scale in [CGFloat(1), 2, 3] {
            var environment = phone
            environment.displayScale = scale
            let pill = HUDRenderDescription(
                message: HUDMessage(long, glyph: .info, options: HUDOptions(details: "Tap to manage storage")),
                appearance: HUDAppearance(), environment: environment, bars: HUDMessageBars(),
                measurer: HUDApproximateTextMeasurer())
            let origins = [pill.image?.frame.origin, pill.label?.frame.origin, pill.details?.frame.origin]
            for origin in origins {
                let point = try #require(origin)
                #expect((point.x * scale).rounded() == point.x * scale, "x \(point.x) at \(scale)×")
                #expect((point.y * scale).rounded() == point.y * scale, "y \(point.y) at \(scale)×")
            }
        }
    }
}
