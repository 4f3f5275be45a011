#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The `UIAppearance` properties: `HUDView.appearance().ringThickness = 4` reaches the setter of each HUD view when
// it moves to a window, and the setter writes into the owning controller's appearance through the view's events
// (the same value the static setters of `HUD` write). The proxy delivers its values to each HUD view, and again when
// a kept one moves to a window anew, so a setter writes only a value the proxy had not delivered to this controller
// before (HUDCore's `HUDAppearanceProxyLedger`): the latest setting wins, and a static setter called after the proxy
// is not undone by the next HUD view. Read on a view, each returns the controller's current value.
extension HUDView {
    /// Line width of the ring and the spinner, as ``HUD/ringThickness``. `2` by default.
    @objc public dynamic var ringThickness: CGFloat {
        get { appearance.ringThickness }
        set { takeProxyValue(.number(newValue), for: .ringThickness) { $0.ringThickness = newValue } }
    }

    /// Radius of the ring and spinner with a status, as ``HUD/ringRadius``. `18` by default.
    @objc public dynamic var ringRadius: CGFloat {
        get { appearance.ringRadius }
        set { takeProxyValue(.number(newValue), for: .ringRadius) { $0.ringRadius = newValue } }
    }

    /// Radius of the ring and spinner without a status, as ``HUD/ringNoTextRadius``. `24` by default.
    @objc public dynamic var ringNoTextRadius: CGFloat {
        get { appearance.ringNoTextRadius }
        set { takeProxyValue(.number(newValue), for: .ringNoTextRadius) { $0.ringNoTextRadius = newValue } }
    }

    /// Bezel corner radius, as ``HUD/cornerRadius``. `14` by default.
    @objc public dynamic var cornerRadius: CGFloat {
        get { appearance.cornerRadius }
        set { takeProxyValue(.number(newValue), for: .cornerRadius) { $0.cornerRadius = newValue } }
    }

    /// Bezel border width, as ``HUD/borderWidth``. `0` by default.
    @objc public dynamic var borderWidth: CGFloat {
        get { appearance.borderWidth }
        set { takeProxyValue(.number(newValue), for: .borderWidth) { $0.borderWidth = newValue } }
    }

    /// Bezel border colour, as ``HUD/borderColor``. `.clear` by default.
    @objc public dynamic var borderColor: UIColor {
        get { UIColor(appearance.borderColor) }
        set { takeProxyValue(.color(newValue), for: .borderColor) { $0.borderColor = HUDColor(newValue) } }
    }

    /// Indicator and text colour of the `.custom` style, as ``HUD/foregroundColor``. `.black` by default.
    @objc public dynamic var foregroundColor: UIColor {
        get { UIColor(appearance.foregroundColor) }
        set { takeProxyValue(.color(newValue), for: .foregroundColor) { $0.foregroundColor = HUDColor(newValue) } }
    }

    /// Image and ring colour of the `.custom` style, as ``HUD/foregroundImageColor``; `nil` uses
    /// ``foregroundColor``. `nil` by default.
    @objc public dynamic var foregroundImageColor: UIColor? {
        get { appearance.foregroundImageColor.map(UIColor.init) }
        set {
            takeProxyValue(.color(newValue), for: .foregroundImageColor) {
                $0.foregroundImageColor = newValue.map(HUDColor.init)
            }
        }
    }

    /// Always `nil` (clear), whatever is set: the HUD view fills its container and has no background of its own,
    /// and it does not double as the bezel colour, so an app-wide `UIView.appearance().backgroundColor` (which
    /// reaches every view, this one included) neither covers the app nor restyles the bezel. Style the bezel with
    /// ``bezelColor`` (every style) or ``HUD/backgroundColor`` (the `.custom` style). `nil` by default.
    @objc override public dynamic var backgroundColor: UIColor? {
        get { nil }
        set {}
    }

    /// The colour of the `.custom` mask, as ``HUD/backgroundLayerColor``. Black at 0.4 alpha by default.
    @objc public dynamic var backgroundLayerColor: UIColor {
        get { UIColor(appearance.backgroundLayerColor) }
        set {
            takeProxyValue(.color(newValue), for: .backgroundLayerColor) {
                $0.backgroundLayerColor = HUDColor(newValue)
            }
        }
    }

    /// The status font, as ``HUD/font``. The subheadline text style at 15 pt by default.
    @objc public dynamic var font: UIFont {
        get { assets.statusFont.unscaled(appearance.font) }
        set { takeProxyValue(.font(newValue), for: .font) { [assets] in $0.font = assets.statusFont.set(newValue) } }
    }

    /// Size of the success/error/info/custom image, as ``HUD/imageViewSize``. 28×28 by default.
    @objc public dynamic var imageViewSize: CGSize {
        get { appearance.imageViewSize }
        set { takeProxyValue(.size(newValue), for: .imageViewSize) { $0.imageViewSize = newValue } }
    }

    /// The smallest bezel size, as ``HUD/minimumSize``. `.zero` by default.
    @objc public dynamic var minimumSize: CGSize {
        get { appearance.minimumSize }
        set { takeProxyValue(.size(newValue), for: .minimumSize) { $0.minimumSize = newValue } }
    }

    /// Space between the bezel's edges and its content, as ``HUD/margin``. `12` by default.
    @objc public dynamic var margin: CGFloat {
        get { appearance.margin }
        set { takeProxyValue(.number(newValue), for: .margin) { $0.margin = newValue } }
    }

    /// Space between the indicator and the label, as ``HUD/labelSpacing``. `8` by default.
    @objc public dynamic var labelSpacing: CGFloat {
        get { appearance.labelSpacing }
        set { takeProxyValue(.number(newValue), for: .labelSpacing) { $0.labelSpacing = newValue } }
    }

    /// Whether the bezel is square, as ``HUD/isSquare``. `false` by default.
    @objc public dynamic var isSquare: Bool {
        get { appearance.isSquare }
        set { takeProxyValue(.flag(newValue), for: .isSquare) { $0.isSquare = newValue } }
    }

    /// The bezel's colour in every style, as ``HUD/bezelColor``; `nil` keeps the style's. `nil` by default.
    @objc public dynamic var bezelColor: UIColor? {
        get { appearance.bezelColor.map(UIColor.init) }
        set { takeProxyValue(.color(newValue), for: .bezelColor) { $0.bezelColor = newValue.map(HUDColor.init) } }
    }

    /// The content colour in every style, as ``HUD/contentColor``; `nil` keeps the style's. `nil` by default.
    @objc public dynamic var contentColor: UIColor? {
        get { appearance.contentColor.map(UIColor.init) }
        set { takeProxyValue(.color(newValue), for: .contentColor) { $0.contentColor = newValue.map(HUDColor.init) } }
    }

    /// The details font, as ``HUD/detailsFont``. The footnote text style at 13 pt by default.
    @objc public dynamic var detailsFont: UIFont {
        get { assets.statusFont.unscaled(appearance.detailsFont) }
        set {
            takeProxyValue(.font(newValue), for: .detailsFont) { [assets] in
                $0.detailsFont = assets.statusFont.set(newValue)
            }
        }
    }

    /// The details colour, as ``HUD/detailsColor``; `nil` uses the status's colour. `nil` by default.
    @objc public dynamic var detailsColor: UIColor? {
        get { appearance.detailsColor.map(UIColor.init) }
        set { takeProxyValue(.color(newValue), for: .detailsColor) { $0.detailsColor = newValue.map(HUDColor.init) } }
    }

    /// Whether an app view in the bezel is tinted, as ``HUD/tintsCustomView``. `true` by default.
    @objc public dynamic var tintsCustomView: Bool {
        get { appearance.tintsCustomView }
        set { takeProxyValue(.flag(newValue), for: .tintsCustomView) { $0.tintsCustomView = newValue } }
    }

    /// Writes the value the proxy delivered for `property` into the appearance unless it is the value the proxy
    /// delivered for that property last time (`HUDAppearanceProxyLedger`).
    private func takeProxyValue(
        _ value: AppearanceProxyValue, for property: AppearanceProxyLedger.Property,
        write: @escaping (inout HUDAppearance) -> Void
    ) {
        guard assets.appearanceProxy.takes(value, for: property) else { return }
        events.updateAppearance(write)
    }

    private var appearance: HUDAppearance {
        events.appearance()
    }
}
#endif  // canImport(UIKit)
