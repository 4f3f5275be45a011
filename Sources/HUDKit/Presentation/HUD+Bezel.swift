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
    public nonisolated static var margin: CGFloat {
        get { read { $0.appearance.margin } }
        set { write { $0.appearance.margin = newValue } }
    }

    /// Space between the indicator (or image) and the label, in points; negative or non-finite acts as `0`. `8` by
    /// default.
    public nonisolated static var labelSpacing: CGFloat {
        get { read { $0.appearance.labelSpacing } }
        set { write { $0.appearance.labelSpacing = newValue } }
    }

    /// Whether the bezel is square, as high as it is wide (MBProgressHUD's `square`). `false` by default.
    public nonisolated static var isSquare: Bool {
        get { read { $0.appearance.isSquare } }
        set { write { $0.appearance.isSquare = newValue } }
    }

    /// The bezel's colour in every style, drawn over ``bezelMaterial`` (MBProgressHUD's `bezelView.color`); `nil`
    /// keeps the style's. `nil` by default.
    ///
    /// ```swift
    /// HUD.bezelMaterial = .none
    /// HUD.bezelColor = UIColor(white: 0.1, alpha: 0.9)
    /// HUD.contentColor = .white
    /// ```
    public nonisolated static var bezelColor: UIColor? {
        get { read { $0.appearance.bezelColor.map(UIColor.init) } }
        set { write { $0.appearance.bezelColor = newValue.map(HUDColor.init) } }
    }

    /// The blur behind the bezel's fill: the style's (`.automatic`), none (a solid bezel), or the light or dark
    /// system material whatever the style. `.automatic` by default.
    public nonisolated static var bezelMaterial: HUDBezelMaterial {
        get { read { $0.appearance.bezelMaterial } }
        set { write { $0.appearance.bezelMaterial = newValue } }
    }

    /// The colour of the label, the indicator and tinted images in every style (MBProgressHUD's `contentColor`),
    /// over the style's colours and ``foregroundColor``; `nil` keeps the style's. `nil` by default.
    public nonisolated static var contentColor: UIColor? {
        get { read { $0.appearance.contentColor.map(UIColor.init) } }
        set { write { $0.appearance.contentColor = newValue.map(HUDColor.init) } }
    }

    /// The details font (``HUDOptions/details``, MBProgressHUD's `detailsLabel.font`), scaled with Dynamic Type by
    /// its text style (`.body`'s when it has none); see ``HUDController/detailsFont``. The footnote style at 13 pt
    /// by default.
    ///
    /// ```swift
    /// HUD.detailsFont = .preferredFont(forTextStyle: .caption1)
    /// HUD.detailsColor = .secondaryLabel
    /// ```
    public nonisolated static var detailsFont: UIFont {
        get { read { $0.detailsFont } }
        set { write { $0.detailsFont = newValue } }
    }

    /// The details colour (MBProgressHUD's `detailsLabel.textColor`); `nil` draws the details in the secondary
    /// colour: the status's (the style's, or ``contentColor``) at 60 %. `nil` by default.
    public nonisolated static var detailsColor: UIColor? {
        get { read { $0.appearance.detailsColor.map(UIColor.init) } }
        set { write { $0.appearance.detailsColor = newValue.map(HUDColor.init) } }
    }

    /// Whether an app view shown in the bezel (``show(customView:status:options:onTap:onDisappear:)``) is tinted with the
    /// image colour, as a template image is; off, it keeps the `tintColor` the app gave it. `true` by default.
    public nonisolated static var tintsCustomView: Bool {
        get { read { $0.appearance.tintsCustomView } }
        set { write { $0.appearance.tintsCustomView = newValue } }
    }

    /// The most lines the status takes (MBProgressHUD's `label.numberOfLines`); longer text is cut with an
    /// ellipsis. `0` wraps up to the maximum label size (200 × 300 pt). `0` by default.
    ///
    /// ```swift
    /// HUD.maximumStatusLines = 2
    /// ```
    public nonisolated static var maximumStatusLines: Int {
        get { read { $0.appearance.maximumStatusLines } }
        set { write { $0.appearance.maximumStatusLines = newValue } }
    }
}
#endif  // canImport(UIKit)
