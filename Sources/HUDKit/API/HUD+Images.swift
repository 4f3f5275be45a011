#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The images of the shared HUD's success, error and info results, and whether they are tinted; each reads and writes
// `HUDController.shared`. The "Images" topic of the HUD page.
extension HUD {
    /// The image of ``showSuccess(status:options:onDisappear:)``. The bundled checkmark by default.
    public nonisolated static var successImage: UIImage {
        get { read { $0.successImage } }
        set { write { $0.successImage = newValue } }
    }

    /// The image of ``showError(status:options:onDisappear:)``. The bundled cross by default.
    public nonisolated static var errorImage: UIImage {
        get { read { $0.errorImage } }
        set { write { $0.errorImage = newValue } }
    }

    /// The image of ``showInfo(status:options:onDisappear:)``. The bundled "i" by default.
    public nonisolated static var infoImage: UIImage {
        get { read { $0.infoImage } }
        set { write { $0.infoImage = newValue } }
    }

    /// Whether images are drawn as templates in the foreground image colour. `true` by default.
    public nonisolated static var shouldTintImages: Bool {
        get { read { $0.appearance.shouldTintImages } }
        set { write { $0.appearance.shouldTintImages = newValue } }
    }
}
#endif  // canImport(UIKit)
