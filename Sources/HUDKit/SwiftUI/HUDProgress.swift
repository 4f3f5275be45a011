#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import SwiftUI

/// The HUD's determinate progress in SwiftUI (``HUDProgressView``): the thin ring, the annular ring, the pie or the
/// bar, filled to `value`; its ideal size is 37 × 37 points (120 × 10 for the bar).
///
/// ```swift
/// HUDProgress(value: uploaded, style: .pie, color: .green)
///     .frame(width: 28, height: 28)
/// ```
public struct HUDProgress: UIViewRepresentable {
    /// The fraction done, drawn clamped to `0...1` (NaN as `0`).
    public var value: Double
    /// How it is drawn. `.ring` by default.
    public var style: HUDProgressStyle
    /// The colour. The accent colour by default.
    public var color: Color
    /// The stroke width in points. `2` by default.
    public var lineWidth: CGFloat

    /// Creates a progress view.
    ///
    /// - Parameters:
    ///   - value: The fraction done, drawn clamped to `0...1`.
    ///   - style: How it is drawn. `.ring` by default.
    ///   - color: The colour. The accent colour by default.
    ///   - lineWidth: The stroke width in points. `2` by default.
    public init(value: Double, style: HUDProgressStyle = .ring, color: Color = .accentColor, lineWidth: CGFloat = 2) {
        self.value = value
        self.style = style
        self.color = color
        self.lineWidth = lineWidth
    }

    /// Makes the UIKit view.
    public func makeUIView(context: Context) -> HUDProgressView {
        HUDProgressView(style: style)
    }

    /// Applies the value, the style, the colour and the width.
    public func updateUIView(_ view: HUDProgressView, context: Context) {
        view.style = style
        view.progress = value
        view.tintColor = UIColor(color)
        view.lineWidth = lineWidth
    }
}
#endif  // canImport(UIKit)
