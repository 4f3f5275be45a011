#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The status font the app set as a `UIFont`, shared by the label and the text measurer so that a custom font
/// family is measured with the same font it is drawn in.
///
/// `HUDAppearance.font` keeps the font's text style, size and weight; this keeps its family. The family is used
/// as long as the appearance's font is still the one derived from it, and the system font otherwise.
@MainActor
final class StatusFont {
    private var custom: UIFont?

    /// Stores `font` and returns its `HUDFont` for the appearance.
    func set(_ font: UIFont) -> HUDFont {
        custom = font
        return HUDFont(font)
    }

    /// The font to draw `font` in, before Dynamic Type scaling: the app's family when `font` is the app's font,
    /// the system font otherwise.
    func unscaled(_ font: HUDFont) -> UIFont {
        guard let custom, HUDFont(custom) == font else { return font.systemFont }
        return custom.withSize(CGFloat(font.pointSize))
    }

    /// `font` scaled for `traits`' content size category.
    func scaled(_ font: HUDFont, for traits: UITraitCollection?) -> UIFont {
        font.metrics.scaledFont(for: unscaled(font), compatibleWith: traits)
    }
}
#endif  // canImport(UIKit)
