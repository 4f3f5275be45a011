#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The images of the shared HUD's success, error and info results; each reads and writes `HUDController.shared`.
// Whether they are tinted is a setting (`HUD.shouldTintImages`). The "Images" topic of the HUD page.
extension HUD {
    /// The image of ``showSuccess(status:options:onTap:onDisappear:)``; see ``HUDController/successImage``.
    public nonisolated static var successImage: UIImage {
        get { read { $0.successImage } }
        set { write { $0.successImage = newValue } }
    }

    /// The image of ``showError(status:options:onTap:onDisappear:)``; see ``HUDController/errorImage``.
    public nonisolated static var errorImage: UIImage {
        get { read { $0.errorImage } }
        set { write { $0.errorImage = newValue } }
    }

    /// The image of ``showInfo(status:options:onTap:onDisappear:)``; see ``HUDController/infoImage``.
    public nonisolated static var infoImage: UIImage {
        get { read { $0.infoImage } }
        set { write { $0.infoImage = newValue } }
    }
}
#endif  // canImport(UIKit)
