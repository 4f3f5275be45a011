#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// What the shared HUD is doing now, readable from any thread, and the key of its status in HUDKit's notifications.
// The "Reading the state" topic of the HUD page (`HUDKit.docc/HUD.md`).
extension HUD {
    /// Whether the HUD is on screen (fading in, shown or fading out), as SVProgressHUD's `isVisible`; readable from
    /// any thread. On the main thread it answers at once; from another thread it waits for the main thread and
    /// answers after the calls that thread made before it (so `HUD.show()` then `HUD.isVisible` is `true` there
    /// too), so don't read it from a thread the main thread is waiting for.
    ///
    /// ```swift
    /// if HUD.isVisible { HUD.dismiss() }
    /// ```
    public nonisolated static var isVisible: Bool { read { $0.isVisible } }

    /// The `userInfo` key of the status in HUDKit's notifications (`Notification.Name.hudWillAppear`, …), present only
    /// when the HUD has a status.
    ///
    /// ```swift
    /// let status = notification.userInfo?[HUD.statusUserInfoKey] as? String
    /// ```
    public nonisolated static let statusUserInfoKey = "HUDStatusUserInfoKey"
}
#endif  // canImport(UIKit)
