#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// Carries the shared controller's app-wide settings (the fonts, the glyph images and, to a scene's window HUD, the
/// appearance) to the controllers made from it, a scene's and a view's, when they change, as HUDCore's `HUDInheritance` decides: each heir follows until it
/// sets its own. The heirs are held weakly.
@MainActor
final class AppWideSettings {
    /// The settings of ``HUDController/shared``.
    static let shared = AppWideSettings()

    private var inheritance = HUDInheritance(source: ObjectIdentifier(HUDController.shared))
    private var heirs: [ObjectIdentifier: WeakController] = [:]

    private struct WeakController {
        weak var controller: HUDController?
    }

    /// `heir`, just made from the shared controller with its settings, follows the changes of `settings` from now on.
    func inherit(_ heir: HUDController, following settings: Set<HUDInheritance<ObjectIdentifier>.Setting>) {
        let id = ObjectIdentifier(heir)
        heirs[id] = WeakController(controller: heir)
        inheritance.inherit(id, following: settings)
    }

    /// `controller` changed `setting`: the heirs that follow it take the new value.
    func changed(_ setting: HUDInheritance<ObjectIdentifier>.Setting, by controller: HUDController) {
        for (id, heir) in heirs where heir.controller == nil {
            heirs[id] = nil
            inheritance.forget(id)
        }
        for id in inheritance.changed(setting, by: ObjectIdentifier(controller)) {
            heirs[id]?.controller?.take(setting, from: controller)
        }
    }
}
#endif  // canImport(UIKit)
