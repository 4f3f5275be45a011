#if canImport(UIKit)
import SwiftUI

/// The HUD's flat spinner in SwiftUI (``HUDSpinnerView``): as large as fits in its frame, centred; its ideal size is
/// 37 × 37 points.
///
/// ```swift
/// HUDSpinner(color: .blue, lineWidth: 3)
///     .frame(width: 24, height: 24)
/// ```
public struct HUDSpinner: UIViewRepresentable {
    /// The arc's colour. The accent colour by default.
    public var color: Color
    /// The arc's width in points. `2` by default.
    public var lineWidth: CGFloat

    /// Creates a spinner.
    ///
    /// - Parameters:
    ///   - color: The arc's colour. The accent colour by default.
    ///   - lineWidth: The arc's width in points. `2` by default.
    public init(color: Color = .accentColor, lineWidth: CGFloat = 2) {
        self.color = color
        self.lineWidth = lineWidth
    }

    /// Makes the UIKit view.
    public func makeUIView(context: Context) -> HUDSpinnerView {
        HUDSpinnerView()
    }

    /// Applies the colour and the width.
    public func updateUIView(_ view: HUDSpinnerView, context: Context) {
        view.tintColor = UIColor(color)
        view.lineWidth = lineWidth
    }
}
#endif  // canImport(UIKit)
