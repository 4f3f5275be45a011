import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The indicators drawn on their own (HUDKit's `HUDSpinnerView`, `HUDProgressView` and their SwiftUI versions) and
/// the place of an app's own indicator in the HUD (`HUDIndicatorView`): the HUD's parts, by the HUD's rules.
struct HUDStandaloneIndicatorTests {
    private let square = CGRect(x: 0, y: 0, width: 40, height: 40)

    /// The HUD's frame for `indicator` drawn in `style`.
    private func hud(_ indicator: HUDIndicator, style: HUDProgressStyle = .ring) -> HUDRenderDescription {
        HUDRenderDescription(
            content: HUDContent(indicator: indicator, status: "Uploading"),
            appearance: HUDAppearance { $0.progressStyle = style }, environment: HUDEnvironment(),
            measurer: HUDApproximateTextMeasurer())
    }

    @Test(arguments: HUDProgressStyle.allCases)
    func aProgressViewInTheHUDsBoxDrawsExactlyTheHUDsPart(_ style: HUDProgressStyle) throws {
        // Given the HUD's part and its box
        let render = hud(.progress(0.4), style: style)
        let box = try #require(render.indicator.appIndicator).frame
        // When the same progress is drawn alone in a view of that box
        let alone = HUDRenderDescription.standaloneProgress(
            0.4, style: style, in: box, lineWidth: HUDAppearance().ringThickness, color: HUDColor.black)
        // Then the parts are the same but for the colour
        let recoloured = HUDRenderDescription.standaloneProgress(
            0.4, style: style, in: box, lineWidth: HUDAppearance().ringThickness,
            color: try #require(render.indicator.color))
        #expect(recoloured == render.indicator, "Before the fix, the HUD's parts could only be drawn inside a HUD")
        #expect(alone != .none)
    }

    @Test func theSpinnerAloneIsTheHUDsSpinnerInItsBox() throws {
        let render = hud(.spinner)
        guard case .spinner(let spinner) = render.indicator else {
            Issue.record("Not a spinner: \(render.indicator)")
            return
        }
        let box = try #require(render.indicator.appIndicator)
        #expect(box.progress == nil)
        let alone = HUDRenderDescription.standaloneSpinner(
            in: box.frame, lineWidth: spinner.lineWidth, color: spinner.color)
        #expect(alone == spinner)
    }

    @Test func aRoundIndicatorIsAsLargeAsFitsAndCentred() {
        let wide = CGRect(x: 0, y: 0, width: 60, height: 40)
        let spinner = HUDRenderDescription.standaloneSpinner(in: wide, lineWidth: 2, color: .black)
        #expect(spinner.center == CGPoint(x: 30, y: 20))
        #expect(spinner.radius == 19)
        guard
            case .pie(let pie) = HUDRenderDescription.standaloneProgress(
                0.5, style: .pie, in: square, lineWidth: 4, color: .black)
        else {
            Issue.record("Not a pie")
            return
        }
        #expect(pie.radius + pie.lineWidth / 2 == 20)
    }

    @Test func theBarFillsTheBounds() {
        let bounds = CGRect(x: 0, y: 0, width: 120, height: 10)
        guard
            case .bar(let bar) = HUDRenderDescription.standaloneProgress(
                0.5, style: .bar, in: bounds, lineWidth: 2, color: .black)
        else {
            Issue.record("Not a bar")
            return
        }
        #expect(bar.frame == bounds)
        #expect(bar.strokeEnd == 0.5)
    }

    @Test(arguments: [(-1.0, 0.0), (.nan, 0), (2, 1), (0.25, 0.25), (.infinity, 1)])
    func theProgressIsClamped(_ given: Double, _ drawn: Double) {
        let part = HUDRenderDescription.standaloneProgress(given, style: .ring, in: square, lineWidth: 2, color: .black)
        #expect(part.appIndicator?.progress == drawn)
    }

    @Test func unusableBoundsAndWidthsDrawNothingAndNeverCrash() {
        let spinner = HUDRenderDescription.standaloneSpinner(
            in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), lineWidth: .nan, color: .black)
        #expect(spinner.radius == 0)
        #expect(spinner.lineWidth == 0)
        let tiny = HUDRenderDescription.standaloneSpinner(
            in: CGRect(x: 0, y: 0, width: 1, height: 1), lineWidth: 8, color: .black)
        #expect(tiny.radius == 0)
    }

    @Test func anAppsIndicatorHasNoPlaceWithoutAnIndicator() {
        #expect(hud(.success).indicator.appIndicator == nil)
        #expect(hud(.text).indicator.appIndicator == nil)
        let native = HUDRenderDescription.Indicator.native(center: CGPoint(x: 50, y: 50), color: .black)
        #expect(native.appIndicator?.frame == CGRect(x: 31.5, y: 31.5, width: 37, height: 37))
    }

    @Test(arguments: HUDProgressStyle.allCases)
    func aStyleDrawnAloneIsAsLargeAsTheBarItDrawsOrMBProgressHUDsRoundView(_ style: HUDProgressStyle) {
        // Given a style drawn alone at its own size (HUDProgressView's intrinsic content size)
        let size = style.standaloneSize
        // When it is drawn in those bounds
        let part = HUDRenderDescription.standaloneProgress(
            0.4, style: style, in: CGRect(origin: .zero, size: size), lineWidth: 2, color: .black)
        // Then a bar fills them at its HUD size, and a round style fills MBProgressHUD's 37 × 37
        if let bar = part.bar {
            #expect(bar.frame.size == HUDLayout.barSize)
        } else {
            #expect(size == CGSize(width: 37, height: 37))
            #expect(part.appIndicator?.frame == CGRect(origin: .zero, size: size))
        }
    }
}
