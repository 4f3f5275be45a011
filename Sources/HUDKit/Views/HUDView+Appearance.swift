#if canImport(UIKit)
import HUDCore
import UIKit

// The `UIAppearance` properties: `HUDView.appearance().ringThickness = 4` reaches the setter of each HUD view when
// it moves to a window, and the setter writes into the owning controller's appearance (the same value the static
// setters of `HUD` write). Read on a view, each returns the controller's current value.
extension HUDView {
    /// Line width of the ring and the spinner, as ``HUD/ringThickness``. `2` by default.
    @objc public dynamic var ringThickness: CGFloat {
        get { appearance.ringThickness }
        set { controller?.appearance.ringThickness = newValue }
    }

    /// Radius of the ring and spinner with a status, as ``HUD/ringRadius``. `18` by default.
    @objc public dynamic var ringRadius: CGFloat {
        get { appearance.ringRadius }
        set { controller?.appearance.ringRadius = newValue }
    }

    /// Radius of the ring and spinner without a status, as ``HUD/ringNoTextRadius``. `24` by default.
    @objc public dynamic var ringNoTextRadius: CGFloat {
        get { appearance.ringNoTextRadius }
        set { controller?.appearance.ringNoTextRadius = newValue }
    }

    /// Bezel corner radius, as ``HUD/cornerRadius``. `14` by default.
    @objc public dynamic var cornerRadius: CGFloat {
        get { appearance.cornerRadius }
        set { controller?.appearance.cornerRadius = newValue }
    }

    /// Bezel border width, as ``HUD/borderWidth``. `0` by default.
    @objc public dynamic var borderWidth: CGFloat {
        get { appearance.borderWidth }
        set { controller?.appearance.borderWidth = newValue }
    }

    /// Bezel border colour, as ``HUD/borderColor``. `.clear` by default.
    @objc public dynamic var borderColor: UIColor {
        get { UIColor(appearance.borderColor) }
        set { controller?.appearance.borderColor = HUDColor(newValue) }
    }

    /// Indicator and text colour of the `.custom` style, as ``HUD/foregroundColor``. `.black` by default.
    @objc public dynamic var foregroundColor: UIColor {
        get { UIColor(appearance.foregroundColor) }
        set { controller?.appearance.foregroundColor = HUDColor(newValue) }
    }

    /// Image and ring colour of the `.custom` style, as ``HUD/foregroundImageColor``; `nil` uses
    /// ``foregroundColor``. `nil` by default.
    @objc public dynamic var foregroundImageColor: UIColor? {
        get { appearance.foregroundImageColor.map(UIColor.init) }
        set { controller?.appearance.foregroundImageColor = newValue.map(HUDColor.init) }
    }

    /// The bezel colour of the `.custom` style, as ``HUD/backgroundColor`` — not this view's own background, which
    /// stays clear. `.white` by default.
    @objc override public dynamic var backgroundColor: UIColor? {
        get { UIColor(appearance.backgroundColor) }
        set { controller?.appearance.backgroundColor = newValue.map(HUDColor.init) ?? .clear }
    }

    /// The colour of the `.custom` mask, as ``HUD/backgroundLayerColor``. Black at 0.4 alpha by default.
    @objc public dynamic var backgroundLayerColor: UIColor {
        get { UIColor(appearance.backgroundLayerColor) }
        set { controller?.appearance.backgroundLayerColor = HUDColor(newValue) }
    }

    /// The status font, as ``HUD/font``. The subheadline text style at 15 pt by default.
    @objc public dynamic var font: UIFont {
        get { controller?.font ?? HUDAppearance().font.systemFont }
        set { controller?.font = newValue }
    }

    /// Size of the success/error/info/custom image, as ``HUD/imageViewSize``. 28×28 by default.
    @objc public dynamic var imageViewSize: CGSize {
        get { appearance.imageViewSize }
        set { controller?.appearance.imageViewSize = newValue }
    }

    /// The smallest bezel size, as ``HUD/minimumSize``. `.zero` by default.
    @objc public dynamic var minimumSize: CGSize {
        get { appearance.minimumSize }
        set { controller?.appearance.minimumSize = newValue }
    }

    private var appearance: HUDAppearance {
        controller?.appearance ?? HUDAppearance()
    }
}
#endif  // canImport(UIKit)
