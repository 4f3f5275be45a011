#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The glyph before a message's text: the bundled success, error or info glyph (or the app's replacement of it,
/// ``HUD/successImage``…), or the app's own image. It sits on the text's leading side, grows with Dynamic Type
/// and is tinted like the HUD's images.
///
/// ```swift
/// HUD.showMessage("Copied", glyph: .success)
/// HUD.showMessage("Starred", glyph: .image(UIImage(systemName: "star.fill") ?? UIImage()))
/// ```
public struct HUDMessageGlyph: Sendable {
    enum Storage: Sendable {
        case bundled(HUDImage)
        case image(UIImage)
    }

    let storage: Storage

    /// The checkmark.
    public static let success = HUDMessageGlyph(storage: .bundled(.success))
    /// The cross.
    public static let error = HUDMessageGlyph(storage: .bundled(.error))
    /// The "i".
    public static let info = HUDMessageGlyph(storage: .bundled(.info))

    /// The app's image; VoiceOver reads its `accessibilityLabel` when the message has no text.
    public static func image(_ image: UIImage) -> HUDMessageGlyph {
        HUDMessageGlyph(storage: .image(image))
    }
}
#endif  // canImport(UIKit)
