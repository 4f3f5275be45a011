import Foundation

/// A deterministic text measurer for Linux, tests and hud-preview: it estimates glyph widths from the font size,
/// wraps at word boundaries and truncates with "…" at the maximum box.
///
/// Widths are estimates in ems of the scaled point size: a Helvetica-like table for ASCII (about `0.55` for
/// lower-case letters and digits, `0.28` for spaces, narrower for `i`, `l` and most punctuation); elsewhere `0.55`
/// for letters, `0.68` for capitals, `0.3` for punctuation, `0.28` for spaces and `1` for CJK and emoji. Bold and
/// semibold text is a few per cent wider. Lines are ``lineHeightFactor`` (1.2) × the scaled size high.
///
/// The rules: a newline character always starts a new line (so `"a\n"` is two lines, the second empty); text wraps
/// at spaces, and a word longer than a line is broken where it overflows; whitespace where a line wraps is dropped,
/// and trailing whitespace is neither kept nor measured (a whitespace-only text is one empty line). Lines stop at
/// the box's height, and the last visible line then ends in "…". No-break spaces (U+00A0, U+2007, U+202F) are as wide
/// as spaces but never break a line. Only the visible part of the text is read, so a 100,000-character status costs
/// no more than the box holds. Floating-point noise never costs a line: a line fits when it is at most 0.001 pt
/// wider than the box (widths are reported in thousandths, so a text always fits a box of its own measured size),
/// and a box a hair lower than `n` lines still holds `n`.
///
/// ```swift
/// let size = HUDApproximateTextMeasurer().measure("Loading", font: .subheadline, fontScale: 1,
///                                                 maximumSize: CGSize(width: 200, height: 300)).size
/// ```
@_spi(HUDEngine) public struct HUDApproximateTextMeasurer: HUDTextMeasuring {
    /// A line's height as a multiple of the scaled point size: `1.2`.
    public static let lineHeightFactor: CGFloat = 1.2

    /// Creates a measurer.
    public init() {}

    /// Measures `text`; see ``HUDTextMeasuring``.
    ///
    /// A non-finite or non-positive `fontScale` counts as `1`; a NaN or negative maximum size as `0` (nothing fits,
    /// so a non-empty text comes back truncated with no lines); an infinite maximum size does not limit.
    public func measure(_ text: String, font: HUDFont, fontScale: CGFloat, maximumSize: CGSize) -> HUDTextMeasurement {
        let scale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        let pointSize = CGFloat(font.pointSize) * scale
        let lineHeight = pointSize * Self.lineHeightFactor
        let maximumWidth = Self.limit(maximumSize.width)
        let maximumHeight = Self.limit(maximumSize.height)
        let lineCapacity = (maximumHeight / lineHeight + 1e-9).rounded(.down)
        let maximumLines = lineCapacity < 1_000_000_000 ? Int(lineCapacity) : nil

        guard !text.isEmpty else { return HUDTextMeasurement(size: .zero, lines: [], isTruncated: false) }
        guard maximumLines != 0 else { return HUDTextMeasurement(size: .zero, lines: [], isTruncated: true) }

        var wrapper = HUDLineWrapper(
            text: text, maximumWidth: maximumWidth, maximumLines: maximumLines,
            emSize: pointSize * Self.weightFactor(font.weight))
        let result = wrapper.wrap()
        let width = min(maximumWidth, (result.width * 1000).rounded() / 1000)
        return HUDTextMeasurement(
            size: CGSize(width: width, height: CGFloat(result.lines.count) * lineHeight), lines: result.lines,
            isTruncated: result.isTruncated)
    }

    private static func weightFactor(_ weight: HUDFont.Weight) -> CGFloat {
        switch weight {
        case .regular: return 1
        case .medium: return 1.02
        case .semibold: return 1.05
        case .bold: return 1.08
        }
    }

    private static func limit(_ value: CGFloat) -> CGFloat {
        value.isNaN || value < 0 ? 0 : value
    }
}
