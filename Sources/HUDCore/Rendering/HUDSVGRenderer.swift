import Foundation

/// Draws a ``HUDRenderDescription`` as a standalone, deterministic SVG document: the same frame HUDKit shows,
/// for the `hud-preview` gallery and golden tests.
///
/// It draws the mask (a fill or a radial gradient), the bezel (a light or dark backdrop that stands in for the
/// system material, the translucent fill, the border), the ring (track and arc from 12 o'clock clockwise), the
/// spinner (an arc that fades in clockwise from 12 o'clock, as the angle mask does, turning once a second), the
/// native indicator (12 spokes of graded opacity), the bundled images from ``HUDGlyph`` and the label (one
/// `<tspan>` per measured line). The spinner's stroke breathing is not drawn: the arc keeps its start frame.
///
/// ```swift
/// let svg = HUDSVGRenderer.svg(for: render, options: .init(isAnimated: false))
/// try svg.write(toFile: "/tmp/hud.svg", atomically: true, encoding: .utf8)
/// ```
@_spi(HUDEngine) public enum HUDSVGRenderer {
    /// How a frame is drawn.
    public struct Options: Hashable, Sendable {
        /// Whether the spinner and the native indicator turn (SMIL `animateTransform`); off gives a static frame
        /// for goldens and PNG conversion. `true` by default.
        public var isAnimated: Bool
        /// The prefix of the element ids the markup defines (the gradient's), so that several HUDs can share one
        /// document; characters other than letters, digits, `-` and `_` become `_`. `"hud"` by default.
        public var idPrefix: String

        /// Creates options.
        public init(isAnimated: Bool = true, idPrefix: String = "hud") {
            self.isAnimated = isAnimated
            self.idPrefix = idPrefix
        }
    }

    /// The system font stack of the label.
    public static let fontFamily =
        "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, "
        + "'DejaVu Sans Condensed', sans-serif"

    /// A complete SVG document as large as the canvas, with the HUD's ``group(for:options:)`` inside.
    ///
    /// ```swift
    /// let svg = HUDSVGRenderer.svg(for: render)
    /// ```
    public static func svg(for render: HUDRenderDescription, options: Options = Options()) -> String {
        let canvas = render.canvas
        let viewBox = [canvas.minX, canvas.minY, canvas.width, canvas.height].map { HUDTextFormat.number($0) }
        return element(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", num(canvas.width)), ("height", num(canvas.height)),
                ("viewBox", viewBox.joined(separator: " ")),
            ],
            children: [group(for: render, options: options)]) + "\n"
    }

    /// The HUD's markup without the `<svg>` wrapper: one `<g>` in canvas coordinates, to embed in another SVG
    /// (the gallery's sample screens).
    ///
    /// ```swift
    /// let screen = "<svg …>" + appBackdrop + HUDSVGRenderer.group(for: render) + "</svg>"
    /// ```
    public static func group(for render: HUDRenderDescription, options: Options = Options()) -> String {
        let prefix = sanitizedID(options.idPrefix)
        var children: [String] = []
        children += mask(render.mask, canvas: render.canvas, gradientID: prefix + "-mask-gradient")
        var content = bezel(render.bezel)
        content += indicator(render.indicator, isAnimated: options.isAnimated)
        if let image = render.image { content += self.image(image) }
        if let label = render.label { content.append(self.label(label)) }
        let origin = render.bezel.frame.origin
        children.append(
            element(
                "g", [("class", "bezel"), ("transform", "translate(\(num(origin.x)) \(num(origin.y)))")],
                children: content))
        return element("g", [("id", prefix), ("class", "hud")], children: children)
    }

    private static func mask(_ mask: HUDRenderDescription.Mask, canvas: CGRect, gradientID: String) -> [String] {
        let area: [(String, String)] = [
            ("x", num(canvas.minX)), ("y", num(canvas.minY)), ("width", num(canvas.width)),
            ("height", num(canvas.height)),
        ]
        switch mask {
        case .none:
            return []
        case .fill(let color):
            return [element("rect", [("class", "mask")] + area + paint("fill", color))]
        case .radialGradient(let center, let radius, let inner, let outer):
            let stops = [(0.0, inner), (1.0, outer)].map { offset, color in
                element(
                    "stop",
                    [
                        ("offset", num(offset)), ("stop-color", "rgb(\(HUDTextFormat.channels(color)))"),
                        ("stop-opacity", num(color.alpha)),
                    ])
            }
            let gradient = element(
                "radialGradient",
                [
                    ("id", gradientID), ("gradientUnits", "userSpaceOnUse"), ("cx", num(center.x)),
                    ("cy", num(center.y)), ("r", num(max(radius, 0.01))),
                ],
                children: stops)
            return [
                element("defs", [], children: [gradient]),
                element("rect", [("class", "mask")] + area + [("fill", "url(#\(gradientID))")]),
            ]
        }
    }

    private static func bezel(_ bezel: HUDRenderDescription.Bezel) -> [String] {
        let size = bezel.frame.size
        let radius = min(bezel.cornerRadius, min(size.width, size.height) / 2)
        let shape: [(String, String)] = [
            ("width", num(size.width)), ("height", num(size.height)), ("rx", num(radius)), ("ry", num(radius)),
        ]
        var parts: [String] = []
        if let backdrop = materialBackdrop(bezel.material) {
            parts.append(element("rect", [("class", "material")] + shape + paint("fill", backdrop)))
        }
        parts.append(element("rect", [("class", "fill")] + shape + paint("fill", bezel.fill)))
        if bezel.borderWidth > 0 {
            // Core Animation draws a border inside the bounds: stroke a rectangle inset by half its width.
            let inset = min(bezel.borderWidth / 2, min(size.width, size.height) / 2)
            let innerRadius = max(radius - inset, 0)
            let border: [(String, String)] = [
                ("class", "border"), ("x", num(inset)), ("y", num(inset)), ("width", num(size.width - 2 * inset)),
                ("height", num(size.height - 2 * inset)), ("rx", num(innerRadius)), ("ry", num(innerRadius)),
                ("fill", "none"), ("stroke-width", num(bezel.borderWidth)),
            ]
            parts.append(element("rect", border + paint("stroke", bezel.borderColor)))
        }
        return parts
    }

    /// The colour that stands in for the blurred system material under the bezel's fill.
    static func materialBackdrop(_ material: HUDRenderDescription.Material) -> HUDColor? {
        switch material {
        case .none: return nil
        case .light: return HUDColor(white: 0.96, alpha: 0.8)
        case .dark: return HUDColor(white: 0.14, alpha: 0.8)
        }
    }

    private static func label(_ label: HUDRenderDescription.Label) -> String {
        let lineCount = max(label.lines.count, 1)
        let lineHeight = label.frame.height / CGFloat(lineCount)
        let centerX = num(label.frame.midX)
        let spans = label.lines.enumerated().map { index, line in
            let baseline = label.frame.minY + CGFloat(index) * lineHeight + lineHeight / 2 + 0.35 * label.pointSize
            return element("tspan", [("x", centerX), ("y", num(baseline))], text: line)
        }
        let weight: String
        switch label.font.weight {
        case .regular: weight = "400"
        case .medium: weight = "500"
        case .semibold: weight = "600"
        case .bold: weight = "700"
        }
        return element(
            "text",
            [
                ("class", "label"), ("x", centerX), ("font-family", fontFamily), ("font-size", num(label.pointSize)),
                ("font-weight", weight), ("text-anchor", "middle"), ("xml:space", "preserve"),
            ]
                + paint("fill", label.color),
            // No whitespace between the spans: with `xml:space="preserve"` it would be drawn and shift the centring.
            children: spans, separator: "")
    }

    // MARK: Markup

    /// `<name a="v" …/>`, or with children (each followed by `separator`) or escaped text content; `hud-preview`
    /// writes its own markup with it too.
    package static func element(
        _ name: String, _ attributes: [(String, String)], children: [String] = [], separator: String = "\n",
        text: String? = nil
    ) -> String {
        let opening = "<" + name + attributes.map { " \($0.0)=\"\(HUDTextFormat.xmlEscaped($0.1))\"" }.joined()
        if let text { return opening + ">" + HUDTextFormat.xmlEscaped(text) + "</" + name + ">" }
        guard !children.isEmpty else { return opening + "/>" }
        return opening + ">" + separator + children.joined(separator: separator) + separator + "</" + name + ">"
    }

    /// `fill="rgb(…)"` (or `stroke`) and, when not opaque, its opacity attribute with up to `places` decimals.
    package static func paint(_ property: String, _ color: HUDColor, places: Int = 2) -> [(String, String)] {
        let rgb = (property, "rgb(\(HUDTextFormat.channels(color)))")
        let opacity = HUDTextFormat.number(color.alpha, places: places)
        return opacity != "1" ? [rgb, (property + "-opacity", opacity)] : [rgb]
    }

    /// A number with up to 2 decimals.
    static func num(_ value: CGFloat) -> String {
        HUDTextFormat.number(value)
    }

    /// A number with up to 2 decimals.
    static func num(_ value: Double) -> String {
        HUDTextFormat.number(value)
    }

    private static func sanitizedID(_ prefix: String) -> String {
        let allowed = prefix.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return Character(scalar)
            default: return "_"
            }
        }
        let id = String(allowed)
        guard let first = id.unicodeScalars.first, CharacterSet.letters.contains(first) else { return "hud" + id }
        return id
    }
}
