import Foundation

extension HUDColor {
    /// The WCAG 2 relative luminance of the colour's sRGB components, `0` (black) to `1` (white); the alpha is
    /// ignored.
    ///
    /// ```swift
    /// HUDColor(white: 0.5).relativeLuminance  // 0.214
    /// ```
    public var relativeLuminance: Double {
        let linear = { (channel: Double) in
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio of two opaque colours, `1` (the same luminance) to `21` (black on white):
    /// `(L1 + 0.05) / (L2 + 0.05)` with `L1` the lighter; alphas are ignored.
    ///
    /// WCAG's non-text contrast asks for at least 3:1 between a control's boundary and the colours next to it.
    ///
    /// ```swift
    /// HUDColor.white.contrastRatio(with: .black)  // 21
    /// ```
    public func contrastRatio(with other: HUDColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour seen when this one is painted over `background` (source-over in sRGB, as Core Animation and SVG
    /// blend by default); opaque when `background` is.
    ///
    /// ```swift
    /// HUDColor.black.withAlpha(0.5).composited(over: .white)  // grey 0.5
    /// ```
    public func composited(over background: HUDColor) -> HUDColor {
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        let mix = { (top: Double, bottom: Double) in
            (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha
        }
        return HUDColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: alpha)
    }
}
