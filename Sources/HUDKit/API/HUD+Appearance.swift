#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The look of the shared HUD as a whole: the appearance value, the style, mask, animation, progress style and
// transition, the custom indicator, and the looks beyond SVProgressHUD's and MBProgressHUD's defaults (the bezel's
// shadow, the ring easing between values, the glyphs drawing themselves). Each reads and writes
// `HUDController.shared` (its `appearance`, or the UIKit values the controller keeps beside it); a change restyles a
// HUD on screen. The "Choosing the look" topic of the HUD page; sizes, colours, text, images and timing have files
// of their own.
extension HUD {
    /// Every style and timing setting of the shared HUD as one value; the static properties read and write parts
    /// of it. The default appearance by default.
    ///
    /// ```swift
    /// HUD.appearance = HUDAppearance { $0.style = .dark; $0.maskType = .black }
    /// ```
    public nonisolated static var appearance: HUDAppearance {
        get { read { $0.appearance } }
        set { write { $0.appearance = newValue } }
    }

    /// The colour scheme: `.light`, `.dark`, `.automatic` (follows the system live) or `.custom`. `.automatic` by
    /// default.
    public nonisolated static var defaultStyle: HUDStyle {
        get { read { $0.appearance.style } }
        set { write { $0.appearance.style = newValue } }
    }

    /// What is drawn behind the bezel; every type but `.none` blocks touches to the app while the HUD appears and
    /// shows (from the start of its fade-out, touches reach the app again) and keeps VoiceOver on the HUD (unless an
    /// alert the app presented afterwards covers it). It does not block a hardware keyboard: the HUD never takes the
    /// first responder or hides the software keyboard, and key presses still reach the app. `.none` by default.
    public nonisolated static var defaultMaskType: HUDMaskType {
        get { read { $0.appearance.maskType } }
        set { write { $0.appearance.maskType = newValue } }
    }

    /// The indefinite indicator: the `.flat` masked arc or the `.native` activity indicator. `.flat` by default.
    public nonisolated static var defaultAnimationType: HUDAnimationType {
        get { read { $0.appearance.animationType } }
        set { write { $0.appearance.animationType = newValue } }
    }

    /// How a determinate progress is drawn: `.ring` (SVProgressHUD's), or MBProgressHUD's `.annular`, `.pie` or
    /// `.bar`; `HUDOptions.progressStyle` overrides it for one presentation. `.ring` by default.
    ///
    /// ```swift
    /// HUD.defaultProgressStyle = .pie
    /// ```
    public nonisolated static var defaultProgressStyle: HUDProgressStyle {
        get { read { $0.appearance.progressStyle } }
        set { write { $0.appearance.progressStyle = newValue } }
    }

    /// How the bezel moves while the HUD fades in and out: `.standard` (SVProgressHUD's 1.3 scale), or
    /// MBProgressHUD's `.fade`, `.zoomIn`, `.zoomOut` or `.zoom`; `HUDOptions.transition` overrides it for one
    /// presentation. `.standard` by default.
    ///
    /// ```swift
    /// HUD.defaultTransition = .zoom
    /// ```
    public nonisolated static var defaultTransition: HUDTransition {
        get { read { $0.appearance.transition } }
        set { write { $0.appearance.transition = newValue } }
    }

    /// The app's own indicator view for the shared HUD, drawn in place of the spinner and the progress (see
    /// ``HUDIndicatorView``). `nil` (the HUD's own drawing) by default.
    ///
    /// ```swift
    /// HUD.indicatorView = HUDProgressView(style: .annular)
    /// ```
    @MainActor public static var indicatorView: (any HUDIndicatorView)? {
        get { HUDController.shared.indicatorView }
        set { HUDController.shared.indicatorView = newValue }
    }

    /// The shadow under the bezel; `nil` keeps the style's (a soft shadow under the light bezel, none under the
    /// dark one, which has a white hairline instead), `.none` removes it. `nil` by default.
    ///
    /// ```swift
    /// HUD.bezelShadow = HUDShadow(color: HUDColor(white: 0, alpha: 0.3), radius: 8, offset: HUDOffset(vertical: 2))
    /// ```
    @MainActor public static var bezelShadow: HUDShadow? {
        get { HUDController.shared.appearance.bezelShadow }
        set { HUDController.shared.appearance.bezelShadow = newValue }
    }

    /// Whether the progress ring animates from one value to the next (0.25 s, as SVProgressHUD's) instead of
    /// jumping with each report; never with Reduce Motion. `false` by default.
    ///
    /// ```swift
    /// HUD.animatesProgress = true
    /// ```
    @MainActor public static var animatesProgress: Bool {
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
    @MainActor public static var drawsGlyphs: Bool {
        get { HUDController.shared.appearance.drawsGlyphs }
        set { HUDController.shared.appearance.drawsGlyphs = newValue }
    }
}
#endif  // canImport(UIKit)
