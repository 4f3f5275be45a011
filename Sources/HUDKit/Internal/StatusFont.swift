#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The fonts the app set as `UIFont`s (the status font, the details font), shared by the labels and the text
/// measurer so that a custom font family is measured with the same font it is drawn in.
///
/// `HUDAppearance.font` and `detailsFont` keep each font's text style, size and weight; this keeps its family. A
/// family is used as long as the appearance's font is still the one derived from it, and the system font otherwise.
@MainActor
final class StatusFont {
    /// The app's fonts by the `HUDFont` derived from each; one per font the app set, so a handful at most.
    private var custom: [HUDFont: UIFont] = [:]

    /// Stores `font` and returns its `HUDFont` for the appearance.
    func set(_ font: UIFont) -> HUDFont {
        let derived = HUDFont(font)
        custom[derived] = font
        return derived
    }

    /// The font to draw `font` in, before Dynamic Type scaling: the app's family when `font` is one the app set,
    /// the system font otherwise.
    func unscaled(_ font: HUDFont) -> UIFont {
        guard let custom = custom[font] else { return font.systemFont }
        return custom.withSize(CGFloat(font.pointSize))
    }

    /// `font` scaled for `traits`' content size category.
    func scaled(_ font: HUDFont, for traits: UITraitCollection?) -> UIFont {
        font.metrics.scaledFont(for: unscaled(font), compatibleWith: traits)
    }
}
#endif  // canImport(UIKit)
