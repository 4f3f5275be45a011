#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The status and details text of the shared HUD: fonts, the details colour and the number of status lines; each
// reads and writes `HUDController.shared`, and a change restyles a HUD on screen. The "Text" topic of the HUD page.
extension HUD {
    /// The status font, scaled with Dynamic Type by its text style (`.body`'s when it has none); see
    /// ``HUDController/font``. The subheadline style at 15 pt by default.
    public nonisolated static var font: UIFont {
        get { read { $0.font } }
        set { write { $0.font = newValue } }
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
