import Foundation
@_spi(HUDEngine) import HUDCore
import Testing

@testable import hud_preview

@MainActor struct GalleryHTMLTests {
    @Test func theIndexLinksEverySVGAndCaptionsEveryState() throws {
        // Given
        let states = GalleryCatalogue.rendered
        // When
        let html = GalleryHTML.page(for: states)
        // Then every SVG is shown and linked, in the catalogue's order, each with its title and caption
        let sources = html.matches(of: try Regex(#"<img src="([^"]+)""#)).compactMap {
            $0.output[1].substring.map(String.init)
        }
        #expect(sources == states.map(\.fileName))
        for state in states {
            #expect(html.contains("<a href=\"\(state.fileName)\">"), "\(state.name)")
            #expect(
                html.contains(
                    "<figcaption><strong>\(SVGMarkup.escaped(state.title))</strong> <code>\(state.fileName)</code><br>"
                        + SVGMarkup.escaped(state.caption) + "</figcaption>"),
                "\(state.name)")
        }
        #expect(html.components(separatedBy: "<figcaption>").count - 1 == states.count)
    }

    @Test func eachScreenHasItsHUDCroppedAndEnlargedBesideIt() throws {
        // Given the bare spinner: an 84 × 84 bezel at (153, 337)
        let state = try #require(GalleryCatalogue.rendered.first { $0.name == "spinner" })
        // When
        let html = GalleryHTML.page(for: [state])
        // Then beside the whole screen the same SVG shows the bezel and 16 pt around it at 2 ×: 116 pt → 232 px
        #expect(
            html.contains(
                #"<div class="zoom" style="width:232px;height:232px"><img class="hud-zoomed" src="spinner.svg" "#
                    + #"alt="" loading="lazy" style="width:780px;height:1688px;margin-left:-274px;margin-top:-642px">"#
            ), "Before the fix each state was a whole phone 234 px wide, its HUD some 50 px")
    }

    @Test func titlesCaptionsAndDumpsAreEscaped() {
        // Given a state whose texts are markup
        let render = GalleryScene(content: HUDContent(indicator: .none, status: "<b>&</b>")).render
        let state = GalleryState(
            name: "x", title: "<i>", caption: "a & b", section: .layout, svg: "<svg/>", render: render)
        // When
        let html = GalleryHTML.page(for: [state])
        // Then no raw markup from them reaches the page
        #expect(html.contains("<strong>&lt;i&gt;</strong>"))
        #expect(html.contains("a &amp; b"))
        #expect(html.contains("&quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;"))
        #expect(!html.contains("<b>&"))
    }

    @Test func onlySectionsWithStatesAreListed() {
        // Given one state in Layout
        let state = GalleryState(name: "x", title: "X", caption: "x", section: .layout, svg: "<svg/>", render: nil)
        // When
        let html = GalleryHTML.page(for: [state])
        // Then the page has that section only, and no render description for a state without one
        #expect(html.contains("<h2 id=\"layout\">Layout</h2>"))
        #expect(!html.contains("<h2 id=\"masks\">"))
        #expect(!html.contains("<details>"))
    }
}
