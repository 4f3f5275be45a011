#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The images and strings HUDKit ships in `Bundle.module`, each with a fallback so that a missing resource never
/// crashes or blanks the HUD.
enum BundledAssets {
    /// The template image of a bundled glyph: the bundle's `success`/`error`/`info` PNG, or the SF Symbol
    /// `checkmark.circle`/`xmark.circle`/`info.circle` (the same family) when the bundle lacks it; `nil` for a
    /// custom image.
    static func image(for image: HUDImage) -> UIImage? {
        guard let names = names(of: image) else { return nil }
        let bundled = UIImage(named: names.resource, in: .module, compatibleWith: nil)
        return (bundled ?? UIImage(systemName: names.symbol))?.withRenderingMode(.alwaysTemplate)
    }

    /// The `angle-mask` image that fades the flat spinner's arc, or `nil` when the bundle lacks it (the arc is then
    /// drawn unmasked).
    static var angleMask: CGImage? {
        UIImage(named: "angle-mask", in: .module, compatibleWith: nil)?.cgImage
    }

    /// "Loading", localized from the bundle's `Localizable.strings` (the key itself when it has no entry).
    static let loading = NSLocalizedString(
        "Loading", tableName: "Localizable", bundle: .module, comment: "Spoken for a HUD without status")

    private static func names(of image: HUDImage) -> (resource: String, symbol: String)? {
        switch image {
        case .success: ("success", "checkmark.circle")
        case .error: ("error", "xmark.circle")
        case .info: ("info", "info.circle")
        case .custom: nil
        }
    }
}
#endif  // canImport(UIKit)
