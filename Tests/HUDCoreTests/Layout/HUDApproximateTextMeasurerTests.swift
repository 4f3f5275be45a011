import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDApproximateTextMeasurerTests {
    let measurer = HUDApproximateTextMeasurer()
    /// A 10-point font: `a` is 5.56 wide, a space 2.78, `…` 10, and a line 12 high.
    let small = HUDFont(textStyle: .body, pointSize: 10)

    private func measure(
        _ text: String, width: CGFloat = 1_000, height: CGFloat = 1_000, scale: CGFloat = 1
    ) -> HUDTextMeasurement {
        measurer.measure(text, font: small, fontScale: scale, maximumSize: CGSize(width: width, height: height))
    }

    @Test func measuresASingleLineWithTheGlyphTable() {
        // Given / When
        let result = measurer.measure(
            "Loading", font: .subheadline, fontScale: 1, maximumSize: CGSize(width: 200, height: 300))
        // Then: L o a d i n g = 3.558 em × 15
        #expect(
            result == HUDTextMeasurement(size: CGSize(width: 53.37, height: 18), lines: ["Loading"], isTruncated: false)
        )
    }

    @Test func emptyTextHasNoLinesAndNoSize() {
        #expect(measure("") == HUDTextMeasurement(size: .zero, lines: [], isTruncated: false))
    }

    @Test func whitespaceOnlyTextIsOneEmptyLine() {
        #expect(
            measure("   \t ") == HUDTextMeasurement(size: CGSize(width: 0, height: 12), lines: [""], isTruncated: false)
        )
    }

    @Test func wrapsAtSpacesAndDropsTheSpaceAtTheBreak() {
        let result = measure("aaaa bbbb", width: 40)
        #expect(
            result
                == HUDTextMeasurement(
                    size: CGSize(width: 22.24, height: 24), lines: ["aaaa", "bbbb"], isTruncated: false))
    }

    @Test func keepsInteriorSpacesOfAFittingLine() {
        let result = measure("a  b")
        #expect(result.lines == ["a  b"])
        #expect(result.size.width == 16.68)
    }

    @Test func breaksAWordLongerThanTheLine() {
        // 5 × 5.56 = 27.8 fits in 30, a sixth does not
        let result = measure(String(repeating: "a", count: 10), width: 30)
        #expect(result.lines == ["aaaaa", "aaaaa"])
        #expect(result.size == CGSize(width: 27.8, height: 24))
    }

    @Test func movesALongWordToItsOwnLineBeforeBreakingIt() {
        let result = measure("ab " + String(repeating: "d", count: 10), width: 30)
        #expect(result.lines == ["ab", "ddddd", "ddddd"])
    }

    @Test func noBreakSpacesDoNotWrap() {
        // Given a number joined to its unit by a no-break space, and French punctuation after a narrow one
        let distance = measure("aaaa 10\u{A0}km", width: 45)
        let french = measure("Oui, attendez\u{202F}!", width: 64)
        // Then each pair wraps as one word, and the no-break space keeps its width (10 + 2.8 + 13.33)
        #expect(
            distance
                == HUDTextMeasurement(
                    size: CGSize(width: 27.25, height: 24), lines: ["aaaa", "10\u{A0}km"], isTruncated: false),
            "Before the fix, a no-break space was a break opportunity, so \"km\" went to a line of its own")
        #expect(french.lines == ["Oui,", "attendez\u{202F}!"])
    }

    @Test func newlineCharactersBreakLines() {
        #expect(measure("a\nb").lines == ["a", "b"])
        #expect(measure("a\n\nb").lines == ["a", "", "b"])
        #expect(measure("a\r\nb").lines == ["a", "b"])
        #expect(measure("a\u{2028}b").lines == ["a", "b"])
        #expect(
            measure("a\n")
                == HUDTextMeasurement(size: CGSize(width: 5.56, height: 24), lines: ["a", ""], isTruncated: false))
    }

    @Test func anASCIILetterWithACombiningAccentIsOneCharacter() {
        // Given "Cafe" and a combining acute accent, which joins its "e" into one character (ASCII is read byte by
        // byte only where another ASCII byte follows)
        let combined = measure("Cafe\u{301}")
        // Then it measures as "Caf" and one accented letter, precomposed or not
        #expect(combined.size == measure("Caf\u{E9}").size)
        #expect(combined.lines == ["Cafe\u{301}"])
    }

    @Test func truncatesAtTheBoxHeightWithAnEllipsis() {
        // Given room for two 12-point lines
        let result = measure("aaaa bbbb cccc dddd", width: 40, height: 24)
        // Then the second line ends in "…" (22.24 + 10)
        #expect(
            result
                == HUDTextMeasurement(
                    size: CGSize(width: 32.24, height: 24), lines: ["aaaa", "bbbb…"], isTruncated: true))
    }

    @Test func truncationDropsCharactersToMakeRoomForTheEllipsis() {
        let result = measure(String(repeating: "a", count: 10), width: 40, height: 12)
        #expect(
            result == HUDTextMeasurement(size: CGSize(width: 37.8, height: 12), lines: ["aaaaa…"], isTruncated: true))
    }

    @Test func truncationNeverLeavesASpaceBeforeTheEllipsis() {
        // Given one 36-point line: "aaaa b" (30.58) is cut before " cccc", and only "aaaa " (25.02) leaves room for
        // the 10-point "…"
        let result = measure("aaaa b cccc", width: 36, height: 12)
        // Then the space that the cut exposes goes too
        #expect(
            result == HUDTextMeasurement(size: CGSize(width: 32.24, height: 12), lines: ["aaaa…"], isTruncated: true))
    }

    @Test func truncationNeverPutsTheEllipsisRightAfterPunctuation() {
        // Given one 36-point line: "aaaa." (25.02) leaves room for the "…", which read "aaaa.…" before the fix
        let result = measure("aaaa. b cccc", width: 36, height: 12)
        // Then the full stop the cut exposes goes too
        #expect(
            result == HUDTextMeasurement(size: CGSize(width: 32.24, height: 12), lines: ["aaaa…"], isTruncated: true))
    }

    @Test(arguments: ["Loading", "Saved", "Hello world", "a b c d e f g", "Uploading…"])
    func statusFitsABoxOfItsOwnMeasuredSizeOnOneLine(_ status: String) {
        // Given a status's size in an unlimited box
        let free = measurer.measure(
            status, font: .subheadline, fontScale: 1, maximumSize: CGSize(width: 1_000, height: 1_000))
        // When it is measured again in a box of exactly that size
        let fitted = measurer.measure(status, font: .subheadline, fontScale: 1, maximumSize: free.size)
        // Then it stays one line, whole
        #expect(
            fitted == free,
            "Before the fix, float noise in the summed advances made \"Loading\" wrap and truncate to \"Loadi…\"")
        #expect(fitted.lines == [status])
    }

    @Test func boxOfExactlyThreeLineHeightsHoldsThreeLines() {
        // Given an 11-point font, whose 13.2-point line times 3 is a hair below 39.6 in floating point
        let font = HUDFont(textStyle: .body, pointSize: 11)
        let height = 3 * (11 * HUDApproximateTextMeasurer.lineHeightFactor)
        // When
        let box = CGSize(width: 100, height: height)
        let result = measurer.measure("a\nb\nc", font: font, fontScale: 1, maximumSize: box)
        // Then
        #expect(result.lines == ["a", "b", "c"])
        #expect(!result.isTruncated)
    }

    @Test func truncationAfterANewlineEndsTheLastVisibleLine() {
        let result = measure("first\nsecond", height: 12)
        #expect(result.lines == ["first…"])
        #expect(result.isTruncated)
    }

    @Test func boxLowerThanOneLineHoldsNothing() {
        #expect(measure("abc", height: 11) == HUDTextMeasurement(size: .zero, lines: [], isTruncated: true))
        #expect(measure("abc", height: .nan) == HUDTextMeasurement(size: .zero, lines: [], isTruncated: true))
    }

    @Test func infiniteBoxNeverTruncates() {
        let text = String(repeating: "word ", count: 1_000)
        let result = measure(text, width: 100, height: .infinity)
        #expect(!result.isTruncated)
        #expect(result.lines.joined(separator: " ") == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func sizeNeverExceedsTheBox() {
        // Given a box narrower than one glyph: each glyph gets a line of its own
        let narrow = measure("abc", width: 3)
        #expect(
            narrow
                == HUDTextMeasurement(size: CGSize(width: 3, height: 36), lines: ["a", "b", "c"], isTruncated: false))
        for text in ["W", "漢字漢字", String(repeating: "Wide ", count: 80)] {
            let result = measure(text, width: 12, height: 60)
            #expect(result.size.width <= 12 && result.size.height <= 60)
        }
    }

    @Test func fontScaleScalesWidthAndLineHeight() {
        let result = measurer.measure(
            "Loading", font: .subheadline, fontScale: 2, maximumSize: CGSize(width: 200, height: 300))
        #expect(result.size == CGSize(width: 106.74, height: 36))
    }

    @Test func invalidFontScaleCountsAsOne() {
        for scale in [CGFloat.nan, -1, 0, .infinity] {
            #expect(measure("Loading", scale: scale) == measure("Loading"))
        }
    }

    @Test func wideCharactersAreOneEmAndBoldIsWider() {
        #expect(measure("漢字").size.width == 20)
        #expect(measure("😀").size.width == 10)
        #expect(measure("👨‍👩‍👧‍👦👍🏽🇩🇪").size.width == 30)
        let bold = measurer.measure(
            "Loading", font: HUDFont(textStyle: .headline, pointSize: 10, weight: .bold), fontScale: 1,
            maximumSize: CGSize(width: 1_000, height: 1_000))
        #expect(bold.size.width > measure("Loading").size.width)
    }

    @Test func emojiPresentationSequencesAreOneEmWide() {
        // Given text-style symbols turned into emoji by U+FE0F, and keycaps
        let result = measure("❤️✔️1️⃣#️⃣")
        // Then each is as wide as any emoji, and the letter-like symbols without U+FE0F stay narrow
        #expect(
            result.size.width == 40,
            "Before the fix, only the first scalar counted, so a red heart or a keycap measured 0.55 em")
        #expect(measure("✔1").size.width == 11.06)
    }

    @Test func measuringIsDeterministic() {
        let texts = ["Loading", "a b\nc", String(repeating: "Ünïcödé 漢字 ", count: 50), ""]
        for text in texts {
            #expect(measure(text, width: 80, height: 60) == measure(text, width: 80, height: 60))
        }
    }

    /// A text of 100,000 characters, passed to the test by name so the console shows the name, not the text.
    enum HugeText: CaseIterable {
        case letters, words, spaces, newlines, ideographs, combiningAccents

        var text: String {
            switch self {
            case .letters: String(repeating: "a", count: 100_000)
            case .words: String(repeating: "word ", count: 20_000)
            case .spaces: String(repeating: " ", count: 100_000)
            case .newlines: String(repeating: "\n", count: 100_000)
            case .ideographs: String(repeating: "漢", count: 100_000)
            case .combiningAccents: String(repeating: "e\u{301}", count: 100_000)
            }
        }
    }

    @Test(arguments: HugeText.allCases)
    func measuresAHundredThousandCharactersQuickly(_ huge: HugeText) {
        // Given the default box and the text
        let text = huge.text
        let clock = ContinuousClock()
        var result: HUDTextMeasurement?
        // When
        let elapsed = clock.measure {
            result = measurer.measure(
                text, font: .subheadline, fontScale: 1, maximumSize: CGSize(width: 200, height: 300))
        }
        // Then it stays inside the box, and far below what quadratic work on 100,000 characters costs (seconds):
        // the bound is loose because CI shares its cores (the benchmark package measures the real time, ~20 µs
        // for 10,000 characters in release)
        #expect(elapsed < .milliseconds(500))
        #expect(result?.size.width ?? .infinity <= 200)
        #expect(result?.size.height ?? .infinity <= 300)
    }
}
