#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// Measures status text with UIKit (`NSString.boundingRect`) in the font the label draws it in; the label wraps
/// the text itself, so the whole text is returned as one line.
struct UIKitTextMeasurer: HUDTextMeasuring {
    /// The app's font family, read on the main thread (where the session measures); elsewhere the system font.
    let statusFont: StatusFont

    /// Measures `text` in `font` at `fontScale`, wrapped to `maximumSize.width`; taller text is cut at
    /// `maximumSize.height` and reported truncated.
    func measure(_ text: String, font: HUDFont, fontScale: CGFloat, maximumSize: CGSize) -> HUDTextMeasurement {
        let base = Thread.isMainThread ? MainActor.assumeIsolated { statusFont.unscaled(font) } : font.systemFont
        let scale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        let needed = (text as NSString).boundingRect(
            with: CGSize(width: maximumSize.width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: base.withSize(base.pointSize * scale)],
            context: nil
        ).size
        let width = needed.width.rounded(.up)
        let height = needed.height.rounded(.up)
        return HUDTextMeasurement(
            size: CGSize(width: min(width, maximumSize.width), height: min(height, maximumSize.height)),
            lines: [text], isTruncated: height > maximumSize.height)
    }
}
#endif  // canImport(UIKit)
