#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The looks beyond SVProgressHUD's and MBProgressHUD's defaults: the bezel's shadow, the ring easing between values
// and the glyphs drawing themselves, each reading and writing `HUDController.shared.appearance`.
extension HUD {
    /// The shadow under the bezel; `nil` keeps the style's (a soft shadow under the light bezel, none under the
    /// dark one, which has a white hairline instead), `.none` removes it. `nil` by default.
    ///
    /// ```swift
    /// HUD.bezelShadow = HUDShadow(color: HUDColor(white: 0, alpha: 0.3), radius: 8, offset: HUDOffset(vertical: 2))
    /// ```
    public static var bezelShadow: HUDShadow? {
        get { HUDController.shared.appearance.bezelShadow }
        set { HUDController.shared.appearance.bezelShadow = newValue }
    }

    /// Whether the progress ring animates from one value to the next (0.25 s, as SVProgressHUD's) instead of
    /// jumping with each report; never with Reduce Motion. `false` by default.
    ///
    /// ```swift
    /// HUD.animatesProgress = true
    /// ```
    public static var animatesProgress: Bool {
        get { HUDController.shared.appearance.animatesProgress }
        set { HUDController.shared.appearance.animatesProgress = newValue }
    }

    /// Whether the success, error and info glyphs draw themselves stroke by stroke when they appear (0.4 s: the
    /// circle, then the mark); never with Reduce Motion. `false` by default.
    ///
    /// ```swift
    /// HUD.drawsGlyphs = true
    /// HUD.showSuccess(status: "Saved")
    /// ```
    public static var drawsGlyphs: Bool {
        get { HUDController.shared.appearance.drawsGlyphs }
        set { HUDController.shared.appearance.drawsGlyphs = newValue }
    }
}
#endif  // canImport(UIKit)
