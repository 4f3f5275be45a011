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
        "Loading", tableName: "Localizable", bundle: .module, comment: "Spoken for a spinner or progress without text")
    /// "Success", localized as ``loading`` is.
    static let success = NSLocalizedString(
        "Success", tableName: "Localizable", bundle: .module, comment: "Spoken for the checkmark without text")
    /// "Error", localized as ``loading`` is.
    static let error = NSLocalizedString(
        "Error", tableName: "Localizable", bundle: .module, comment: "Spoken for the error cross without text")
    /// "Info", localized as ``loading`` is.
    static let info = NSLocalizedString(
        "Info", tableName: "Localizable", bundle: .module, comment: "Spoken for the info glyph without text")
    /// "Image", localized as ``loading`` is: an app image or view without text or a label of its own.
    static let image = NSLocalizedString(
        "Image", tableName: "Localizable", bundle: .module, comment: "Spoken for an app image without a label")

    /// "%1$@, %2$@, button": what the HUD says, then its button's title, as VoiceOver reads a button; localized
    /// as ``loading`` is.
    static let withButton = NSLocalizedString(
        "%1$@, %2$@, button", tableName: "Localizable", bundle: .module,
        comment: "Spoken when a HUD with a button appears: what it says (1) and the button's title (2)")

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
