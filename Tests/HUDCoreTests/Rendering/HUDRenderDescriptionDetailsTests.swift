import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The details label (``HUDOptions/details``): a second, smaller text 4 points under the status, measured, wrapped
/// and cut like it, in its own font and colour, and read by VoiceOver after the status.
struct HUDRenderDescriptionDetailsTests {
    private func render(
        _ indicator: HUDIndicator = .spinner, status: String? = "Uploading", details: String?,
        configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDRenderDescription {
        .fixture(
            HUDContent(indicator: indicator, status: status, options: HUDOptions(details: details)),
            configure: configure)
    }

    @Test func theStatusReadsAboveItsDetailsByWeight() throws {
        // Before, a regular status over regular details differed only in size and colour.
        let withDetails = try #require(render(details: "3 of 10 files").label)
        let alone = try #require(render(details: nil).label)
        #expect(withDetails.font.weight == .semibold)
        #expect(alone.font.weight == .regular)
        let chosen = try #require(
            render(details: "3 of 10 files") { $0.font = HUDFont(textStyle: .body, pointSize: 17, weight: .medium) }
                .label)
        #expect(chosen.font.weight == .medium)
    }

    @Test func detailsSitUnderTheStatusInTheFootnoteFont() {
        RenderGolden.expect(
            render(details: "3 of 10 files").description,
            equalsGolden: "details-sit-under-the-status-in-the-footnote-font")
    }

    @Test func detailsTakeTheirOwnFontAndColour() throws {
        let details = try #require(
            render(details: "3 of 10") {
                $0.detailsFont = HUDFont(textStyle: .caption1, pointSize: 12, weight: .semibold)
                $0.detailsColor = HUDColor(red: 1, green: 0, blue: 0)
            }.details)
        #expect(details.font == HUDFont(textStyle: .caption1, pointSize: 12, weight: .semibold))
        #expect(details.color == HUDColor(red: 1, green: 0, blue: 0))
    }

    @Test func detailsWithoutAStatusSitRightUnderTheIndicator() throws {
        let result = render(status: nil, details: "Tap to cancel")
        let details = try #require(result.details)
        let box = try #require(
            HUDLayout(
                environment: HUDEnvironment(), labelSize: nil, content: .ring, appearance: HUDAppearance(),
                detailsSize: details.frame.size
            ).contentFrame)
        #expect(result.label == nil)
        #expect(details.frame.minY == box.maxY + HUDLayout.labelSpacing)
        // The ring keeps the radius it has with a text under it.
        #expect(result.indicator.spinnerRadius == 18)
        #expect(result.accessibility.label == .status("Tap to cancel"))
    }

    @Test func emptyDetailsShowNothing() {
        #expect(render(details: "").details == nil)
        #expect(render(details: "") == render(details: nil))
    }

    @Test func longDetailsWrapAndAreCutAtTheMaximumLabelSize() throws {
        let details = try #require(render(details: String(repeating: "details ", count: 12_500)).details)
        #expect(details.frame.width <= 200)
        #expect(details.frame.height <= 300)
        #expect(details.lines.count > 1)
        #expect(details.lines.last?.hasSuffix("…") == true)
    }

    @Test func theSVGDrawsTheDetailsAsTheirOwnText() throws {
        let svg = HUDSVGRenderer.svg(for: render(details: "3 of 10 files"))
        #expect(svg.contains(#"<text class="details""#))
        #expect(svg.contains(">3 of 10 files</tspan>"))
        #expect(svg.contains(#"font-size="13""#))
    }

    @Test func voiceOverReadsTheStatusThenTheDetails() {
        #expect(HUDAnnouncement.spokenText(status: "Uploading", details: "3 of 10") == "Uploading, 3 of 10")
        #expect(HUDAnnouncement.spokenText(status: "", details: "3 of 10") == "3 of 10")
        #expect(HUDAnnouncement.spokenText(status: "Uploading", details: "") == "Uploading")
        #expect(HUDAnnouncement.spokenText(status: nil, details: nil) == nil)
        #expect(
            HUDAnnouncement(HUDContent(status: "Uploading", options: HUDOptions(details: "3 of 10")))
                == .status("Uploading, 3 of 10"))
    }
}

extension HUDRenderDescription.Indicator {
    /// The spinner's radius; `nil` for another indicator.
    fileprivate var spinnerRadius: CGFloat? {
        guard case .spinner(let spinner) = self else { return nil }
        return spinner.radius
    }
}
