#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// Measures status text with UIKit (`NSString.boundingRect`) in the font the label draws it in; the label wraps
/// the text itself, so the whole text is returned as one line.
///
/// The rule for the font: the app's font family (`StatusFont`, main-actor state) is read on the main thread, where
/// the only owners of this measurer, `HUDSession` and `HUDMessageSession` (both `@MainActor`), measure: HUDCore's
/// `HUDTextMeasuringThreadTests` check that they measure synchronously inside their own calls, at every show,
/// update and message, never later. A measure made anywhere else is a programming error: it stops a debug build
/// (`assertionFailure`), and a release build measures in the system font of the same size and weight.
struct UIKitTextMeasurer: HUDTextMeasuring {
    /// The app's font family, read on the main thread.
    let statusFont: StatusFont

    /// Measures `text` in `font` at `fontScale`, wrapped to `maximumSize.width`; taller text is cut at
    /// `maximumSize.height` and reported truncated.
    func measure(_ text: String, font: HUDFont, fontScale: CGFloat, maximumSize: CGSize) -> HUDTextMeasurement {
        let base = Thread.isMainThread ? MainActor.assumeIsolated { statusFont.unscaled(font) } : offMain(font)
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

    /// The font of a measure made off the main thread, which the sessions never make: the system font.
    private func offMain(_ font: HUDFont) -> UIFont {
        assertionFailure("HUDKit measures text on the main thread only; this one is measured in the system font")
        return font.systemFont
    }
}
#endif  // canImport(UIKit)
