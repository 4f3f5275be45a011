import Foundation
import Testing

@testable import HUDCore

struct HUDTextFormatTests {
    @Test func numbersAreRoundedWithoutTrailingNoise() {
        let values: [Double] = [84, 0.4, 3 * .pi / 2, 337.80000000000001, 0.1 + 0.2, -0.001, 1 / 1.3, -12.5, 1e20]
        #expect(
            values.map { HUDTextFormat.number($0) } == [
                "84", "0.4", "4.71", "337.8", "0.3", "0", "0.77", "-12.5", "1e+20",
            ])
    }

    @Test func placesControlThePrecision() {
        #expect(HUDTextFormat.number(0.015, places: 3) == "0.015")
        #expect(HUDTextFormat.number(1.0 / 3, places: 3) == "0.333")
        #expect(HUDTextFormat.number(0.98765, places: 0) == "1")
    }

    @Test func nonFiniteNumbersAreNamed() {
        #expect([Double.nan, .infinity, -.infinity].map { HUDTextFormat.number($0) } == ["nan", "inf", "-inf"])
    }

    @Test func coloursAreChannelsOn255AndAlpha() {
        #expect(HUDTextFormat.rgba(HUDColor(red: 1, green: 0.5, blue: 0, alpha: 0.4)) == "rgba(255,128,0,0.4)")
        #expect(HUDTextFormat.rgba(.clear) == "rgba(0,0,0,0)")
    }

    @Test func quotedStringsAreEscapedAndCut() {
        #expect(HUDTextFormat.quoted("a\"b\\c\nd\te") == #""a\"b\\c\nd\te""#)
        #expect(HUDTextFormat.quoted("abcdef", limit: 3) == #""abc"…(6 characters)"#)
        #expect(HUDTextFormat.quoted("") == #""""#)
    }

    @Test func xmlEscapingCoversTheFiveEntitiesAndInvalidCharacters() {
        #expect(
            HUDTextFormat.xmlEscaped(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
        #expect(HUDTextFormat.xmlEscaped("tab\tline\nbell\u{7}") == "tab\tline\nbell\u{FFFD}")
        #expect(HUDTextFormat.xmlEscaped("漢字 ✓") == "漢字 ✓")
    }
}
