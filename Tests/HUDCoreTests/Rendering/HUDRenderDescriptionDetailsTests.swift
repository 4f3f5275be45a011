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
        #expect(
            render(details: "3 of 10 files").description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=147 y=320 w=95 h=118 r=14 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator spinner c=(47.67,36) r=18 w=2 color=rgba(0,0,0,1) arc=4.71..17.28 strokeStart=0.015..0.515 strokeEnd=0.485..0.985 stroke=1s rotation=1s
                image none
                label x=12 y=68 w=71 h=18 color=rgba(0,0,0,1) font=subheadline,semibold,15 size=15 lines=1
                  "Uploading"
                details x=14 y=90 w=67 h=16 color=rgba(0,0,0,0.6) font=footnote,regular,13 size=13 lines=1
                  "3 of 10 files"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="Uploading, 3 of 10 files" modal=false id="HUD"
                """#)
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
