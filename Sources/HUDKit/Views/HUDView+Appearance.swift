#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The `UIAppearance` properties, each a one-line forward to the `HUDAppearance` setting of the same name, where it is
// documented: `HUDView.appearance().ringThickness = 4` reaches the setter of each HUD view when it moves to a window,
// and the setter reports the value through the view's events, which write it into the owning controller's settings (the
// same value `HUD.ringThickness` writes). The proxy delivers its values to each HUD view, and again when a kept one
// moves to a window anew, so a setter writes only a value the proxy had not delivered to this controller before
// (HUDCore's `HUDAppearanceProxyLedger`, keyed by the setting's key path): the latest setting wins, and a static
// setting made after the proxy is not undone by the next HUD view. Read on a view, each returns the controller's
// current value, from the view's asset store.
// Objective-C sets every setting this way: `[HUDView appearance].cornerRadius = 12;`.
extension HUDView {
    /// ``HUDAppearance/ringThickness``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var ringThickness: CGFloat {
        get { self[proxied: \.ringThickness] }
        set { self[proxied: \.ringThickness] = newValue }
    }

    /// ``HUDAppearance/ringRadius``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var ringRadius: CGFloat {
        get { self[proxied: \.ringRadius] }
        set { self[proxied: \.ringRadius] = newValue }
    }

    /// ``HUDAppearance/ringNoTextRadius``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var ringNoTextRadius: CGFloat {
        get { self[proxied: \.ringNoTextRadius] }
        set { self[proxied: \.ringNoTextRadius] = newValue }
    }

    /// ``HUDAppearance/cornerRadius``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var cornerRadius: CGFloat {
        get { self[proxied: \.cornerRadius] }
        set { self[proxied: \.cornerRadius] = newValue }
    }

    /// ``HUDAppearance/borderWidth``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var borderWidth: CGFloat {
        get { self[proxied: \.borderWidth] }
        set { self[proxied: \.borderWidth] = newValue }
    }

    /// ``HUDAppearance/borderColor``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var borderColor: UIColor {
        get { self[proxied: \.borderColor] }
        set { self[proxied: \.borderColor] = newValue }
    }

    /// ``HUDAppearance/foregroundColor``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var foregroundColor: UIColor {
        get { self[proxied: \.foregroundColor] }
        set { self[proxied: \.foregroundColor] = newValue }
    }

    /// ``HUDAppearance/foregroundImageColor``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var foregroundImageColor: UIColor? {
        get { self[proxied: \.foregroundImageColor] }
        set { self[proxied: \.foregroundImageColor] = newValue }
    }

    /// Always `nil` (clear), whatever is set: the HUD view fills its container and has no background of its own,
    /// and it does not double as the bezel colour, so an app-wide `UIView.appearance().backgroundColor` (which
    /// reaches every view, this one included) neither covers the app nor restyles the bezel. Style the bezel with
    /// ``bezelColor`` (every style) or ``HUDAppearance/backgroundColor`` (the `.custom` style). `nil` by default.
    @objc override public dynamic var backgroundColor: UIColor? {
        get { nil }
        set {}
    }

    /// ``HUDAppearance/backgroundLayerColor``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var backgroundLayerColor: UIColor {
        get { self[proxied: \.backgroundLayerColor] }
        set { self[proxied: \.backgroundLayerColor] = newValue }
    }

    /// ``HUDAppearance/font``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var font: UIFont {
        get { self[proxied: \.font] }
        set { self[proxied: \.font] = newValue }
    }

    /// ``HUDAppearance/imageViewSize``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var imageViewSize: CGSize {
        get { self[proxied: \.imageViewSize] }
        set { self[proxied: \.imageViewSize] = newValue }
    }

    /// ``HUDAppearance/minimumSize``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var minimumSize: CGSize {
        get { self[proxied: \.minimumSize] }
        set { self[proxied: \.minimumSize] = newValue }
    }

    /// ``HUDAppearance/margin``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var margin: CGFloat {
        get { self[proxied: \.margin] }
        set { self[proxied: \.margin] = newValue }
    }

    /// ``HUDAppearance/labelSpacing``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var labelSpacing: CGFloat {
        get { self[proxied: \.labelSpacing] }
        set { self[proxied: \.labelSpacing] = newValue }
    }

    /// ``HUDAppearance/isSquare``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var isSquare: Bool {
        get { self[proxied: \.isSquare] }
        set { self[proxied: \.isSquare] = newValue }
    }

    /// ``HUDAppearance/bezelColor``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var bezelColor: UIColor? {
        get { self[proxied: \.bezelColor] }
        set { self[proxied: \.bezelColor] = newValue }
    }

    /// ``HUDAppearance/contentColor``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var contentColor: UIColor? {
        get { self[proxied: \.contentColor] }
        set { self[proxied: \.contentColor] = newValue }
    }

    /// ``HUDAppearance/detailsFont``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var detailsFont: UIFont {
        get { self[proxied: \.detailsFont] }
        set { self[proxied: \.detailsFont] = newValue }
    }

    /// ``HUDAppearance/detailsColor``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var detailsColor: UIColor? {
        get { self[proxied: \.detailsColor] }
        set { self[proxied: \.detailsColor] = newValue }
    }

    /// ``HUDAppearance/tintsCustomView``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var tintsCustomView: Bool {
        get { self[proxied: \.tintsCustomView] }
        set { self[proxied: \.tintsCustomView] = newValue }
    }

    /// ``HUDAppearance/shouldTintImages``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var shouldTintImages: Bool {
        get { self[proxied: \.shouldTintImages] }
        set { self[proxied: \.shouldTintImages] = newValue }
    }

    /// ``HUDAppearance/offsetFromCenter``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var offsetFromCenter: UIOffset {
        get { self[proxied: \.offsetFromCenter] }
        set { self[proxied: \.offsetFromCenter] = newValue }
    }

    /// ``HUDAppearance/graceTimeInterval``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var graceTimeInterval: TimeInterval {
        get { self[proxied: \.graceTimeInterval] }
        set { self[proxied: \.graceTimeInterval] = newValue }
    }

    /// ``HUDAppearance/minimumDisplayTime``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var minimumDisplayTime: TimeInterval {
        get { self[proxied: \.minimumDisplayTime] }
        set { self[proxied: \.minimumDisplayTime] = newValue }
    }

    /// ``HUDAppearance/minimumDismissTimeInterval``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var minimumDismissTimeInterval: TimeInterval {
        get { self[proxied: \.minimumDismissTimeInterval] }
        set { self[proxied: \.minimumDismissTimeInterval] = newValue }
    }

    /// ``HUDAppearance/maximumDismissTimeInterval``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var maximumDismissTimeInterval: TimeInterval {
        get { self[proxied: \.maximumDismissTimeInterval] }
        set { self[proxied: \.maximumDismissTimeInterval] = newValue }
    }

    /// ``HUDAppearance/fadeInAnimationDuration``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var fadeInAnimationDuration: TimeInterval {
        get { self[proxied: \.fadeInAnimationDuration] }
        set { self[proxied: \.fadeInAnimationDuration] = newValue }
    }

    /// ``HUDAppearance/fadeOutAnimationDuration``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var fadeOutAnimationDuration: TimeInterval {
        get { self[proxied: \.fadeOutAnimationDuration] }
        set { self[proxied: \.fadeOutAnimationDuration] = newValue }
    }

    /// ``HUDAppearance/hapticsEnabled``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var hapticsEnabled: Bool {
        get { self[proxied: \.hapticsEnabled] }
        set { self[proxied: \.hapticsEnabled] = newValue }
    }

    /// ``HUDAppearance/motionEffectEnabled``, for the `UIAppearance` proxy and Objective-C.
    @objc public dynamic var motionEffectEnabled: Bool {
        get { self[proxied: \.motionEffectEnabled] }
        set { self[proxied: \.motionEffectEnabled] = newValue }
    }

    /// The setting at `keyPath` in its UIKit spelling; a write takes a value the proxy delivered unless it is the
    /// value the proxy delivered for that setting last time (`HUDAppearanceProxyLedger`).
    private subscript<Setting: AppearanceSetting>(proxied keyPath: WritableKeyPath<HUDAppearance, Setting>)
        -> Setting.Spelling where Setting.Spelling: Equatable
    {
        get { assets.appearance[keyPath: keyPath].spelling(fonts: assets.statusFont) }
        set {
            guard assets.appearanceProxy.takes(AppearanceProxyValue(newValue), for: keyPath) else { return }
            events.proxyDelivered { [assets] in
                $0[keyPath: keyPath] = Setting(spelling: newValue, fonts: assets.statusFont)
            }
        }
    }
}
#endif  // canImport(UIKit)
