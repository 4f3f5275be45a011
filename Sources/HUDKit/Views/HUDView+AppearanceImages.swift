#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The success, error and info images on the `UIAppearance` proxy (SVProgressHUD's `UI_APPEARANCE_SELECTOR`
// `successImage`, `errorImage`, `infoImage`): each writes the image into the HUD's asset store, as ``HUDController/successImage`` and
// its siblings do, with the proxy's rule that the latest setting wins (see `HUDView+Appearance.swift`).
extension HUDView {
    /// The image of `showSuccess`, as ``HUDController/successImage``. The bundled checkmark by default.
    ///
    /// ```swift
    /// HUDView.appearance().successImage = UIImage(systemName: "checkmark.seal") ?? UIImage()
    /// ```
    @objc public dynamic var successImage: UIImage {
        get { glyph(.success) }
        set { takeProxyImage(newValue, for: .success, property: \HUDView.successImage) }
    }

    /// The image of `showError`, as ``HUDController/errorImage``. The bundled cross by default.
    ///
    /// ```swift
    /// HUDView.appearance().errorImage = UIImage(systemName: "xmark.octagon") ?? UIImage()
    /// ```
    @objc public dynamic var errorImage: UIImage {
        get { glyph(.error) }
        set { takeProxyImage(newValue, for: .error, property: \HUDView.errorImage) }
    }

    /// The image of `showInfo`, as ``HUDController/infoImage``. The bundled "i" by default.
    ///
    /// ```swift
    /// HUDView.appearance().infoImage = UIImage(systemName: "info.bubble") ?? UIImage()
    /// ```
    @objc public dynamic var infoImage: UIImage {
        get { glyph(.info) }
        set { takeProxyImage(newValue, for: .info, property: \HUDView.infoImage) }
    }

    /// The image the HUD draws for `glyph`: the app's replacement, else the bundled one.
    private func glyph(_ glyph: HUDImage) -> UIImage {
        assets.glyphImage(glyph)
    }

    /// Stores `image`, delivered by the proxy for `property`, as the replacement of `glyph`, unless it is the image
    /// the proxy delivered for that property last time (the latest setting wins, `HUDAppearanceProxyLedger`).
    private func takeProxyImage(
        _ image: UIImage, for glyph: HUDImage, property: PartialKeyPath<HUDView>
    ) {
        guard assets.appearanceProxy.takes(AppearanceProxyValue(identityOf: image), for: property) else { return }
        assets.glyphImages[glyph] = image
    }
}
#endif  // canImport(UIKit)
