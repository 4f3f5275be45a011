#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The success, error and info images on the `UIAppearance` proxy (SVProgressHUD's `UI_APPEARANCE_SELECTOR`
// `successImage`, `errorImage`, `infoImage`): each writes the owning controller's image, as ``HUD/successImage`` and
// its siblings do, with the proxy's rule that the latest setting wins (see `HUDView+Appearance.swift`).
extension HUDView {
    /// The image of `showSuccess`, as ``HUD/successImage``. The bundled checkmark by default.
    ///
    /// ```swift
    /// HUDView.appearance().successImage = UIImage(systemName: "checkmark.seal") ?? UIImage()
    /// ```
    @objc public dynamic var successImage: UIImage {
        get { glyph(.success) }
        set { takeProxyValue(newValue) { $0.successImage = $1 } }
    }

    /// The image of `showError`, as ``HUD/errorImage``. The bundled cross by default.
    ///
    /// ```swift
    /// HUDView.appearance().errorImage = UIImage(systemName: "xmark.octagon") ?? UIImage()
    /// ```
    @objc public dynamic var errorImage: UIImage {
        get { glyph(.error) }
        set { takeProxyValue(newValue) { $0.errorImage = $1 } }
    }

    /// The image of `showInfo`, as ``HUD/infoImage``. The bundled "i" by default.
    ///
    /// ```swift
    /// HUDView.appearance().infoImage = UIImage(systemName: "info.bubble") ?? UIImage()
    /// ```
    @objc public dynamic var infoImage: UIImage {
        get { glyph(.info) }
        set { takeProxyValue(newValue) { $0.infoImage = $1 } }
    }

    /// The controller's image for `glyph`, or the bundled one before the view has a controller.
    private func glyph(_ glyph: HUDImage) -> UIImage {
        controller?.image(for: glyph) ?? BundledAssets.image(for: glyph) ?? UIImage()
    }
}
#endif  // canImport(UIKit)
