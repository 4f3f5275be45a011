import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Whole render descriptions of typical states, as their deterministic dump.
struct HUDRenderDescriptionGoldenTests {
    @Test func bareSpinner() {
        #expect(
            HUDRenderDescription.fixture(HUDContent()).description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=153 y=337 w=84 h=84 r=14 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator spinner c=(42,42) r=24 w=2 color=rgba(0,0,0,1) arc=4.71..17.28 strokeStart=0.015..0.515 strokeEnd=0.485..0.985 stroke=1s rotation=1s
                image none
                label none
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label=Loading modal=false id="HUD"
                """#)
    }

    @Test func spinnerWithStatus() {
        let result = HUDRenderDescription.fixture(HUDContent(status: "Loading"))
        #expect(
            result.description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=156 y=330 w=78 h=98 r=14 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator spinner c=(39,36) r=18 w=2 color=rgba(0,0,0,1) arc=4.71..17.28 strokeStart=0.015..0.515 strokeEnd=0.485..0.985 stroke=1s rotation=1s
                image none
                label x=12 y=68 w=54 h=18 color=rgba(0,0,0,1) font=subheadline,regular,15 size=15 lines=1
                  "Loading"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="Loading" modal=false id="HUD"
                """#)
    }

    @Test func progressRingInDarkMode() {
        let result = HUDRenderDescription.fixture(
            HUDContent(indicator: .progress(0.4), status: "Uploading 40%"), HUDEnvironment(colorScheme: .dark))
        #expect(
            result.description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=127 y=330 w=135 h=98 r=14 fill=rgba(0,0,0,0.6) material=dark border=0.33 rgba(255,255,255,0.15)
                indicator ring c=(67.67,36) r=18 w=2 track=rgba(255,255,255,0.22) color=rgba(255,255,255,1) strokeEnd=0.4
                image none
                label x=12 y=68 w=111 h=18 color=rgba(255,255,255,1) font=subheadline,regular,15 size=15 lines=1
                  "Uploading 40%"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="Uploading 40%" value=40% modal=false id="HUD"
                """#)
    }

    @Test func successOnTheBlackMask() {
        let result = HUDRenderDescription.fixture(HUDContent(indicator: .success, status: "Saved")) {
            $0.maskType = .black
        }
        #expect(
            result.description == #"""
                canvas 390x844
                mask fill rgba(0,0,0,0.4) blocksTouches
                bezel x=159 y=330 w=72 h=98 r=14 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator none
                image success x=22 y=22 w=28 h=28 tint=rgba(0,0,0,1)
                label x=14.67 y=68 w=43 h=18 color=rgba(0,0,0,1) font=subheadline,regular,15 size=15 lines=1
                  "Saved"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="Saved" modal=true id="HUD"
                """#)
    }

    @Test func errorOnTheGradientMaskAboveTheKeyboard() {
        let result = HUDRenderDescription.fixture(
            HUDContent(indicator: .error, status: "Failed"), HUDEnvironment(keyboardHeight: 336)
        ) {
            $0.maskType = .gradient
            $0.style = .dark
        }
        #expect(
            result.description == #"""
                canvas 390x844
                mask radialGradient c=(195,228) r=390 inner=rgba(0,0,0,0) outer=rgba(0,0,0,0.75) blocksTouches
                bezel x=159 y=179 w=72 h=98 r=14 fill=rgba(0,0,0,0.6) material=dark border=0.33 rgba(255,255,255,0.15)
                indicator none
                image error x=22 y=22 w=28 h=28 tint=rgba(255,255,255,1)
                label x=15.67 y=68 w=41 h=18 color=rgba(255,255,255,1) font=subheadline,regular,15 size=15 lines=1
                  "Failed"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="Failed" modal=true id="HUD"
                """#)
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
        #expect(
            result.description == #"""
                canvas 390x844
                mask fill rgba(0,0,77,0.2) blocksTouches
                bezel x=150 y=330 w=89 h=98 r=14 fill=rgba(26,51,128,0.9) material=none border=1 rgba(255,255,255,1)
                indicator none
                image info x=30.67 y=22 w=28 h=28 tint=rgba(255,204,0,1)
                label x=12 y=68 w=65 h=18 color=rgba(255,255,255,1) font=subheadline,regular,15 size=15 lines=1
                  "Heads up"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="Heads up" modal=true id="HUD"
                """#)
    }

    @Test func nativeIndicatorInDarkMode() {
        let result = HUDRenderDescription.fixture(HUDContent(status: "Syncing"), HUDEnvironment(colorScheme: .dark)) {
            $0.animationType = .native
        }
        #expect(
            result.description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=156 y=336 w=78 h=87 r=14 fill=rgba(0,0,0,0.6) material=dark border=0.33 rgba(255,255,255,0.15)
                indicator native c=(39.17,30.5) color=rgba(255,255,255,1)
                image none
                label x=12 y=57 w=54 h=18 color=rgba(255,255,255,1) font=subheadline,regular,15 size=15 lines=1
                  "Syncing"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="Syncing" modal=false id="HUD"
                """#)
    }

    @Test func messageAtTheTopHeldInsideTheSafeAreaWithoutTheAppearancesMask() {
        let result = HUDRenderDescription(
            message: HUDMessage("Copied to clipboard", options: HUDOptions(position: .top.offset(vertical: -400))),
            appearance: HUDAppearance { $0.maskType = .clear },
            environment: HUDEnvironment(
                bounds: CGRect(x: 0, y: 0, width: 320, height: 568), safeAreaInsets: HUDEdgeInsets(top: 20)),
            bars: HUDMessageBars(), measurer: HUDApproximateTextMeasurer())
        #expect(
            result.description == #"""
                canvas 320x568
                mask none passThrough
                bezel x=83 y=20 w=154 h=42 r=21 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator none
                image none
                label x=12 y=12 w=130 h=18 color=rgba(0,0,0,1) font=subheadline,regular,15 size=15 lines=1 align=leading
                  "Copied to clipboard"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 0
                accessibility label="Copied to clipboard" modal=false id="HUDMessage"
                """#)
    }

    @Test func longStatusWrapsAndTruncates() {
        let result = HUDRenderDescription.fixture(
            HUDContent(
                status: "This status is far too long for the box, so it wraps and then it is cut with an ellipsis")
        ) { $0.maximumLabelSize = CGSize(width: 120, height: 54) }
        #expect(
            result.description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=123 y=312 w=144 h=134 r=14 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator spinner c=(72,36) r=18 w=2 color=rgba(0,0,0,1) arc=4.71..17.28 strokeStart=0.015..0.515 strokeEnd=0.485..0.985 stroke=1s rotation=1s
                image none
                label x=12 y=68 w=120 h=54 color=rgba(0,0,0,1) font=subheadline,regular,15 size=15 lines=3
                  "This status is far"
                  "too long for the"
                  "box, so it wraps…"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="This status is far too long for the box, so it wraps and the"…(88 characters) modal=false id="HUD"
                """#)
    }

    @Test func completedRingWithLargeTextReduceMotionAndReduceTransparency() {
        let result = HUDRenderDescription.fixture(
            HUDContent(indicator: .progress(1), status: "Done"),
            HUDEnvironment(fontScale: 1.5, reduceMotion: true, reduceTransparency: true))
        #expect(
            result.description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=149 y=316 w=91 h=126 r=14 fill=rgba(255,255,255,1) material=none border=1 rgba(140,140,140,1) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator ring c=(45.5,45.5) r=27 w=3 track=rgba(0,0,0,0.22) color=rgba(0,0,0,1) strokeEnd=1
                image none
                label x=18.67 y=87 w=54 h=27 color=rgba(0,0,0,1) font=subheadline,regular,15 size=22.5 lines=1
                  "Done"
                transition in=0.15s from=1 out=0.15s to=1
                motion 0
                accessibility label="Done" value=100% modal=false id="HUD"
                """#)
    }

    @Test func untintedCustomImageInAMinimumSizeBezel() {
        let result = HUDRenderDescription.fixture(HUDContent(indicator: .image(.custom(HUDAssetID(1))))) {
            $0.shouldTintImages = false
            $0.minimumSize = CGSize(width: 100, height: 100)
            $0.imageViewSize = CGSize(width: 40, height: 30)
        }
        #expect(
            result.description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=145 y=329 w=100 h=100 r=14 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator none
                image custom(asset#1) x=30 y=35 w=40 h=30 tint=none
                label none
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label=app asset#1 modal=false id="HUD"
                """#)
    }

    @Test func customViewWithDetailsAndACancelButtonInDarkMode() {
        let view = HUDCustomView(id: HUDAssetID(2), size: CGSize(width: 64, height: 40))
        let options = HUDOptions(details: "5 of 12 files", button: HUDButton("Cancel", role: .cancel, action: {}))
        let result = HUDRenderDescription.fixture(
            HUDContent(indicator: .customView(view), status: "Offline", options: options),
            HUDEnvironment(colorScheme: .dark))
        #expect(
            result.description == #"""
                canvas 390x844
                mask none passThrough
                bezel x=142 y=300 w=106 h=158 r=14 fill=rgba(0,0,0,0.6) material=dark border=0.33 rgba(255,255,255,0.15)
                indicator none
                image none
                label x=30 y=60 w=46 h=18 color=rgba(255,255,255,1) font=subheadline,semibold,15 size=15 lines=1
                  "Offline"
                customView asset#2 x=21 y=12 w=64 h=40 tint=rgba(255,255,255,1)
                details x=19.67 y=82 w=67 h=16 color=rgba(255,255,255,0.6) font=footnote,regular,13 size=13 lines=1
                  "5 of 12 files"
                button x=12 y=110 w=82 h=36 r=18 fill=rgba(255,255,255,0.1) color=rgba(255,255,255,1) font=subheadline,semibold,15 size=15 "Cancel"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 10
                accessibility label="Offline, 5 of 12 files" modal=false id="HUD"
                """#)
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
        #expect(
            result.description == #"""
                canvas 1194x834
                mask none passThrough
                bezel x=550 y=131 w=93 h=127 r=20 fill=rgba(255,255,255,0.6) material=light border=0.33 rgba(0,0,0,0.12) shadow=rgba(0,0,0,0.25) r=12 (0,3)
                indicator spinner c=(46.67,39) r=20 w=4 color=rgba(0,0,0,1) arc=4.71..17.28 strokeStart=0.015..0.515 strokeEnd=0.485..0.985 stroke=1s rotation=1s
                image none
                label x=12 y=74 w=69 h=41 color=rgba(0,0,0,1) font=headline,semibold,17 size=17 lines=2
                  "Line one"
                  "Line two"
                transition in=0.15s from=1.3 out=0.15s to=0.77
                motion 0
                accessibility label="Line one\nLine two" modal=false id="HUD"
                """#)
    }
}
