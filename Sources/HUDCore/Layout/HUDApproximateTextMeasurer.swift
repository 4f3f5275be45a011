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
/// the box's height, and the last visible line then ends in "…". Only the visible part of the text is read, so a
/// 100,000-character status costs no more than the box holds.
///
/// ```swift
/// let size = HUDApproximateTextMeasurer().measure("Loading", font: .subheadline, fontScale: 1,
///                                                 maximumSize: CGSize(width: 200, height: 300)).size
/// ```
public struct HUDApproximateTextMeasurer: HUDTextMeasuring {
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
        let maximumLines = maximumHeight.isFinite ? Int((maximumHeight / lineHeight + 1e-9).rounded(.down)) : nil

        guard !text.isEmpty else { return HUDTextMeasurement(size: .zero, lines: [], isTruncated: false) }
        guard maximumLines != 0 else { return HUDTextMeasurement(size: .zero, lines: [], isTruncated: true) }

        var wrapper = HUDLineWrapper(
            maximumWidth: maximumWidth, maximumLines: maximumLines,
            emSize: pointSize * Self.weightFactor(font.weight))
        for character in text where !wrapper.append(character) {
            break
        }
        let result = wrapper.finish()
        let width = min(maximumWidth, (result.width * 1000).rounded() / 1000)
        return HUDTextMeasurement(
            size: CGSize(width: width, height: CGFloat(result.lines.count) * lineHeight), lines: result.lines,
            isTruncated: result.isTruncated)
    }

    /// The estimated advance of `character` in ems.
    static func advance(of character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x20...0x7E: return CGFloat(asciiAdvances[Int(scalar.value) - 0x20]) / 1000
        case 0...0x1F, 0x7F: return 0
        case 0x2026: return 1
        default: break
        }
        if isWide(scalar) { return 1 }
        if character.isWhitespace { return 0.28 }
        if character.isPunctuation { return 0.3 }
        if character.isUppercase { return 0.68 }
        return 0.55
    }

    /// Advances of the printable ASCII characters from space to `~`, in thousandths of an em: the widths of a
    /// neo-grotesque like Helvetica, close enough to San Francisco's for layout estimates.
    private static let asciiAdvances: [Int16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p … ~
    ]

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
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
