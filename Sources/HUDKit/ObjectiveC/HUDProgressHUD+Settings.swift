#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// SVProgressHUD's class setters, each writing the shared HUD's setting (the `HUD+*.swift` settings files).
extension HUDProgressHUD {
    /// `+setDefaultStyle:`: ``HUD/defaultStyle``.
    @objc(setDefaultStyle:) public nonisolated static func setDefaultStyle(_ style: Style) {
        HUD.defaultStyle = style.style
    }

    /// `+setDefaultMaskType:`: ``HUD/defaultMaskType``.
    @objc(setDefaultMaskType:) public nonisolated static func setDefaultMaskType(_ maskType: MaskType) {
        HUD.defaultMaskType = maskType.maskType
    }

    /// `+setDefaultAnimationType:`: ``HUD/defaultAnimationType``.
    @objc(setDefaultAnimationType:) public nonisolated static func setDefaultAnimationType(_ type: AnimationType) {
        HUD.defaultAnimationType = type.animationType
    }

    /// `+setContainerView:`: ``HUD/containerView``.
    @objc(setContainerView:) public nonisolated static func setContainerView(_ view: UIView?) {
        HUD.containerView = view
    }

    /// `+setMinimumSize:`: ``HUD/minimumSize``.
    @objc(setMinimumSize:) public nonisolated static func setMinimumSize(_ size: CGSize) {
        HUD.minimumSize = size
    }

    /// `+setRingThickness:`: ``HUD/ringThickness``.
    @objc(setRingThickness:) public nonisolated static func setRingThickness(_ width: CGFloat) {
        HUD.ringThickness = width
    }

    /// `+setRingRadius:`: ``HUD/ringRadius``.
    @objc(setRingRadius:) public nonisolated static func setRingRadius(_ radius: CGFloat) {
        HUD.ringRadius = radius
    }

    /// `+setRingNoTextRadius:`: ``HUD/ringNoTextRadius``.
    @objc(setRingNoTextRadius:) public nonisolated static func setRingNoTextRadius(_ radius: CGFloat) {
        HUD.ringNoTextRadius = radius
    }

    /// `+setCornerRadius:`: ``HUD/cornerRadius``.
    @objc(setCornerRadius:) public nonisolated static func setCornerRadius(_ radius: CGFloat) {
        HUD.cornerRadius = radius
    }

    /// `+setBorderColor:`: ``HUD/borderColor``.
    @objc(setBorderColor:) public nonisolated static func setBorderColor(_ color: UIColor) {
        HUD.borderColor = color
    }

    /// `+setBorderWidth:`: ``HUD/borderWidth``.
    @objc(setBorderWidth:) public nonisolated static func setBorderWidth(_ width: CGFloat) {
        HUD.borderWidth = width
    }

    /// `+setFont:`: ``HUD/font``.
    @objc(setFont:) public nonisolated static func setFont(_ font: UIFont) {
        HUD.font = font
    }

    /// `+setForegroundColor:`: ``HUD/foregroundColor`` (drawn with the `.custom` style).
    @objc(setForegroundColor:) public nonisolated static func setForegroundColor(_ color: UIColor) {
        HUD.foregroundColor = color
    }

    /// `+setForegroundImageColor:`: ``HUD/foregroundImageColor``.
    @objc(setForegroundImageColor:) public nonisolated static func setForegroundImageColor(_ color: UIColor?) {
        HUD.foregroundImageColor = color
    }

    /// `+setBackgroundColor:`: ``HUD/backgroundColor`` (drawn with the `.custom` style).
    @objc(setBackgroundColor:) public nonisolated static func setBackgroundColor(_ color: UIColor) {
        HUD.backgroundColor = color
    }

    /// `+setBackgroundLayerColor:`: ``HUD/backgroundLayerColor``.
    @objc(setBackgroundLayerColor:) public nonisolated static func setBackgroundLayerColor(_ color: UIColor) {
        HUD.backgroundLayerColor = color
    }

    /// `+setImageViewSize:`: ``HUD/imageViewSize``.
    @objc(setImageViewSize:) public nonisolated static func setImageViewSize(_ size: CGSize) {
        HUD.imageViewSize = size
    }

    /// `+setShouldTintImages:`: ``HUD/shouldTintImages``.
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

    /// `+setGraceTimeInterval:`: ``HUD/graceTimeInterval``.
    @objc(setGraceTimeInterval:) public nonisolated static func setGraceTimeInterval(_ interval: TimeInterval) {
        HUD.graceTimeInterval = interval
    }

    /// `+setMinimumDismissTimeInterval:`: ``HUD/minimumDismissTimeInterval``.
    @objc(setMinimumDismissTimeInterval:) public nonisolated static func setMinimumDismissTimeInterval(
        _ interval: TimeInterval
    ) {
        HUD.minimumDismissTimeInterval = interval
    }

    /// `+setMaximumDismissTimeInterval:`: ``HUD/maximumDismissTimeInterval``.
    @objc(setMaximumDismissTimeInterval:) public nonisolated static func setMaximumDismissTimeInterval(
        _ interval: TimeInterval
    ) {
        HUD.maximumDismissTimeInterval = interval
    }

    /// `+setFadeInAnimationDuration:`: ``HUD/fadeInAnimationDuration``.
    @objc(setFadeInAnimationDuration:) public nonisolated static func setFadeInAnimationDuration(
        _ duration: TimeInterval
    ) {
        HUD.fadeInAnimationDuration = duration
    }

    /// `+setFadeOutAnimationDuration:`: ``HUD/fadeOutAnimationDuration``.
    @objc(setFadeOutAnimationDuration:) public nonisolated static func setFadeOutAnimationDuration(
        _ duration: TimeInterval
    ) {
        HUD.fadeOutAnimationDuration = duration
    }

    /// `+setHapticsEnabled:`: ``HUD/hapticsEnabled``.
    @objc(setHapticsEnabled:) public nonisolated static func setHapticsEnabled(_ enabled: Bool) {
        HUD.hapticsEnabled = enabled
    }

    /// `+setMotionEffectEnabled:`: ``HUD/motionEffectEnabled``.
    @objc(setMotionEffectEnabled:) public nonisolated static func setMotionEffectEnabled(_ enabled: Bool) {
        HUD.motionEffectEnabled = enabled
    }

    /// `+setOffsetFromCenter:`: ``HUD/offsetFromCenter``.
    @objc(setOffsetFromCenter:) public nonisolated static func setOffsetFromCenter(_ offset: UIOffset) {
        HUD.offsetFromCenter = offset
    }

    /// `+resetOffsetFromCenter`: the bezel back in the centre.
    @objc(resetOffsetFromCenter) public nonisolated static func resetOffsetFromCenter() {
        HUD.offsetFromCenter = .zero
    }
}
#endif  // canImport(UIKit)
