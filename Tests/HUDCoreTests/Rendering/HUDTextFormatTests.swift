import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

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

    @Test func largeNumbersKeepTheirWholeDigitsWithoutTrailingZeros() {
        // Given values whose hundredths no longer fit the integer path
        let values: [Double] = [1e15, -1e15, 123_456_789_012_345.67, 1e17, -9.1e18, 9.3e18]
        // When / Then: as many decimals as fit, never a trailing ".0", Swift's spelling only beyond Int64
        #expect(
            values.map { HUDTextFormat.number($0) } == [
                "1000000000000000", "-1000000000000000", "123456789012345.7", "100000000000000000",
                "-9100000000000000000", "9.3e+18",
            ],
            "Before the fix, from 9e13 on the value came back as Swift's description, such as 1000000000000000.0")
    }

    @Test func nonFiniteNumbersAreNamed() {
        #expect([Double.nan, .infinity, -.infinity].map { HUDTextFormat.number($0) } == ["nan", "inf", "-inf"])
    }

    @Test func coloursAreChannelsOn255AndAlpha() {
        #expect(HUDTextFormat.rgba(HUDColor(red: 1, green: 0.5, blue: 0, alpha: 0.4)) == "rgba(255,128,0,0.4)")
        #expect(HUDTextFormat.rgba(.clear) == "rgba(0,0,0,0)")
    }

    @Test func quotedStringsAreEscapedAndCut() {
        #expect(HUDTextFormat.quoted("a\"b\\c\nd\te\rf") == #""a\"b\\c\nd\te\rf""#)
        #expect(HUDTextFormat.quoted("abcdef", limit: 3) == #""abc"…(6 characters)"#)
        #expect(HUDTextFormat.quoted("") == #""""#)
    }

    @Test func xmlEscapingCoversTheFiveEntitiesAndInvalidCharacters() {
        #expect(
            HUDTextFormat.xmlEscaped(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HUDTextFormat.xmlEscaped("tab\tline\nbell\u{7}") == "tab\tline\nbell\u{FFFD}")
        #expect(HUDTextFormat.xmlEscaped("漢字 ✓") == "漢字 ✓")
    }
}
