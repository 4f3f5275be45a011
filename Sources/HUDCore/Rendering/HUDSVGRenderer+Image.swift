import Foundation

extension HUDSVGRenderer {
    /// A glyph from ``HUDGlyph`` scaled into the image frame, in the tint (white when untinted, the bundled
    /// images' own colour); a custom image is a dashed placeholder.
    static func image(_ image: HUDRenderDescription.Image) -> [String] {
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
        let parts = glyph.elements.map { part -> String in
            switch part {
            case .polyline(let points):
                let list = points.map { HUDTextFormat.point(place($0)) }.joined(separator: " ")
                return element("polyline", [("points", list)] + stroke)
            case .circle(let center, let radius):
                let at = place(center)
                return element(
                    "circle", [("cx", num(at.x)), ("cy", num(at.y)), ("r", num(radius * scale))] + stroke)
            case .disc(let center, let radius):
                let at = place(center)
                return element(
                    "circle",
                    [("cx", num(at.x)), ("cy", num(at.y)), ("r", num(radius * scale))] + paint("fill", color))
            }
        }
        return [element("g", [("class", "image")], children: parts)]
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
