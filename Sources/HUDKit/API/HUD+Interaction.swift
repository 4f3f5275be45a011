#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Which touches the HUD keeps (JGProgressHUD's interaction types), whether it keeps them while it fades out
// (MBProgressHUD's behaviour), haptics and the motion effect. The two tap callbacks are `HUDOptions.onBezelTap` and
// `HUDOptions.onOutsideTap`, on every show. The "Touches and feedback" topic of the HUD page.
extension HUD {
    /// Which touches the shared HUD keeps from the app (``HUDInteraction``): all of them, only the bezel's, or none;
    /// `nil` lets ``defaultMaskType`` decide (a blocking mask keeps them all, `.none` only the bezel's). A call's
    /// `HUDOptions.interaction` overrides it. `nil` by default.
    ///
    /// ```swift
    /// HUD.defaultMaskType = .black
    /// HUD.defaultInteraction = .blockBezel  // dimmed, but the app stays usable
    /// ```
    public nonisolated static var defaultInteraction: HUDInteraction? {
        get { read { $0.appearance.interaction } }
        set { write { $0.appearance.interaction = newValue } }
    }

    /// Whether the shared HUD keeps blocking touches until it is gone, fade-out included (MBProgressHUD's
    /// behaviour); `false` lets every touch through as soon as the fade-out begins. A call's
    /// `HUDOptions.blocksTouchesUntilHidden` overrides it. `false` by default.
    ///
    /// ```swift
    /// HUD.blocksTouchesUntilHidden = true
    /// ```
    public nonisolated static var blocksTouchesUntilHidden: Bool {
        get { read { $0.appearance.blocksTouchesUntilHidden } }
        set { write { $0.appearance.blocksTouchesUntilHidden = newValue } }
    }

    /// Whether success/error/info HUDs play a notification haptic. `false` by default.
    public nonisolated static var hapticsEnabled: Bool {
        get { read { $0.appearance.hapticsEnabled } }
        set { write { $0.appearance.hapticsEnabled = newValue } }
    }

    /// Whether the bezel tilts with the device (±10 pt; never with Reduce Motion). `true` by default.
    public nonisolated static var motionEffectEnabled: Bool {
        get { read { $0.appearance.motionEffectEnabled } }
        set { write { $0.appearance.motionEffectEnabled = newValue } }
    }
}
#endif  // canImport(UIKit)
