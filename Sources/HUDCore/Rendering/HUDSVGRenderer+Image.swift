import Foundation

extension HUDSVGRenderer {
    /// A glyph from ``HUDGlyph`` scaled into the image frame, in the tint (white when untinted, the bundled
    /// images' own colour); a custom image is a dashed placeholder. A glyph with a
    /// ``HUDRenderDescription/Image/drawDuration`` draws itself stroke by stroke when `isAnimated` (SMIL), as HUDKit
    /// reveals it, then holds for a second and starts again; a static viewer shows it drawn.
    static func image(_ image: HUDRenderDescription.Image, isAnimated: Bool = false) -> [String] {
        let frame = image.frame
        let color = image.tint ?? .white
        guard let glyph = HUDGlyph(for: image.kind) else { return [placeholder(frame, color: color, class: "image")] }
        let scale = min(frame.width, frame.height)
        let place = { (unit: CGPoint) in
            CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        }
        let stroke: [(String, String)] =
            [
                ("fill", "none"), ("stroke-width", num(glyph.lineWidth * scale)), ("stroke-linecap", "round"),
                ("stroke-linejoin", "round"),
            ] + paint("stroke", color)
        let drawing = isAnimated && image.drawDuration > 0 ? image.drawDuration : nil
        let count = glyph.elements.count
        let parts = glyph.elements.enumerated().map { index, part -> String in
            let animation = drawing.map { drawStep(index, of: count, duration: $0, isStroke: part.isStroke) }
            let drawn = animation.map { _ in [("pathLength", "1"), ("stroke-dasharray", "1 1")] } ?? []
            let children = animation.map { [$0] } ?? []
            switch part {
            case .polyline(let points):
                let list = points.map { HUDTextFormat.point(place($0)) }.joined(separator: " ")
                return element("polyline", [("points", list)] + stroke + drawn, children: children)
            case .circle(let center, let radius):
                let at = place(center)
                // A drawn circle starts at 12 o'clock, as HUDKit's stroke and the ring it replaces (an SVG circle's
                // dash starts at 3 o'clock).
                let start = drawn.isEmpty ? [] : [("transform", "rotate(-90 \(num(at.x)) \(num(at.y)))")]
                return element(
                    "circle",
                    [("cx", num(at.x)), ("cy", num(at.y)), ("r", num(radius * scale))] + start + stroke + drawn,
                    children: children)
            case .disc(let center, let radius):
                let at = place(center)
                return element(
                    "circle",
                    [("cx", num(at.x)), ("cy", num(at.y)), ("r", num(radius * scale))] + paint("fill", color),
                    children: children)
            }
        }
        return [element("g", [("class", "image")], children: parts)]
    }

    /// The SMIL animation of a glyph's part `index` of `count` drawn in `duration` seconds, one part after the
    /// other: a stroke's dash offset runs from 1 to 0 (the `pathLength` is 1), a disc fades in; then a second's hold.
    private static func drawStep(_ index: Int, of count: Int, duration: TimeInterval, isStroke: Bool) -> String {
        let hold: TimeInterval = 1
        let total = duration + hold
        let start = duration * Double(index) / Double(max(count, 1))
        let end = duration * Double(index + 1) / Double(max(count, 1))
        let keyTimes = [0, start / total, end / total, 1].map { HUDTextFormat.number($0, places: 3) }
        return element(
            "animate",
            [
                ("attributeName", isStroke ? "stroke-dashoffset" : "opacity"),
                ("values", isStroke ? "1;1;0;0" : "0;0;1;1"), ("keyTimes", keyTimes.joined(separator: ";")),
                ("dur", num(total) + "s"), ("repeatCount", "indefinite"),
            ])
    }

    /// The app's view, which only the app has: a dashed placeholder of its frame, in its tint (white untinted).
    static func customView(_ view: HUDRenderDescription.CustomView) -> String {
        placeholder(view.frame, color: view.tint ?? .white, class: "custom-view")
    }

    /// A dashed rounded rectangle in `color`, filled with it at 20 % of its alpha, standing in for content only the
    /// app has, so that the tint it gets can be seen.
    private static func placeholder(_ frame: CGRect, color: HUDColor, class name: String) -> String {
        element(
            "rect",
            [
                ("class", name), ("x", num(frame.minX)), ("y", num(frame.minY)), ("width", num(frame.width)),
                ("height", num(frame.height)), ("rx", "4"), ("ry", "4"), ("stroke-width", "1.5"),
                ("stroke-dasharray", "4 2"),
            ] + paint("fill", color.withAlpha(color.alpha * 0.2)) + paint("stroke", color))
    }
}

extension HUDGlyph.Element {
    /// Whether the part is stroked (a polyline or a circle) rather than filled (a disc).
    var isStroke: Bool {
        switch self {
        case .polyline, .circle: true
        case .disc: false
        }
    }
}
