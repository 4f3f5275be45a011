import Foundation
@_spi(HUDEngine) import HUDCore
import Testing

@testable import hud_preview

struct SVGMarkupTests {
    @Test(arguments: [
        (84.0, "84"), (0.4, "0.4"), (337.8, "337.8"), (4.712389, "4.71"), (0.005, "0.01"), (-0.001, "0"),
        (-12.5, "-12.5"), (0.07, "0.07"), (-0.0, "0"), (1e15, "1000000000000000"),
    ])
    func numbersHaveAtMostTwoDecimalsAndNoTrailingZeros(value: Double, expected: String) {
        #expect(SVGMarkup.number(value) == expected)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreWrittenAsZeroSoTheMarkupStaysValid(value: Double) {
        #expect(SVGMarkup.number(value) == "0")
    }

    @Test func escapingReplacesTheXMLSpecialCharactersAndForbiddenControlCharacters() {
        // Given text with every special character, a NUL and a bell
        let text = "a<b>&\"c'\u{0}\u{7}\td\ne"
        // When / Then
        #expect(SVGMarkup.escaped(text) == "a&lt;b&gt;&amp;&quot;c&#39;\u{FFFD}\u{FFFD}\td\ne")
        #expect(SVGMarkup.escaped("") == "")
    }

    @Test func escapedTextOfAHundredThousandCharactersParses() {
        // Given a huge status full of markup
        let text = String(repeating: "<&>\u{1}", count: 25_000)
        // When it is put into a document
        let svg = SVGMarkup.document(
            size: CGSize(width: 10, height: 10),
            children: [SVGMarkup.element("text", [("title", text)], text: text)])
        // Then the document is well-formed.
        #expect(XMLDocumentSummary(svg).error == nil)
    }

    @Test func elementsAreSelfClosingWithTextOrWithChildrenOnTheirOwnLines() {
        #expect(SVGMarkup.element("rect", [("x", "1"), ("fill", "a&b")]) == "<rect x=\"1\" fill=\"a&amp;b\"/>")
        #expect(SVGMarkup.element("text", [], text: "1 < 2") == "<text>1 &lt; 2</text>")
        #expect(SVGMarkup.element("g", [("id", "g")], children: ["<a/>", "<b/>"]) == "<g id=\"g\">\n<a/>\n<b/>\n</g>")
    }

    @Test func paintAddsAnOpacityOnlyForTranslucentColours() {
        let attributes = { (pairs: [(String, String)]) in pairs.map { $0.0 + "=" + $0.1 } }
        #expect(attributes(SVGMarkup.paint("fill", .white)) == ["fill=rgb(255,255,255)"])
        #expect(
            attributes(SVGMarkup.paint("stroke", HUDColor(red: 1, green: 0.5, blue: 0, alpha: 0.35)))
                == ["stroke=rgb(255,128,0)", "stroke-opacity=0.35"])
    }

    @Test func hexColoursSplitIntoChannels() {
        #expect(SVGMarkup.color(0x007AFF) == HUDColor(red: 0, green: 122.0 / 255, blue: 1))
        #expect(SVGMarkup.color(0xFFFFFF, alpha: 0.5) == HUDColor(white: 1, alpha: 0.5))
    }
}
