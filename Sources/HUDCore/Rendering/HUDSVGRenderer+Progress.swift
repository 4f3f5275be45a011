import Foundation

// The determinate styles other than the ring (``HUDProgressStyle/pie``, ``HUDProgressStyle/bar``), drawn as iOS
// draws them: the parts HUDKit strokes to `strokeEnd` are drawn here as the shapes that stroke covers.
extension HUDSVGRenderer {
    /// The circle outline in the track colour (the fill's once full) and, inside it, the sector from 12 o'clock clockwise to `strokeEnd` (none at 0, the whole
    /// disc at 1).
    static func pie(_ pie: HUDRenderDescription.Pie) -> String {
        let center = pie.center
        var parts = [
            element(
                "circle",
                [
                    ("class", "outline"), ("cx", num(center.x)), ("cy", num(center.y)), ("r", num(pie.radius)),
                    ("fill", "none"), ("stroke-width", num(pie.lineWidth)),
                ] + paint("stroke", pie.outlineColor))
        ]
        let fraction = min(max(pie.strokeEnd, 0), 1)
        let radius = pie.fillRadius
        if fraction >= 1 {
            parts.append(
                element(
                    "circle",
                    [("class", "sector"), ("cx", num(center.x)), ("cy", num(center.y)), ("r", num(radius))]
                        + paint("fill", pie.color)))
        } else if fraction > 0, radius > 0 {
            let top = 3 * Double.pi / 2
            let start = HUDTextFormat.point(point(on: center, radius: radius, angle: top))
            let end = HUDTextFormat.point(point(on: center, radius: radius, angle: top + 2 * .pi * fraction))
            let large = fraction > 0.5 ? 1 : 0
            let path = "M\(HUDTextFormat.point(center)) L\(start) A\(num(radius)),\(num(radius)) 0 \(large) 1 \(end) Z"
            parts.append(element("path", [("class", "sector"), ("d", path)] + paint("fill", pie.color)))
        }
        return element("g", [("class", "pie")], children: parts)
    }

    /// The rounded outline and, inside it, the rounded fill from the leading edge (the right for a right-to-left
    /// ``HUDRenderDescription/Bar/direction``): `h + f × (w − h)` of the fill frame's
    /// width at `strokeEnd` `f > 0` (a line of width `h` with round ends), nothing at 0.
    static func bar(_ bar: HUDRenderDescription.Bar) -> String {
        let outline = bar.frame.insetBy(dx: bar.lineWidth / 2, dy: bar.lineWidth / 2)
        var parts: [String] = []
        if bar.lineWidth > 0 {
            parts.append(
                element(
                    "rect",
                    rect(outline, radius: outline.height / 2) + [
                        ("class", "outline"), ("fill", "none"), ("stroke-width", num(bar.lineWidth)),
                    ] + paint("stroke", bar.color)))
        }
        let fill = bar.fillFrame
        let fraction = min(max(bar.strokeEnd, 0), 1)
        if fraction > 0, fill.width > 0, fill.height > 0 {
            let side = min(fill.height, fill.width)
            var filled = fill
            filled.size.width = side + CGFloat(fraction) * (fill.width - side)
            if bar.direction == .rightToLeft { filled.origin.x = fill.maxX - filled.width }
            parts.append(
                element("rect", [("class", "fill")] + rect(filled, radius: side / 2) + paint("fill", bar.color)))
        }
        return element("g", [("class", "bar")], children: parts)
    }

    private static func rect(_ frame: CGRect, radius: CGFloat) -> [(String, String)] {
        [
            ("x", num(frame.minX)), ("y", num(frame.minY)), ("width", num(frame.width)),
            ("height", num(frame.height)), ("rx", num(radius)),
        ]
    }
}
