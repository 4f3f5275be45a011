#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The bezel settings MBProgressHUD's apps set — margin, spacing, square, the bezel's colour and blur, the content
// colour — on the shared HUD, each reading and writing `HUDController.shared.appearance`. A change restyles a HUD on
// screen; the defaults keep SVProgressHUD's look. Colours are stored as sRGB `HUDColor`s (a dynamic `UIColor` is
// resolved for the current trait collection when it is set).
extension HUD {
    /// Space between the bezel's edges and its content, in points (MBProgressHUD's `margin`); negative or
    /// non-finite acts as `0`. `12` by default.
    ///
    /// ```swift
    /// HUD.margin = 20
    /// ```
    public static var margin: CGFloat {
        get { HUDController.shared.appearance.margin }
        set { HUDController.shared.appearance.margin = newValue }
    }

    /// Space between the indicator (or image) and the label, in points; negative or non-finite acts as `0`. `8` by
    /// default.
    public static var labelSpacing: CGFloat {
        get { HUDController.shared.appearance.labelSpacing }
        set { HUDController.shared.appearance.labelSpacing = newValue }
    }

    /// Whether the bezel is square, as high as it is wide (MBProgressHUD's `square`). `false` by default.
    public static var isSquare: Bool {
        get { HUDController.shared.appearance.isSquare }
        set { HUDController.shared.appearance.isSquare = newValue }
    }

    /// The bezel's colour in every style, drawn over ``bezelMaterial`` (MBProgressHUD's `bezelView.color`); `nil`
    /// keeps the style's. `nil` by default.
    ///
    /// ```swift
    /// HUD.bezelMaterial = .none
    /// HUD.bezelColor = UIColor(white: 0.1, alpha: 0.9)
    /// HUD.contentColor = .white
    /// ```
    public static var bezelColor: UIColor? {
        get { HUDController.shared.appearance.bezelColor.map(UIColor.init) }
        set { HUDController.shared.appearance.bezelColor = newValue.map(HUDColor.init) }
    }

    /// The blur behind the bezel's fill: the style's (`.automatic`), none (a solid bezel), or the light or dark
    /// system material whatever the style. `.automatic` by default.
    public static var bezelMaterial: HUDBezelMaterial {
        get { HUDController.shared.appearance.bezelMaterial }
        set { HUDController.shared.appearance.bezelMaterial = newValue }
    }

    /// The colour of the label, the indicator and tinted images in every style (MBProgressHUD's `contentColor`),
    /// over the style's colours and ``foregroundColor``; `nil` keeps the style's. `nil` by default.
    public static var contentColor: UIColor? {
        get { HUDController.shared.appearance.contentColor.map(UIColor.init) }
        set { HUDController.shared.appearance.contentColor = newValue.map(HUDColor.init) }
    }

    /// The details font (``HUDOptions/details``, MBProgressHUD's `detailsLabel.font`), scaled with Dynamic Type by
    /// its text style (`.body`'s when it has none); see ``HUDController/detailsFont``. The footnote style at 13 pt
    /// by default.
    ///
    /// ```swift
    /// HUD.detailsFont = .preferredFont(forTextStyle: .caption1)
    /// HUD.detailsColor = .secondaryLabel
    /// ```
    public static var detailsFont: UIFont {
        get { HUDController.shared.detailsFont }
        set { HUDController.shared.detailsFont = newValue }
    }

    /// The details colour (MBProgressHUD's `detailsLabel.textColor`); `nil` draws the details in the secondary
    /// colour: the status's (the style's, or ``contentColor``) at 60 %. `nil` by default.
    public static var detailsColor: UIColor? {
        get { HUDController.shared.appearance.detailsColor.map(UIColor.init) }
        set { HUDController.shared.appearance.detailsColor = newValue.map(HUDColor.init) }
    }

    /// Whether an app view shown in the bezel (``show(customView:status:options:onTap:onDisappear:)``) is tinted with the
    /// image colour, as a template image is; off, it keeps the `tintColor` the app gave it. `true` by default.
    public static var tintsCustomView: Bool {
        get { HUDController.shared.appearance.tintsCustomView }
        set { HUDController.shared.appearance.tintsCustomView = newValue }
    }
}
#endif  // canImport(UIKit)
