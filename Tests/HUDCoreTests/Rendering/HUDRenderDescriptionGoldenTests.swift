import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Whole render descriptions of typical states, as their deterministic dump.
struct HUDRenderDescriptionGoldenTests {
    @Test func bareSpinner() {
        RenderGolden.expect(HUDRenderDescription.fixture(HUDContent()).description, equalsGolden: "bare-spinner")
    }

    @Test func spinnerWithStatus() {
        let result = HUDRenderDescription.fixture(HUDContent(status: "Loading"))
        RenderGolden.expect(result.description, equalsGolden: "spinner-with-status")
    }

    @Test func progressRingInDarkMode() {
        let result = HUDRenderDescription.fixture(
            HUDContent(indicator: .progress(0.4), status: "Uploading 40%"), HUDEnvironment(colorScheme: .dark))
        RenderGolden.expect(result.description, equalsGolden: "progress-ring-in-dark-mode")
    }

    @Test func successOnTheBlackMask() {
        let result = HUDRenderDescription.fixture(HUDContent(indicator: .success, status: "Saved")) {
            $0.maskType = .black
        }
        RenderGolden.expect(result.description, equalsGolden: "success-on-the-black-mask")
    }

    @Test func errorOnTheGradientMaskAboveTheKeyboard() {
        let result = HUDRenderDescription.fixture(
            HUDContent(indicator: .error, status: "Failed"), HUDEnvironment(keyboardHeight: 336)
        ) {
            $0.maskType = .gradient
            $0.style = .dark
        }
        RenderGolden.expect(result.description, equalsGolden: "error-on-the-gradient-mask-above-the-keyboard")
    }

    @Test func infoInTheCustomStyleWithBorderAndCustomMask() {
        let result = HUDRenderDescription.fixture(HUDContent(indicator: .info, status: "Heads up")) {
            $0.style = .custom
            $0.foregroundColor = .white
            $0.foregroundImageColor = HUDColor(red: 1, green: 0.8, blue: 0)
            $0.backgroundColor = HUDColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 0.9)
            $0.borderColor = .white
            $0.borderWidth = 1
            $0.maskType = .custom
            $0.backgroundLayerColor = HUDColor(red: 0, green: 0, blue: 0.3, alpha: 0.2)
        }
        RenderGolden.expect(result.description, equalsGolden: "info-in-the-custom-style-with-border-and-custom-mask")
    }

    @Test func nativeIndicatorInDarkMode() {
        let result = HUDRenderDescription.fixture(HUDContent(status: "Syncing"), HUDEnvironment(colorScheme: .dark)) {
            $0.animationType = .native
        }
        RenderGolden.expect(result.description, equalsGolden: "native-indicator-in-dark-mode")
    }

    @Test func messageAtTheTopHeldInsideTheSafeAreaWithoutTheAppearancesMask() {
        let result = HUDRenderDescription(
            message: HUDMessage("Copied to clipboard", options: HUDOptions(position: .top.offset(vertical: -400))),
            appearance: HUDAppearance { $0.maskType = .clear },
            environment: HUDEnvironment(
                bounds: CGRect(x: 0, y: 0, width: 320, height: 568), safeAreaInsets: HUDEdgeInsets(top: 20)),
            bars: HUDMessageBars(), measurer: HUDApproximateTextMeasurer())
        RenderGolden.expect(
            result.description,
            equalsGolden: "message-at-the-top-held-inside-the-safe-area-without-the-appearances-mask")
    }

    @Test func longStatusWrapsAndTruncates() {
        let result = HUDRenderDescription.fixture(
            HUDContent(
                status: "This status is far too long for the box, so it wraps and then it is cut with an ellipsis")
        ) { $0.maximumLabelSize = CGSize(width: 120, height: 54) }
        RenderGolden.expect(result.description, equalsGolden: "long-status-wraps-and-truncates")
    }

    @Test func completedRingWithLargeTextReduceMotionAndReduceTransparency() {
        let result = HUDRenderDescription.fixture(
            HUDContent(indicator: .progress(1), status: "Done"),
            HUDEnvironment(fontScale: 1.5, reduceMotion: true, reduceTransparency: true))
        RenderGolden.expect(
            result.description, equalsGolden: "completed-ring-with-large-text-reduce-motion-and-reduce-transparency")
    }

    @Test func untintedCustomImageInAMinimumSizeBezel() {
        let result = HUDRenderDescription.fixture(HUDContent(indicator: .image(.custom(HUDAssetID(1))))) {
            $0.shouldTintImages = false
            $0.minimumSize = CGSize(width: 100, height: 100)
            $0.imageViewSize = CGSize(width: 40, height: 30)
        }
        RenderGolden.expect(result.description, equalsGolden: "untinted-custom-image-in-a-minimum-size-bezel")
    }

    @Test func customViewWithDetailsAndACancelButtonInDarkMode() {
        let view = HUDCustomView(id: HUDAssetID(2), size: CGSize(width: 64, height: 40))
        let options = HUDOptions(details: "5 of 12 files", button: HUDButton("Cancel", role: .cancel, action: {}))
        let result = HUDRenderDescription.fixture(
            HUDContent(indicator: .customView(view), status: "Offline", options: options),
            HUDEnvironment(colorScheme: .dark))
        RenderGolden.expect(
            result.description, equalsGolden: "custom-view-with-details-and-a-cancel-button-in-dark-mode")
    }

    @Test func twoLineStatusOnAnIPadWithKeyboardAndCustomSizes() {
        let result = HUDRenderDescription.fixture(
            HUDContent(status: "Line one\nLine two"),
            HUDEnvironment(
                bounds: CGRect(x: 0, y: 0, width: 1194, height: 834),
                safeAreaInsets: HUDEdgeInsets(top: 24, bottom: 20),
                keyboardHeight: 400)
        ) {
            $0.ringThickness = 4
            $0.ringRadius = 20
            $0.cornerRadius = 20
            $0.font = HUDFont(textStyle: .headline, pointSize: 17, weight: .semibold)
            $0.motionEffectEnabled = false
        }
        RenderGolden.expect(
            result.description, equalsGolden: "two-line-status-on-an-ipad-with-keyboard-and-custom-sizes")
    }
}
