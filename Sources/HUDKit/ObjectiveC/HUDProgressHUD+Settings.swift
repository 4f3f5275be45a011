#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// SVProgressHUD's class setters under its own selectors, for apps that migrate call by call: each writes the shared
// HUD's setting by its `HUDAppearance` name. The list is SVProgressHUD's and does not grow: Objective-C sets every
// setting, HUDKit's own included, through the `UIAppearance` proxy (`[HUDView appearance].margin = 20;`,
// `HUDView+Appearance.swift`).
extension HUDProgressHUD {
    /// `+setDefaultStyle:`: ``HUDAppearance/style``.
    @objc(setDefaultStyle:) public nonisolated static func setDefaultStyle(_ style: Style) {
        HUD.style = style.style
    }

    /// `+setDefaultMaskType:`: ``HUDAppearance/maskType``.
    @objc(setDefaultMaskType:) public nonisolated static func setDefaultMaskType(_ maskType: MaskType) {
        HUD.maskType = maskType.maskType
    }

    /// `+setDefaultAnimationType:`: ``HUDAppearance/animationType``.
    @objc(setDefaultAnimationType:) public nonisolated static func setDefaultAnimationType(_ type: AnimationType) {
        HUD.animationType = type.animationType
    }

    /// `+setContainerView:`: ``HUD/containerView``.
    @objc(setContainerView:) public nonisolated static func setContainerView(_ view: UIView?) {
        HUD.containerView = view
    }

    /// `+setMinimumSize:`: ``HUDAppearance/minimumSize``.
    @objc(setMinimumSize:) public nonisolated static func setMinimumSize(_ size: CGSize) {
        HUD.minimumSize = size
    }

    /// `+setRingThickness:`: ``HUDAppearance/ringThickness``.
    @objc(setRingThickness:) public nonisolated static func setRingThickness(_ width: CGFloat) {
        HUD.ringThickness = width
    }

    /// `+setRingRadius:`: ``HUDAppearance/ringRadius``.
    @objc(setRingRadius:) public nonisolated static func setRingRadius(_ radius: CGFloat) {
        HUD.ringRadius = radius
    }

    /// `+setRingNoTextRadius:`: ``HUDAppearance/ringNoTextRadius``.
    @objc(setRingNoTextRadius:) public nonisolated static func setRingNoTextRadius(_ radius: CGFloat) {
        HUD.ringNoTextRadius = radius
    }

    /// `+setCornerRadius:`: ``HUDAppearance/cornerRadius``.
    @objc(setCornerRadius:) public nonisolated static func setCornerRadius(_ radius: CGFloat) {
        HUD.cornerRadius = radius
    }

    /// `+setBorderColor:`: ``HUDAppearance/borderColor``.
    @objc(setBorderColor:) public nonisolated static func setBorderColor(_ color: UIColor) {
        HUD.borderColor = color
    }

    /// `+setBorderWidth:`: ``HUDAppearance/borderWidth``.
    @objc(setBorderWidth:) public nonisolated static func setBorderWidth(_ width: CGFloat) {
        HUD.borderWidth = width
    }

    /// `+setFont:`: ``HUDController/font``.
    @objc(setFont:) public nonisolated static func setFont(_ font: UIFont) {
        HUD.font = font
    }

    /// `+setForegroundColor:`: ``HUDAppearance/foregroundColor`` (drawn with the `.custom` style).
    @objc(setForegroundColor:) public nonisolated static func setForegroundColor(_ color: UIColor) {
        HUD.foregroundColor = color
    }

    /// `+setForegroundImageColor:`: ``HUDAppearance/foregroundImageColor``.
    @objc(setForegroundImageColor:) public nonisolated static func setForegroundImageColor(_ color: UIColor?) {
        HUD.foregroundImageColor = color
    }

    /// `+setBackgroundColor:`: ``HUDAppearance/backgroundColor`` (drawn with the `.custom` style).
    @objc(setBackgroundColor:) public nonisolated static func setBackgroundColor(_ color: UIColor) {
        HUD.backgroundColor = color
    }

    /// `+setBackgroundLayerColor:`: ``HUDAppearance/backgroundLayerColor``.
    @objc(setBackgroundLayerColor:) public nonisolated static func setBackgroundLayerColor(_ color: UIColor) {
        HUD.backgroundLayerColor = color
    }

    /// `+setImageViewSize:`: ``HUDAppearance/imageViewSize``.
    @objc(setImageViewSize:) public nonisolated static func setImageViewSize(_ size: CGSize) {
        HUD.imageViewSize = size
    }

    /// `+setShouldTintImages:`: ``HUDAppearance/shouldTintImages``.
    @objc(setShouldTintImages:) public nonisolated static func setShouldTintImages(_ tints: Bool) {
        HUD.shouldTintImages = tints
    }

    /// `+setInfoImage:`: ``HUD/infoImage``.
    @objc(setInfoImage:) public nonisolated static func setInfoImage(_ image: UIImage) {
        HUD.infoImage = image
    }

    /// `+setSuccessImage:`: ``HUD/successImage``.
    @objc(setSuccessImage:) public nonisolated static func setSuccessImage(_ image: UIImage) {
        HUD.successImage = image
    }

    /// `+setErrorImage:`: ``HUD/errorImage``.
    @objc(setErrorImage:) public nonisolated static func setErrorImage(_ image: UIImage) {
        HUD.errorImage = image
    }

    /// `+setGraceTimeInterval:`: ``HUDAppearance/graceTimeInterval``.
    @objc(setGraceTimeInterval:) public nonisolated static func setGraceTimeInterval(_ interval: TimeInterval) {
        HUD.graceTimeInterval = interval
    }

    /// `+setMinimumDismissTimeInterval:`: ``HUDAppearance/minimumDismissTimeInterval``.
    @objc(setMinimumDismissTimeInterval:) public nonisolated static func setMinimumDismissTimeInterval(
        _ interval: TimeInterval
    ) {
        HUD.minimumDismissTimeInterval = interval
    }

    /// `+setMaximumDismissTimeInterval:`: ``HUDAppearance/maximumDismissTimeInterval``.
    @objc(setMaximumDismissTimeInterval:) public nonisolated static func setMaximumDismissTimeInterval(
        _ interval: TimeInterval
    ) {
        HUD.maximumDismissTimeInterval = interval
    }

    /// `+setFadeInAnimationDuration:`: ``HUDAppearance/fadeInAnimationDuration``.
    @objc(setFadeInAnimationDuration:) public nonisolated static func setFadeInAnimationDuration(
        _ duration: TimeInterval
    ) {
        HUD.fadeInAnimationDuration = duration
    }

    /// `+setFadeOutAnimationDuration:`: ``HUDAppearance/fadeOutAnimationDuration``.
    @objc(setFadeOutAnimationDuration:) public nonisolated static func setFadeOutAnimationDuration(
        _ duration: TimeInterval
    ) {
        HUD.fadeOutAnimationDuration = duration
    }

    /// `+setHapticsEnabled:`: ``HUDAppearance/hapticsEnabled``.
    @objc(setHapticsEnabled:) public nonisolated static func setHapticsEnabled(_ enabled: Bool) {
        HUD.hapticsEnabled = enabled
    }

    /// `+setMotionEffectEnabled:`: ``HUDAppearance/motionEffectEnabled``.
    @objc(setMotionEffectEnabled:) public nonisolated static func setMotionEffectEnabled(_ enabled: Bool) {
        HUD.motionEffectEnabled = enabled
    }

    /// `+setOffsetFromCenter:`: ``HUDAppearance/offsetFromCenter``.
    @objc(setOffsetFromCenter:) public nonisolated static func setOffsetFromCenter(_ offset: UIOffset) {
        HUD.offsetFromCenter = offset
    }

    /// `+resetOffsetFromCenter`: the bezel back in the centre.
    @objc(resetOffsetFromCenter) public nonisolated static func resetOffsetFromCenter() {
        HUD.offsetFromCenter = .zero
    }
}
#endif  // canImport(UIKit)
