#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The images the HUD shows: the success/error/info glyphs (the bundled ones or the app's replacements) and the
// custom images of `show(image:)`, kept until the session releases them (`OverlayHost.releaseContent(_:)`).
extension HUDController {
    /// The image of ``showSuccess(status:options:onDisappear:)``. The bundled checkmark (the SF Symbol
    /// `checkmark` when the bundle lacks it) by default.
    public var successImage: UIImage {
        get { glyphImage(.success) }
        set { glyphImages[.success] = newValue }
    }

    /// The image of ``showError(status:options:onDisappear:)``. The bundled cross (SF Symbol `xmark`) by default.
    public var errorImage: UIImage {
        get { glyphImage(.error) }
        set { glyphImages[.error] = newValue }
    }

    /// The image of ``showInfo(status:options:onDisappear:)``. The bundled "i" (SF Symbol `info.circle`) by
    /// default.
    public var infoImage: UIImage {
        get { glyphImage(.info) }
        set { glyphImages[.info] = newValue }
    }

    /// The image a bundled glyph is drawn with: the app's replacement, else the bundled image, else an empty image.
    private func glyphImage(_ image: HUDImage) -> UIImage {
        assets.glyphImage(image)
    }
}
#endif  // canImport(UIKit)
