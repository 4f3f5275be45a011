import Foundation

// The indicators drawn on their own (HUDKit's public `HUDSpinnerView` and `HUDProgressView`, their SwiftUI
// versions), and where an app's own indicator goes in the HUD (HUDKit's `HUDIndicatorView`): the same parts as the
// HUD's, from the same rules, fitted to a view's bounds.
extension HUDRenderDescription {
    /// The flat spinner: its arc, swing and turn, centred at `center`.
    static func spinner(center: CGPoint, radius: CGFloat, lineWidth: CGFloat, color: HUDColor) -> Spinner {
        Spinner(
            center: center, radius: radius, lineWidth: lineWidth, color: color, startAngle: 3 * .pi / 2,
            endAngle: .pi / 2 + 5 * .pi, strokeStart: 0.015...0.515, strokeEnd: 0.485...0.985, strokeDuration: 1,
            rotationDuration: 1)
    }

    /// The HUD's spinner drawn alone, as large as fits in `bounds` (its stroke inside them), centred.
    ///
    /// ```swift
    /// HUDRenderDescription.standaloneSpinner(in: CGRect(x: 0, y: 0, width: 40, height: 40), lineWidth: 2, color: .black)
    /// // radius 19, centred at (20, 20)
    /// ```
    /// - Parameters:
    ///   - bounds: The view's bounds; a non-finite or negative size draws nothing (radius `0`).
    ///   - lineWidth: The stroke width; negative or non-finite acts as `0`.
    ///   - color: The arc's colour.
    public static func standaloneSpinner(in bounds: CGRect, lineWidth: CGFloat, color: HUDColor) -> Spinner {
        let (box, width) = fitted(bounds, lineWidth)
        return spinner(
            center: CGPoint(x: box.midX, y: box.midY), radius: radius(in: box, lineWidth: width), lineWidth: width,
            color: color)
    }

    /// A determinate `style` (the ring, the annular ring, the pie or the bar) filled to `fraction`, drawn alone in
    /// `bounds` with the HUD's rules: a round style as large as fits (its outer edge inside the bounds), centred;
    /// the bar fills the bounds.
    ///
    /// ```swift
    /// HUDRenderDescription.standaloneProgress(0.4, style: .pie, in: bounds, lineWidth: 2, color: .black)
    /// ```
    /// - Parameters:
    ///   - fraction: The fraction done, clamped to `0...1`; NaN acts as `0`.
    ///   - style: How it is drawn.
    ///   - bounds: The view's bounds; a non-finite or negative size draws nothing (radius `0`).
    ///   - lineWidth: The stroke width; negative or non-finite acts as `0`.
    ///   - color: The colour (the ring's track and the annular track are this colour, fainter).
    public static func standaloneProgress(
        _ fraction: Double, style: HUDProgressStyle, in bounds: CGRect, lineWidth: CGFloat, color: HUDColor
    ) -> Indicator {
        let (box, width) = fitted(bounds, lineWidth)
        let value = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return progress(
            value, style: style, in: box, radius: radius(in: box, lineWidth: width), lineWidth: width, color: color)
    }

    /// `bounds` standardized (empty when not finite) and the line width made usable.
    private static func fitted(_ bounds: CGRect, _ lineWidth: CGFloat) -> (CGRect, CGFloat) {
        let box = HUDLayout.sanitized(bounds)
        return (box, lineWidth.isFinite ? max(lineWidth, 0) : 0)
    }

    /// The radius of a circle stroked `lineWidth` wide whose outer edge touches the shorter side of `box`.
    private static func radius(in box: CGRect, lineWidth: CGFloat) -> CGFloat {
        max(min(box.width, box.height) / 2 - lineWidth / 2, 0)
    }
}
