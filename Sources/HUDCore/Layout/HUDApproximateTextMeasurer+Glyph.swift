import Foundation

extension HUDApproximateTextMeasurer {
    /// What the wrapper needs to know about one character, read from its first scalar (a fast path for ASCII,
    /// one general-category lookup otherwise).
    struct Glyph: Equatable {
        /// The estimated advance in ems.
        var advance: CGFloat
        /// Whether the character breaks the line (`\n`, `\r\n`, `\r`, vertical tab, form feed, U+0085, U+2028,
        /// U+2029).
        var isNewline: Bool
        /// Whether the character is whitespace a line can break at (newlines included); the no-break spaces
        /// (U+00A0, U+2007, U+202F) are not: they join their neighbours into one word.
        var isWhitespace: Bool

        init(_ character: Character) {
            if let ascii = character.asciiValue {
                self = Glyph(ascii: ascii)
                return
            }
            let scalar = character.unicodeScalars.first ?? " "
            let category = scalar.properties.generalCategory
            isNewline = scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
            isWhitespace = isNewline || (category == .spaceSeparator && !Self.isNoBreakSpace(scalar))
            advance = Self.isEmojiSequence(character, first: scalar) ? 1 : Self.advance(of: scalar, category: category)
        }

        /// The glyph of the ASCII character `ascii` (`\r\n`, one character, reads as its `\n`).
        init(ascii: UInt8) {
            advance = ascii >= 0x20 && ascii <= 0x7E ? CGFloat(asciiAdvances[Int(ascii) - 0x20]) / 1000 : 0
            isNewline = ascii >= 0x0A && ascii <= 0x0D
            isWhitespace = isNewline || ascii == 0x20 || ascii == 0x09
        }

        /// Whether `character` is a symbol that U+FE0F or a keycap (U+20E3) turns into an emoji (`❤️`, `1️⃣`),
        /// drawn as wide as any emoji although its first scalar alone is a narrow symbol or digit.
        private static func isEmojiSequence(_ character: Character, first: Unicode.Scalar) -> Bool {
            first.properties.isEmoji
                && character.unicodeScalars.dropFirst().contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
        }

        private static func isNoBreakSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value == 0xA0 || scalar.value == 0x2007 || scalar.value == 0x202F
        }

        private static func advance(of scalar: Unicode.Scalar, category: Unicode.GeneralCategory) -> CGFloat {
            switch scalar.value {
            case 0x2026, 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
                return 1
            default:
                break
            }
            switch category {
            case .spaceSeparator:
                return 0.28
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return 0.3
            case .uppercaseLetter, .titlecaseLetter:
                return 0.68
            case .nonspacingMark, .enclosingMark, .format, .control:
                return 0
            case .otherSymbol:
                return scalar.properties.isEmojiPresentation ? 1 : 0.55
            default:
                return 0.55
            }
        }
    }

    /// The estimated advance of `character` in ems.
    static func advance(of character: Character) -> CGFloat {
        Glyph(character).advance
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
}
