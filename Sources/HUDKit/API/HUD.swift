#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The members live in extensions, one file per topic of the HUD page (`HUDKit.docc/HUD.md`), named for it: the
// "Showing" topic is `HUD+Showing.swift`, "Settings" is `HUD+Appearance.swift`, and so on, each file listing
// exactly the members of its topic. Overloads hidden from the documentation are in `HUD+MigrationOverloads.swift`.

/// The one-line HUD: static calls that forward to ``HUDController/shared``, in SVProgressHUD's names.
///
/// ```swift
/// HUD.show(status: "Loading…")
/// HUD.showSuccess(status: "Saved")
/// HUD.dismiss()
/// ```
///
/// `HUD` itself is on no actor, so an app's own `extension HUD { static func … }` that calls it is callable from
/// wherever the app calls it. The `show…`, ``setStatus(_:)``, ``dismiss(withDelay:completion:)-78lqz`` and
/// ``popActivity()`` calls and the settings are `nonisolated`: accepted from any thread or task and applied on the
/// main thread in the order each caller made them; on the main thread they apply at once, so ``isVisible`` is `true`
/// right after ``show(status:options:onTap:onDisappear:)`` (with no grace time). What must run on the main actor (a
/// call that returns a controller or an activity, an `async` run, a SwiftUI view) says so itself with `@MainActor`.
/// Settings are the properties of ``HUDAppearance``, read and written by name on `HUD` (`HUD.cornerRadius = 12`,
/// through ``subscript(dynamicMember:)-14qr6``) or through the `UIAppearance` proxy of ``HUDView``.
@dynamicMemberLookup
public enum HUD {}
#endif  // canImport(UIKit)
