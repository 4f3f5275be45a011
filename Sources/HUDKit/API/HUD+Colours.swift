#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The colours of the shared HUD, in SVProgressHUD's and MBProgressHUD's names (the bezel's colour and blur, the
// content colour): each reads and writes `HUDController.shared.appearance`, and a change restyles a HUD on screen.
// Colours are stored as sRGB `HUDColor`s: a dynamic `UIColor` is resolved for the current trait collection when it
// is set (the `.automatic` style is what follows light and dark mode). The "Colours" topic of the HUD page.
extension HUD {
    /// Indicator and text colour of the `.custom` style. Setting it also sets ``defaultStyle`` to `.custom`, as
    /// SVProgressHUD's `setForegroundColor:` does, so the colour shows; set ``defaultStyle`` afterwards to choose
    /// another style. `.black` by default.
    ///
    /// ```swift
    /// HUD.foregroundColor = .white  // defaultStyle is now .custom
    /// ```
    public nonisolated static var foregroundColor: UIColor {
        get { read { UIColor($0.appearance.foregroundColor) } }
        set { write { $0.appearance.selectingCustomStyle(foregroundColor: HUDColor(newValue)) } }
    }

    /// Image and ring colour of the `.custom` style; `nil` uses ``foregroundColor``. Setting it also sets
    /// ``defaultStyle`` to `.custom`, as SVProgressHUD's `setForegroundImageColor:` does. `nil` by default.
    public nonisolated static var foregroundImageColor: UIColor? {
        get { read { $0.appearance.foregroundImageColor.map(UIColor.init) } }
        set { write { $0.appearance.selectingCustomStyle(foregroundImageColor: newValue.map(HUDColor.init)) } }
    }

    /// Bezel colour of the `.custom` style. Setting it also sets ``defaultStyle`` to `.custom`, as SVProgressHUD's
    /// `setBackgroundColor:` does. `.white` by default.
    public nonisolated static var backgroundColor: UIColor {
        get { read { UIColor($0.appearance.backgroundColor) } }
        set { write { $0.appearance.selectingCustomStyle(backgroundColor: HUDColor(newValue)) } }
    }

    /// Mask colour of the `.custom` mask type. Black at 0.4 alpha by default.
    public nonisolated static var backgroundLayerColor: UIColor {
        get { read { UIColor($0.appearance.backgroundLayerColor) } }
        set { write { $0.appearance.backgroundLayerColor = HUDColor(newValue) } }
    }

    /// Bezel border colour (a dynamic colour is resolved when set). `.clear` by default.
    public nonisolated static var borderColor: UIColor {
        get { read { UIColor($0.appearance.borderColor) } }
        set { write { $0.appearance.borderColor = HUDColor(newValue) } }
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

    /// Whether an app view shown in the bezel (``show(customView:status:options:onDisappear:)-(UIView,_,_,_)``)
    /// is tinted with the image colour, as a template image is; off, it keeps the `tintColor` the app gave it. `true` by
    /// default.
    public nonisolated static var tintsCustomView: Bool {
        get { read { $0.appearance.tintsCustomView } }
        set { write { $0.appearance.tintsCustomView = newValue } }
    }
}
#endif  // canImport(UIKit)
