import Foundation

/// The base direction of a paragraph of text, decided from the text itself as the Unicode bidirectional algorithm
/// does (rules P2–P3): its first strongly directional character.
///
/// Arabic, Hebrew and the other right-to-left scripts (and U+200F RIGHT-TO-LEFT MARK) make a paragraph right to
/// left; any other letter (Latin, Cyrillic, CJK, …) and U+200E LEFT-TO-RIGHT MARK make it left to right. Digits,
/// punctuation, spaces and symbols are neutral and skipped. Text with no strong character (empty, digits only) is
/// left to right. The label's direction puts the truncation's "…", which is always the logical end of the text,
/// on the side where the text ends: the left for right-to-left text.
///
/// ```swift
/// HUDTextDirection(of: "جارٍ التحميل…")  // .rightToLeft
/// HUDTextDirection(of: "42 % done")       // .leftToRight
/// ```
@_spi(HUDEngine) public enum HUDTextDirection: String, Hashable, Sendable {
    /// Left to right (Latin, CJK, …), the default.
    case leftToRight
    /// Right to left (Arabic, Hebrew, …).
    case rightToLeft

    /// The direction of `text`'s first strong character; `.leftToRight` when it has none.
    public init(of text: String) {
        self = Self.strongDirection(in: text) ?? .leftToRight
    }

    /// The direction of `text`'s first strong character; `nil` when it has none (digits, punctuation, empty).
    public static func strongDirection(in text: String) -> HUDTextDirection? {
        for scalar in text.unicodeScalars {
            if let direction = strongDirection(of: scalar) { return direction }
        }
        return nil
    }

    /// The direction a scalar forces, or `nil` for a neutral or weak one. ASCII is decided without a Unicode
    /// property lookup: its letters are left to right, everything else in it neutral.
    static func strongDirection(of scalar: Unicode.Scalar) -> HUDTextDirection? {
        if scalar.isASCII {
            let value = scalar.value | 0x20  // lower-cases a letter
            return value >= 0x61 && value <= 0x7A ? .leftToRight : nil
        }
        switch scalar.value {
        case 0x200E: return .leftToRight
        case 0x200F: return .rightToLeft
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return rightToLeftBlocks.contains { $0.contains(scalar.value) } ? .rightToLeft : .leftToRight
        default:
            return nil
        }
    }

    /// The blocks of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, the
    /// Arabic supplements and presentation forms, and the historic right-to-left scripts of the SMP.
    private static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]
}
