import Foundation

/// Draws a ``HUDRenderDescription`` as a standalone, deterministic SVG document: the same frame HUDKit shows,
/// for the `hud-preview` gallery and golden tests.
///
/// It draws the mask (a fill or a radial gradient), the bezel (the system material — a blurred copy of the
/// ``Options/backdropID`` element under a tint, or the tint alone —, the translucent fill, the border), the ring
/// (track and arc from 12 o'clock clockwise, or a ``ProgressSweep``), the spinner (its arc under the angle mask,
/// transparent at 12 o'clock and opaque just before it; animated, the mask turns and the stroke slides as on iOS),
/// the native indicator (12 spokes of graded opacity), the bundled images from ``HUDGlyph`` and the label (one
/// `<tspan>` per measured line, right to left when the text is).
///
/// ```swift
/// let svg = HUDSVGRenderer.svg(for: render, options: .init(isAnimated: false))
/// try svg.write(toFile: "/tmp/hud.svg", atomically: true, encoding: .utf8)
/// ```
package enum HUDSVGRenderer {
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
        let mask =
            self.mask(render.mask, canvas: render.canvas, gradientID: prefix + "-mask-gradient")
            + blurMask(render.mask, canvas: render.canvas, backdropID: options.backdropID, prefix: prefix)
        children += mask
        // The material blurs what is behind the bezel: the app and, over it, the mask's layer (its last element).
        let backdrop = options.backdropID.map {
            Backdrop(id: $0, covering: mask.last, origin: render.bezel.frame.origin)
        }
        var content = bezel(render.bezel, backdrop: backdrop, prefix: prefix)
        content += indicator(render.indicator, options: options, prefix: prefix)
        if let image = render.image { content += self.image(image, isAnimated: options.isAnimated) }
        if let customView = render.customView { content.append(self.customView(customView)) }
        if let label = render.label { content.append(self.label(label)) }
        if let details = render.details { content.append(self.label(details, class: "details")) }
        if let button = render.button { content += self.button(button) }
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
        case .none, .blur:
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

    /// What the material blurs: the element `id` and the mask's layer over it, in canvas coordinates, seen from
    /// the bezel at `origin`.
    private struct Backdrop {
        let id: String
        let covering: String?
        let origin: CGPoint
    }

    private static func bezel(_ bezel: HUDRenderDescription.Bezel, backdrop: Backdrop?, prefix: String) -> [String] {
        let size = bezel.frame.size
        let radius = min(bezel.cornerRadius, min(size.width, size.height) / 2)
        let shape: [(String, String)] = [
            ("width", num(size.width)), ("height", num(size.height)), ("rx", num(radius)), ("ry", num(radius)),
        ]
        var parts = shadow(bezel, radius: radius, prefix: prefix)
        if bezel.material != .none, let backdrop {
            parts.append(blurred(backdrop, size: size, shape: shape, prefix: prefix))
        }
        if let tint = materialBackdrop(bezel.material, isBlurred: backdrop != nil) {
            parts.append(element("rect", [("class", "material")] + shape + paint("fill", tint)))
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

    /// The standard deviation of the material's blur, in points: `10`.
    public static let materialBlurRadius: CGFloat = 10

    /// The backdrop blurred by ``materialBlurRadius`` and clipped to the bezel's shape.
    private static func blurred(
        _ backdrop: Backdrop, size: CGSize, shape: [(String, String)], prefix: String
    ) -> String {
        let origin = backdrop.origin
        let region = CGRect(origin: origin, size: size).insetBy(
            dx: -3 * materialBlurRadius, dy: -3 * materialBlurRadius)
        let filter = element(
            "filter",
            [
                ("id", prefix + "-material-blur"), ("filterUnits", "userSpaceOnUse"), ("x", num(region.minX)),
                ("y", num(region.minY)), ("width", num(region.width)), ("height", num(region.height)),
            ],
            children: [element("feGaussianBlur", [("stdDeviation", num(materialBlurRadius))])])
        let clip = element("clipPath", [("id", prefix + "-material-clip")], children: [element("rect", shape)])
        let scene = [element("use", [("href", "#" + backdrop.id)])] + (backdrop.covering.map { [$0] } ?? [])
        return element(
            "g", [("class", "material-blur"), ("clip-path", "url(#\(prefix)-material-clip)")],
            children: [
                element("defs", [], children: [clip, filter]),
                element(
                    "g",
                    [
                        ("transform", "translate(\(num(-origin.x)) \(num(-origin.y)))"),
                        ("filter", "url(#\(prefix)-material-blur)"),
                    ],
                    children: scene),
            ])
    }

    /// The material's tint under the bezel's fill: over the blurred backdrop, or standing in for the blur alone
    /// (more opaque, as the blur hides the app's detail).
    static func materialBackdrop(_ material: HUDRenderDescription.Material, isBlurred: Bool = false) -> HUDColor? {
        let alpha = isBlurred ? 0.5 : 0.8
        switch material {
        case .none: return nil
        case .light: return HUDColor(white: 0.96, alpha: alpha)
        case .dark: return HUDColor(white: 0.14, alpha: alpha)
        }
    }

    /// The button: its capsule, and its title on one line centred in it.
    private static func button(_ button: HUDRenderDescription.Button) -> [String] {
        let frame = button.frame
        let capsule = element(
            "rect",
            [
                ("class", "button"), ("x", num(frame.minX)), ("y", num(frame.minY)), ("width", num(frame.width)),
                ("height", num(frame.height)), ("rx", num(button.cornerRadius)), ("ry", num(button.cornerRadius)),
            ] + paint("fill", button.fill))
        let title = HUDRenderDescription.Label(
            text: button.line, lines: [button.line], frame: frame, color: button.titleColor, font: button.font,
            pointSize: button.pointSize)
        return [capsule, label(title, class: "button-title")]
    }

    private static func label(_ label: HUDRenderDescription.Label, class name: String = "label") -> String {
        let lineCount = max(label.lines.count, 1)
        let lineHeight = label.frame.height / CGFloat(lineCount)
        // A leading label starts each line at its frame's leading edge (`start` is the right in right-to-left).
        let isLeading = label.alignment == .leading
        let leadingX = label.direction == .rightToLeft ? label.frame.maxX : label.frame.minX
        let anchorX = num(isLeading ? leadingX : label.frame.midX)
        let spans = label.lines.enumerated().map { index, line in
            let baseline = label.frame.minY + CGFloat(index) * lineHeight + lineHeight / 2 + 0.35 * label.pointSize
            return element("tspan", [("x", anchorX), ("y", num(baseline))], text: line)
        }
        let weight: String
        switch label.font.weight {
        case .regular: weight = "400"
        case .medium: weight = "500"
        case .semibold: weight = "600"
        case .bold: weight = "700"
        }
        // Right-to-left text gets its direction, so that its neutral characters (the truncation's "…" at the
        // logical end, final punctuation) land on the left, where the text ends.
        let direction: [(String, String)] =
            label.direction == .rightToLeft ? [("direction", "rtl"), ("unicode-bidi", "embed")] : []
        return element(
            "text",
            [
                ("class", name), ("x", anchorX), ("font-family", fontFamily), ("font-size", num(label.pointSize)),
                ("font-weight", weight), ("text-anchor", isLeading ? "start" : "middle"),
            ] + direction + [("xml:space", "preserve")]
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
