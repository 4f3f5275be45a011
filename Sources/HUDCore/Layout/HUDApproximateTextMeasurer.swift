import Foundation

/// A deterministic text measurer for Linux, tests and hud-preview: it estimates glyph widths from the font size,
/// wraps at word boundaries and truncates with "…" at the maximum box.
///
/// ```swift
/// let size = HUDApproximateTextMeasurer().measure("Loading", font: .subheadline, fontScale: 1,
///                                                 maximumSize: CGSize(width: 200, height: 300)).size
/// ```
public struct HUDApproximateTextMeasurer: HUDTextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// Measures `text`; see ``HUDTextMeasuring``.
    public func measure(_ text: String, font: HUDFont, fontScale: CGFloat, maximumSize: CGSize) -> HUDTextMeasurement {
        // Contract stub: the layout issue fills this in.
        HUDTextMeasurement(size: .zero, lines: [text], isTruncated: false)
    }
}
