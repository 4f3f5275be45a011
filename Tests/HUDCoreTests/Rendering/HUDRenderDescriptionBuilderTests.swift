import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDRenderDescriptionBuilderTests {
    private func render(
        _ indicator: HUDIndicator = .spinner, status: String? = nil, options: HUDOptions = HUDOptions(),
        environment: HUDEnvironment = HUDEnvironment(), configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDRenderDescription {
        .fixture(HUDContent(indicator: indicator, status: status, options: options), environment, configure: configure)
    }

    private func masked(_ type: HUDMaskType, configure: (inout HUDAppearance) -> Void = { _ in })
        -> HUDRenderDescription
    {
        render {
            $0.maskType = type
            configure(&$0)
        }
    }

    @Test func maskNonePassesTouchesThrough() {
        let result = masked(.none)
        #expect(result.mask == .none)
        #expect(!result.blocksTouches && !result.accessibility.isModal)
    }

    @Test func maskClearIsAClearFillThatBlocks() {
        let result = masked(.clear)
        #expect(result.mask == .fill(.clear))
        #expect(result.blocksTouches && result.accessibility.isModal)
    }

    @Test func maskBlackIsBlackAtFortyPercent() {
        let result = masked(.black)
        #expect(result.mask == .fill(HUDColor(white: 0, alpha: 0.4)))
        #expect(result.blocksTouches && result.accessibility.isModal)
    }

    @Test func maskCustomUsesTheBackgroundLayerColour() {
        let tint = HUDColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.5)
        let result = masked(.custom) { $0.backgroundLayerColor = tint }
        #expect(result.mask == .fill(tint))
        #expect(result.blocksTouches && result.accessibility.isModal)
    }

    @Test func aBlockingHUDThatSomethingCoversIsNotModalSoVoiceOverReachesTheAlertAboveIt() {
        // Given a blocking HUD in the app's window, and an alert the app presented over it
        let covered = render(environment: HUDEnvironment(isCovered: true)) { $0.maskType = .black }
        // Then it still blocks the app behind it, but VoiceOver is not kept inside it
        #expect(covered.blocksTouches)
        #expect(!covered.accessibility.isModal)
        // And once the alert has gone, it is modal again
        #expect(render(environment: HUDEnvironment(isCovered: false)) { $0.maskType = .black }.accessibility.isModal)
    }

    @Test func maskGradientIsCentredOnTheBezelWithTheShorterSideAsRadius() throws {
        // Given a keyboard that raises the bezel
        let result = render(environment: HUDEnvironment(keyboardHeight: 300)) { $0.maskType = .gradient }
        // Then the gradient centre follows the whole-point bezel: floor(0.45 × 544 − 42) + 42 = 244
        guard case .radialGradient(let center, let radius, let inner, let outer) = result.mask else {
            Issue.record("Expected a radial gradient, got \(result.mask)")
            return
        }
        #expect(center == CGPoint(x: 195, y: 244))
        #expect(radius == 390)
        #expect(inner == .clear && outer == HUDColor(white: 0, alpha: 0.75))
        #expect(result.blocksTouches && result.accessibility.isModal)
    }

    @Test func gradientOnAnInvalidContainerHasAZeroRadius() {
        let environment = HUDEnvironment(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844))
        let result = render(environment: environment) { $0.maskType = .gradient }
        guard case .radialGradient(_, let radius, _, _) = result.mask else {
            Issue.record("Expected a radial gradient, got \(result.mask)")
            return
        }
        #expect(radius == 0)
    }

    @Test func canvasIsTheContainerTheLayoutUsed() {
        // Given a NaN container, an infinite one and one with a negative width
        let containers = [
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844),
            CGRect(x: 0, y: 0, width: 390, height: CGFloat.infinity),
            CGRect(x: 390, y: 0, width: -390, height: 844),
        ]
        // When
        let canvases = containers.map { render(environment: HUDEnvironment(bounds: $0)).canvas }
        // Then the canvas is the container the layout placed the bezel in: empty for a non-finite one, standardized
        // otherwise
        #expect(
            canvases == [.zero, .zero, CGRect(x: 0, y: 0, width: 390, height: 844)],
            """
            Before the fix, the canvas kept the raw bounds, so the description and the SVG said 'nan' and HUDKit's \
            mask layer got a NaN frame
            """)
    }

    @Test func perCallOptionsOverrideTheAppearance() {
        let result = render(options: HUDOptions(maskType: .black, style: .dark, animationType: .native))
        #expect(result.mask == .fill(HUDColor(white: 0, alpha: 0.4)))
        #expect(result.bezel.material == .dark)
        #expect(result.indicator == .native(center: CGPoint(x: 30.5, y: 30.5), color: .white))
    }

    @Test func updatingProgressChangesOnlyTheStrokeEnd() throws {
        // Given
        let original = render(.progress(0.4), status: "Uploading")
        guard case .ring(var ring) = original.indicator else {
            Issue.record("Expected a ring, got \(original.indicator)")
            return
        }
        // When
        let updated = original.updatingProgress(0.7)
        // Then
        ring.strokeEnd = 0.7
        var expected = original
        expected.indicator = .ring(ring)
        expected.accessibility.progressPercent = 70
        #expect(updated == expected)
    }

    @Test func updatingProgressClampsAndKeepsTheValueForNaN() {
        let original = render(.progress(0.4))
        let strokeEnds = [1.5, -1, .infinity, -.infinity, .nan].map { fraction -> Double? in
            guard case .ring(let ring) = original.updatingProgress(fraction).indicator else { return nil }
            return ring.strokeEnd
        }
        #expect(strokeEnds == [1, 0, 1, 0, 0.4])
    }

    @Test func updateProgressInPlaceSaysWhetherTheStrokeEndMoved() {
        var ring = render(.progress(0.4))
        let moved = [
            ring.updateProgress(0.7), ring.updateProgress(0.7), ring.updateProgress(.nan), ring.updateProgress(2),
        ]
        #expect(moved == [true, false, false, true])
        #expect(ring == render(.progress(0.4)).updatingProgress(1))
        for style in HUDProgressStyle.allCases {
            var styled = render(.progress(0.4)) { $0.progressStyle = style }
            let moved = styled.updateProgress(0.5)
            #expect(moved, "\(style)")
            #expect(styled == render(.progress(0.5)) { $0.progressStyle = style }, "\(style)")
        }
        var spinner = render()
        let spinnerMoved = spinner.updateProgress(0.5)
        #expect(!spinnerMoved)
    }

    @Test func updatingProgressLeavesOtherIndicatorsAlone() {
        for original in [render(), render(.success, status: "Done"), render(.none, status: "Text")] {
            #expect(original.updatingProgress(0.5) == original)
        }
    }

    @Test func progressUsesTheFlatRingEvenWithTheNativeAnimationType() {
        let result = render(.progress(0.25)) { $0.animationType = .native }
        let expected = HUDRenderDescription.Ring(
            center: CGPoint(x: 42, y: 42), radius: 24, lineWidth: 2, trackColor: HUDColor(white: 0, alpha: 0.22),
            color: .black, strokeEnd: 0.25)
        #expect(result.indicator == .ring(expected))
    }

    @Test func spinnerCarriesSVProgressHUDsArcAndAnimation() {
        let expected = HUDRenderDescription.Spinner(
            center: CGPoint(x: 42, y: 42), radius: 24, lineWidth: 2, color: .black, startAngle: 3 * .pi / 2,
            endAngle: .pi / 2 + 5 * .pi, strokeStart: 0.015...0.515, strokeEnd: 0.485...0.985, strokeDuration: 1,
            rotationDuration: 1)
        #expect(render().indicator == .spinner(expected))
    }

    @Test func emptyOrMissingStatusHasNoLabelAndNoAccessibilityLabel() {
        for status in [nil, ""] {
            let result = render(status: status)
            #expect(result.label == nil)
            #expect(result.accessibility == HUDRenderDescription.Accessibility(label: .loading, isModal: false))
        }
    }

    @Test func labelCarriesTheMeasuredLinesColourAndScaledFont() {
        let result = render(status: "Loading", environment: HUDEnvironment(colorScheme: .dark, fontScale: 2)) {
            $0.style = .automatic
        }
        // The label sits under the spinner, which grows too (capped at 5/3: a 74 pt box)
        let expected = HUDRenderDescription.Label(
            text: "Loading", lines: ["Loading"], frame: CGRect(x: 12, y: 94, width: 107, height: 36), color: .white,
            font: .subheadline, pointSize: 30)
        #expect(result.label == expected)
        #expect(result.accessibility.label == .status("Loading"))
    }

    @Test func invalidFontScaleMeasuresAtTheDefaultSize() {
        let result = render(status: "Loading", environment: HUDEnvironment(fontScale: .nan))
        #expect(result.label?.pointSize == 15)
        #expect(result.label?.frame.size == CGSize(width: 54, height: 18))
    }

    @Test func infiniteMaximumLabelSizeMeansNoLimit() throws {
        // Given a label box without a height limit, and one without any limit
        let status = String(repeating: "word ", count: 200)
        let tall = render(status: status) { $0.maximumLabelSize = CGSize(width: 200, height: CGFloat.infinity) }
        let open = render(status: "Loading") {
            $0.maximumLabelSize = CGSize(width: CGFloat.infinity, height: .infinity)
        }
        // Then every line is kept, as the measurer wraps it in a box of unlimited height
        let unlimited = HUDApproximateTextMeasurer().measure(
            status, font: .subheadline, fontScale: 1, maximumSize: CGSize(width: 200, height: CGFloat.infinity))
        let label = try #require(tall.label)
        #expect(
            label.lines == unlimited.lines && label.frame.height == unlimited.size.height,
            "Before the fix, an infinite maximumLabelSize was sanitized to 0, so the label showed no line at all")
        #expect(open.label?.lines == ["Loading"] && open.label?.frame.size == CGSize(width: 54, height: 18))
        // And a NaN or negative box still holds nothing
        let closed = render(status: "Loading") { $0.maximumLabelSize = CGSize(width: CGFloat.nan, height: -1) }
        #expect(closed.label?.lines == [] && closed.label?.frame.size == .zero)
    }

    @Test func imagesAreTintedUnlessTintingIsOff() {
        let tinted = render(.success) { $0.style = .dark }
        let plain = render(.image(.custom(HUDAssetID(1))), status: "Sent") { $0.shouldTintImages = false }
        #expect(
            tinted.image
                == HUDRenderDescription.Image(
                    kind: .success, frame: CGRect(x: 28, y: 28, width: 28, height: 28), tint: .white))
        #expect(
            plain.image
                == HUDRenderDescription.Image(
                    kind: .custom(HUDAssetID(1)), frame: CGRect(x: 22, y: 22, width: 28, height: 28), tint: nil))
        #expect(tinted.indicator == .none && plain.indicator == .none)
    }

    @Test func transitionScalesUnlessReduceMotion() {
        let normal = render().transition
        let reduced = render(environment: HUDEnvironment(reduceMotion: true)).transition
        var expected = HUDRenderDescription.Transition(
            appearDuration: 0.15, appearFromScale: 1.3, disappearDuration: 0.15, disappearToScale: 1 / 1.3)
        expected.resizeDuration = 0.2
        #expect(normal == expected)
        #expect(
            reduced == .init(appearDuration: 0.15, appearFromScale: 1, disappearDuration: 0.15, disappearToScale: 1))
    }

    @Test func transitionDurationsComeFromTheSanitizedAppearance() {
        let result = render {
            $0.fadeInAnimationDuration = 0.4
            $0.fadeOutAnimationDuration = -.infinity
        }
        #expect(result.transition.appearDuration == 0.4 && result.transition.disappearDuration == 0)
    }

    @Test func motionEffectsNeedTheSettingAndNoReduceMotion() {
        #expect(render().motionEffectAmplitude == 10)
        #expect(render(environment: HUDEnvironment(reduceMotion: true)).motionEffectAmplitude == 0)
        #expect(render { $0.motionEffectEnabled = false }.motionEffectAmplitude == 0)
    }

    @Test func bezelCarriesCornerBorderAndSanitizedValues() {
        let red = HUDColor(red: 1, green: 0, blue: 0)
        let result = render {
            $0.cornerRadius = .nan
            $0.borderColor = red
            $0.borderWidth = 3
        }
        var expected = HUDRenderDescription.Bezel(
            frame: CGRect(x: 153, y: result.bezel.frame.minY, width: 84, height: 84),
            cornerRadius: 0, fill: HUDColor(white: 1, alpha: 0.6), material: .light,
            borderColor: red, borderWidth: 3)
        expected.shadow = .soft
        #expect(result.bezel == expected)
    }
}
