import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

#if canImport(FoundationXML)
import FoundationXML
#endif

struct HUDSVGRendererTests {
    private func render(
        _ content: HUDContent, _ environment: HUDEnvironment = HUDEnvironment(),
        configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDRenderDescription {
        .fixture(content, environment, configure: configure)
    }

    /// Every state the renderer draws differently.
    private var gallery: [HUDRenderDescription] {
        [
            render(HUDContent()),
            render(HUDContent(status: "Loading")) { $0.maskType = .gradient },
            render(HUDContent(indicator: .progress(0)), HUDEnvironment(colorScheme: .dark)),
            render(HUDContent(indicator: .progress(0.7), status: "Uploading")) { $0.maskType = .black },
            render(HUDContent(indicator: .progress(1))),
            render(HUDContent(indicator: .success, status: "Saved")),
            render(HUDContent(indicator: .error, status: "Failed")) { $0.style = .dark },
            render(HUDContent(indicator: .info, status: "Info")) { $0.shouldTintImages = false },
            render(HUDContent(indicator: .image(.custom(HUDAssetID(1))), status: "Custom")),
            render(HUDContent(status: "Native")) { $0.animationType = .native },
            render(HUDContent(indicator: .none, status: String(repeating: "long words wrap ", count: 200))) {
                $0.style = .custom
                $0.borderWidth = 3
            },
        ]
    }

    @Test func everyStateIsWellFormedXML() throws {
        for render in gallery {
            for isAnimated in [true, false] {
                let svg = HUDSVGRenderer.svg(for: render, options: .init(isAnimated: isAnimated))
                let document = try #require(SVGDocument(svg))
                #expect(document.elements.first == "svg")
            }
        }
    }

    @Test func labelTextIsEscapedAndReadsBackUnchanged() throws {
        // Given a status with every XML special character
        let status = #"<b>Tom & "Jerry's"</b>"#
        let svg = HUDSVGRenderer.svg(for: render(HUDContent(indicator: .none, status: status)))
        // Then no raw markup leaks, and a parser reads the text back
        #expect(svg.contains("&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;"))
        #expect(!svg.contains("<b>"))
        let document = try #require(SVGDocument(svg))
        #expect(document.tspanTexts == [status])
    }

    @Test func controlCharactersCannotBreakTheDocument() throws {
        let svg = HUDSVGRenderer.svg(for: render(HUDContent(indicator: .none, status: "bell\u{7}null\u{0}")))
        let document = try #require(SVGDocument(svg))
        #expect(document.tspanTexts == ["bell\u{FFFD}null\u{FFFD}"])
    }

    @Test func eachMeasuredLineIsOneCentredSpan() throws {
        let result = render(HUDContent(status: "one\ntwo\nthree"))
        let document = try #require(SVGDocument(HUDSVGRenderer.svg(for: result)))
        #expect(document.tspanTexts == ["one", "two", "three"])
        #expect(document.elements.filter { $0 == "text" }.count == 1)
    }

    @Test func cornerRadiusIsClampedToHalfTheBezel() {
        // Given a corner radius far larger than the 84×84 spinner bezel
        let result = render(HUDContent()) { $0.cornerRadius = 1_000 }
        // When
        let svg = HUDSVGRenderer.svg(for: result)
        // Then the bezel is drawn as a circle of radius 42, as Core Animation clamps it
        #expect(result.bezel.frame.size == CGSize(width: 84, height: 84))
        #expect(svg.contains(#"class="fill" width="84" height="84" rx="42" ry="42""#))
    }

    @Test func animationIsOptional() {
        let spinner = render(HUDContent())
        let native = render(HUDContent()) { $0.animationType = .native }
        let animated = [spinner, native].map { HUDSVGRenderer.svg(for: $0) }
        let still = [spinner, native].map { HUDSVGRenderer.svg(for: $0, options: .init(isAnimated: false)) }
        #expect(animated.map { $0.components(separatedBy: "<animateTransform").count - 1 } == [1, 1])
        #expect(animated[0].contains(#"from="0 42 42" to="360 42 42" dur="1s" repeatCount="indefinite""#))
        #expect(animated[1].contains(#"calcMode="discrete" dur="1s""#))
        #expect(still.allSatisfy { !$0.contains("animate") })
    }

    @Test func ringArcFollowsTheProgress() {
        let empty = HUDSVGRenderer.svg(for: render(HUDContent(indicator: .progress(0))))
        let half = HUDSVGRenderer.svg(for: render(HUDContent(indicator: .progress(0.5))))
        let full = HUDSVGRenderer.svg(for: render(HUDContent(indicator: .progress(1))))
        #expect(!empty.contains(#"class="ring""#))
        #expect(half.contains(#"<path class="ring" d="M42,18 A24,24 0 0 1 42,66""#))
        #expect(full.contains(#"<circle class="ring" cx="42" cy="42" r="24""#))
    }

    @Test func groupIsTheDocumentWithoutTheWrapper() {
        let result = render(HUDContent(indicator: .success, status: "Done")) { $0.maskType = .gradient }
        let group = HUDSVGRenderer.group(for: result)
        let svg = HUDSVGRenderer.svg(for: result)
        #expect(group.hasPrefix(#"<g id="hud" class="hud">"#) && group.hasSuffix("</g>"))
        #expect(!group.contains("<svg"))
        #expect(svg.contains(group))
    }

    @Test func idPrefixKeepsSeveralHUDsApartInOneDocument() {
        let result = render(HUDContent()) { $0.maskType = .gradient }
        let group = HUDSVGRenderer.group(for: result, options: .init(idPrefix: "screen 2!"))
        #expect(group.contains(#"<g id="screen_2_" class="hud">"#))
        #expect(group.contains(#"id="screen_2_-mask-gradient""#) && group.contains("url(#screen_2_-mask-gradient)"))
        #expect(HUDSVGRenderer.group(for: result, options: .init(idPrefix: "9")).contains(#"id="hud9""#))
    }

    @Test func outputIsDeterministic() {
        for result in gallery {
            let copy = result
            #expect(HUDSVGRenderer.svg(for: result) == HUDSVGRenderer.svg(for: copy))
        }
        #expect(Set(gallery.map { HUDSVGRenderer.svg(for: $0) }).count == gallery.count)
    }

    @Test func goldenSuccessOnTheBlackMask() {
        let result = render(HUDContent(indicator: .success, status: "Saved & <done>")) { $0.maskType = .black }
        #expect(
            HUDSVGRenderer.svg(for: result) == #"""
                <svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844">
                <g id="hud" class="hud">
                <rect class="mask" x="0" y="0" width="390" height="844" fill="rgb(0,0,0)" fill-opacity="0.4"/>
                <g class="bezel" transform="translate(127 330)">
                <g class="shadow" clip-path="url(#hud-shadow-clip)">
                <defs>
                <clipPath id="hud-shadow-clip">
                <path d="M-21 -21H157V119H-21ZM14 0H122A14 14 0 0 1 136 14V84A14 14 0 0 1 122 98H14A14 14 0 0 1 0 84V14A14 14 0 0 1 14 0Z" clip-rule="evenodd"/>
                </clipPath>
                <filter id="hud-shadow-blur" filterUnits="userSpaceOnUse" x="-21" y="-21" width="178" height="140">
                <feGaussianBlur stdDeviation="6"/>
                </filter>
                </defs>
                <rect x="0" y="3" width="136" height="98" rx="14" ry="14" filter="url(#hud-shadow-blur)" fill="rgb(0,0,0)" fill-opacity="0.25"/>
                </g>
                <rect class="material" width="136" height="98" rx="14" ry="14" fill="rgb(245,245,245)" fill-opacity="0.8"/>
                <rect class="fill" width="136" height="98" rx="14" ry="14" fill="rgb(255,255,255)" fill-opacity="0.6"/>
                <rect class="border" x="0.17" y="0.17" width="135.67" height="97.67" rx="13.83" ry="13.83" fill="none" stroke-width="0.33" stroke="rgb(0,0,0)" stroke-opacity="0.12"/>
                <g class="image">
                <circle cx="68" cy="36" r="12" fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" stroke="rgb(0,0,0)"/>
                <polyline points="62.4,36.42 66.18,40.2 73.6,32.36" fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" stroke="rgb(0,0,0)"/>
                </g>
                <text class="label" x="68" font-family="-apple-system, BlinkMacSystemFont, &#39;SF Pro Text&#39;, &#39;Helvetica Neue&#39;, Helvetica, Arial, &#39;DejaVu Sans Condensed&#39;, sans-serif" font-size="15" font-weight="400" text-anchor="middle" xml:space="preserve" fill="rgb(0,0,0)"><tspan x="68" y="82.25">Saved &amp; &lt;done&gt;</tspan></text>
                </g>
                </g>
                </svg>

                """#)
    }

    @Test func goldenProgressRingOnTheGradientInDarkMode() {
        let result = render(
            HUDContent(indicator: .progress(0.25), status: "Uploading"),
            HUDEnvironment(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), colorScheme: .dark)
        ) { $0.maskType = .gradient }
        #expect(
            HUDSVGRenderer.svg(for: result) == #"""
                <svg xmlns="http://www.w3.org/2000/svg" width="320" height="568" viewBox="0 0 320 568">
                <g id="hud" class="hud">
                <defs>
                <radialGradient id="hud-mask-gradient" gradientUnits="userSpaceOnUse" cx="160" cy="255" r="320">
                <stop offset="0" stop-color="rgb(0,0,0)" stop-opacity="0"/>
                <stop offset="1" stop-color="rgb(0,0,0)" stop-opacity="0.75"/>
                </radialGradient>
                </defs>
                <rect class="mask" x="0" y="0" width="320" height="568" fill="url(#hud-mask-gradient)"/>
                <g class="bezel" transform="translate(114 206)">
                <rect class="material" width="92" height="98" rx="14" ry="14" fill="rgb(36,36,36)" fill-opacity="0.8"/>
                <rect class="fill" width="92" height="98" rx="14" ry="14" fill="rgb(0,0,0)" fill-opacity="0.6"/>
                <rect class="border" x="0.17" y="0.17" width="91.67" height="97.67" rx="13.83" ry="13.83" fill="none" stroke-width="0.33" stroke="rgb(255,255,255)" stroke-opacity="0.15"/>
                <circle class="track" cx="46" cy="36" r="18" fill="none" stroke-width="2" stroke="rgb(255,255,255)" stroke-opacity="0.22"/>
                <path class="ring" d="M46,18 A18,18 0 0 1 64,36" fill="none" stroke-width="2" stroke-linecap="round" stroke="rgb(255,255,255)"/>
                <text class="label" x="46" font-family="-apple-system, BlinkMacSystemFont, &#39;SF Pro Text&#39;, &#39;Helvetica Neue&#39;, Helvetica, Arial, &#39;DejaVu Sans Condensed&#39;, sans-serif" font-size="15" font-weight="400" text-anchor="middle" xml:space="preserve" fill="rgb(255,255,255)"><tspan x="46" y="82.25">Uploading</tspan></text>
                </g>
                </g>
                </svg>

                """#)
    }

    @Test func goldenTwoLineCustomStyleWithBorder() {
        let result = render(
            HUDContent(indicator: .none, status: "It's \"two\"\nlines", options: HUDOptions(position: .bottom)),
            HUDEnvironment(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        ) {
            $0.style = .custom
            $0.borderWidth = 2
            $0.borderColor = HUDColor(red: 1, green: 0, blue: 0)
            $0.backgroundColor = HUDColor(white: 0.9)
        }
        #expect(
            HUDSVGRenderer.svg(for: result) == #"""
                <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
                <g id="hud" class="hud">
                <g class="bezel" transform="translate(59 124)">
                <rect class="fill" width="81" height="60" rx="14" ry="14" fill="rgb(230,230,230)"/>
                <rect class="border" x="1" y="1" width="79" height="58" rx="13" ry="13" fill="none" stroke-width="2" stroke="rgb(255,0,0)"/>
                <text class="label" x="40.5" font-family="-apple-system, BlinkMacSystemFont, &#39;SF Pro Text&#39;, &#39;Helvetica Neue&#39;, Helvetica, Arial, &#39;DejaVu Sans Condensed&#39;, sans-serif" font-size="15" font-weight="400" text-anchor="middle" xml:space="preserve" fill="rgb(0,0,0)"><tspan x="40.5" y="26.25">It&#39;s &quot;two&quot;</tspan><tspan x="40.5" y="44.25">lines</tspan></text>
                </g>
                </g>
                </svg>

                """#)
    }
}
