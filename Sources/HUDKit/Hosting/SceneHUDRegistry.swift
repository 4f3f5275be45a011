#if canImport(UIKit)
import UIKit

/// The window HUD of each scene, held while its scene lives.
@MainActor
final class SceneHUDRegistry {
    static let shared = SceneHUDRegistry()

    private struct Entry {
        weak var scene: UIWindowScene?
        let controller: HUDController
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// `scene`'s controller, made the first time with the app-wide settings (appearance, font family, glyph images,
    /// `UIAppearance` values); entries of scenes that are gone are dropped.
    func controller(for scene: UIWindowScene) -> HUDController {
        entries = entries.filter { $0.value.scene != nil }
        if let entry = entries[ObjectIdentifier(scene)], entry.scene === scene { return entry.controller }
        let controller = HUDController(scene: scene, appearance: HUDController.shared.appearance)
        controller.inheritAppWideSettings()
        entries[ObjectIdentifier(scene)] = Entry(scene: scene, controller: controller)
        return controller
    }
}
#endif  // canImport(UIKit)
