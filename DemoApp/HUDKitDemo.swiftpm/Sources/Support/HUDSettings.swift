import HUDKit
import SwiftUI

/// The static settings of `HUD` as published values for the demo's pickers, sliders and toggles: every change is
/// written straight to `HUD` (`HUD.ringThickness = …`), so a HUD on screen restyles at once and the next one uses it.
@MainActor
final class HUDSettings: ObservableObject {
    @Published var maskType = HUDMaskType.none { didSet { HUD.maskType = maskType } }
    @Published var style = HUDStyle.automatic { didSet { HUD.style = style } }
    @Published var animationType = HUDAnimationType.flat { didSet { HUD.animationType = animationType } }

    @Published var foregroundColor = Color.black { didSet { HUD.foregroundColor = UIColor(foregroundColor) } }
    @Published var backgroundColor = Color.white { didSet { HUD.backgroundColor = UIColor(backgroundColor) } }
    @Published var backgroundLayerColor = Color.black.opacity(0.4) {
        didSet { HUD.backgroundLayerColor = UIColor(backgroundLayerColor) }
    }
    @Published var borderColor = Color.clear { didSet { HUD.borderColor = UIColor(borderColor) } }
    @Published var usesOwnImageColor = false { didSet { applyImageColor() } }
    @Published var foregroundImageColor = Color.blue { didSet { applyImageColor() } }

    @Published var ringThickness = 2.0 { didSet { HUD.ringThickness = ringThickness } }
    @Published var ringRadius = 18.0 { didSet { HUD.ringRadius = ringRadius } }
    @Published var ringNoTextRadius = 24.0 { didSet { HUD.ringNoTextRadius = ringNoTextRadius } }
    @Published var cornerRadius = 14.0 { didSet { HUD.cornerRadius = cornerRadius } }
    @Published var borderWidth = 0.0 { didSet { HUD.borderWidth = borderWidth } }
    @Published var minimumWidth = 0.0 { didSet { applyMinimumSize() } }
    @Published var minimumHeight = 0.0 { didSet { applyMinimumSize() } }
    @Published var imageViewSide = 28.0 {
        didSet { HUD.imageViewSize = CGSize(width: imageViewSide, height: imageViewSide) }
    }
    @Published var horizontalOffset = 0.0 { didSet { applyOffset() } }
    @Published var verticalOffset = 0.0 { didSet { applyOffset() } }
    @Published var font = DemoFont.standard { didSet { font.apply() } }

    @Published var graceTimeInterval = 0.0 { didSet { HUD.graceTimeInterval = graceTimeInterval } }
    @Published var minimumDisplayTime = 0.0 { didSet { HUD.minimumDisplayTime = minimumDisplayTime } }
    @Published var minimumDismissTimeInterval = 1.5 {
        didSet { HUD.minimumDismissTimeInterval = minimumDismissTimeInterval }
    }
    @Published var limitsDismissTime = false { didSet { applyMaximumDismissTime() } }
    @Published var maximumDismissTimeInterval = 5.0 { didSet { applyMaximumDismissTime() } }
    @Published var fadeInAnimationDuration = 0.15 {
        didSet { HUD.fadeInAnimationDuration = fadeInAnimationDuration }
    }
    @Published var fadeOutAnimationDuration = 0.15 {
        didSet { HUD.fadeOutAnimationDuration = fadeOutAnimationDuration }
    }
    @Published var windowMode = HUDWindowMode.overlayWindow { didSet { HUD.windowMode = windowMode } }
    @Published var windowLevel = UIWindow.Level.alert + 1 { didSet { HUD.windowLevel = windowLevel } }

    @Published var shouldTintImages = true { didSet { HUD.shouldTintImages = shouldTintImages } }
    @Published var hapticsEnabled = false { didSet { HUD.hapticsEnabled = hapticsEnabled } }
    @Published var motionEffectEnabled = true { didSet { HUD.motionEffectEnabled = motionEffectEnabled } }
    @Published var animatesProgress = false { didSet { HUD.animatesProgress = animatesProgress } }
    @Published var drawsGlyphs = false { didSet { HUD.drawsGlyphs = drawsGlyphs } }
    /// Whether the bezel has no shadow (`HUD.bezelShadow = HUDShadow.none`) instead of the style's.
    @Published var removesShadow = false { didSet { HUD.bezelShadow = removesShadow ? HUDShadow.none : nil } }

    /// The bundled images, kept to put them back after the images demo replaced them.
    private let bundledImages = (success: HUD.successImage, error: HUD.errorImage, info: HUD.infoImage)

    init() {
        read()
    }

    /// Puts every setting back to HUDKit's defaults: the whole appearance, then the images.
    func reset() {
        replaceAppearance(with: HUDAppearance())
        restoreBundledImages()
    }

    /// Assigns every style and timing setting at once (`HUD.appearance = …`) and reads the values back.
    func replaceAppearance(with appearance: HUDAppearance) {
        HUD.appearance = appearance
        read()
    }

    /// Puts the bezel back at its default position (`HUD.offsetFromCenter = .zero`) and reads the offset back.
    func resetOffsetFromCenter() {
        HUD.offsetFromCenter = .zero
        let offset = HUD.offsetFromCenter
        horizontalOffset = offset.horizontal
        verticalOffset = offset.vertical
    }

    /// Puts the bundled success, error and info images back.
    func restoreBundledImages() {
        HUD.successImage = bundledImages.success
        HUD.errorImage = bundledImages.error
        HUD.infoImage = bundledImages.info
    }

    /// Reads every value back from `HUD`. Each assignment writes its value to `HUD` again, so the values that two
    /// properties share are read before either is assigned.
    private func read() {
        let imageColor = HUD.foregroundImageColor
        let minimumSize = HUD.minimumSize
        let offset = HUD.offsetFromCenter
        let maximumDismissTime = HUD.maximumDismissTimeInterval
        maskType = HUD.maskType
        style = HUD.style
        animationType = HUD.animationType
        foregroundColor = Color(uiColor: HUD.foregroundColor)
        backgroundColor = Color(uiColor: HUD.backgroundColor)
        backgroundLayerColor = Color(uiColor: HUD.backgroundLayerColor)
        borderColor = Color(uiColor: HUD.borderColor)
        usesOwnImageColor = imageColor != nil
        foregroundImageColor = imageColor.map { Color(uiColor: $0) } ?? .blue
        ringThickness = HUD.ringThickness
        ringRadius = HUD.ringRadius
        ringNoTextRadius = HUD.ringNoTextRadius
        cornerRadius = HUD.cornerRadius
        borderWidth = HUD.borderWidth
        minimumWidth = minimumSize.width
        minimumHeight = minimumSize.height
        imageViewSide = HUD.imageViewSize.width
        horizontalOffset = offset.horizontal
        verticalOffset = offset.vertical
        font = .standard
        graceTimeInterval = HUD.graceTimeInterval
        minimumDisplayTime = HUD.minimumDisplayTime
        minimumDismissTimeInterval = HUD.minimumDismissTimeInterval
        limitsDismissTime = maximumDismissTime.isFinite
        maximumDismissTimeInterval = maximumDismissTime.isFinite ? maximumDismissTime : 5
        fadeInAnimationDuration = HUD.fadeInAnimationDuration
        fadeOutAnimationDuration = HUD.fadeOutAnimationDuration
        windowMode = HUD.windowMode
        windowLevel = HUD.windowLevel
        shouldTintImages = HUD.shouldTintImages
        hapticsEnabled = HUD.hapticsEnabled
        motionEffectEnabled = HUD.motionEffectEnabled
        animatesProgress = HUD.animatesProgress
        drawsGlyphs = HUD.drawsGlyphs
        removesShadow = HUD.bezelShadow == HUDShadow.none
    }

    private func applyImageColor() {
        HUD.foregroundImageColor = usesOwnImageColor ? UIColor(foregroundImageColor) : nil
    }

    private func applyMinimumSize() {
        HUD.minimumSize = CGSize(width: minimumWidth, height: minimumHeight)
    }

    private func applyOffset() {
        HUD.offsetFromCenter = UIOffset(horizontal: horizontalOffset, vertical: verticalOffset)
    }

    private func applyMaximumDismissTime() {
        HUD.maximumDismissTimeInterval = limitsDismissTime ? maximumDismissTimeInterval : .infinity
    }
}
