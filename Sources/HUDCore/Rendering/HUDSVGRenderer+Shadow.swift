import Foundation

// The bezel's shadow (``HUDRenderDescription/Bezel/shadow``), in the bezel's coordinates.
extension HUDSVGRenderer {
    /// The shadow: the bezel's shape in the shadow's colour, moved by its offset and blurred by half its radius
    /// (Core Animation's `shadowRadius` is about twice the Gaussian's deviation), clipped to outside the bezel as
    /// HUDKit masks it, so that it never darkens the translucent bezel itself. Empty when it is not visible.
    static func shadow(_ bezel: HUDRenderDescription.Bezel, radius: CGFloat, prefix: String) -> [String] {
        let shadow = bezel.shadow
        guard shadow.isVisible else { return [] }
        let size = bezel.frame.size
        let deviation = max(shadow.radius / 2, 0.01)
        let reach = 3 * deviation + abs(shadow.offset.horizontal) + abs(shadow.offset.vertical)
        let outer = CGRect(origin: .zero, size: size).insetBy(dx: -reach, dy: -reach)
        let outside =
            "M\(num(outer.minX)) \(num(outer.minY))H\(num(outer.maxX))V\(num(outer.maxY))H\(num(outer.minX))Z"
            + roundedRectPath(size: size, radius: radius)
        let clip = element(
            "clipPath", [("id", prefix + "-shadow-clip")],
            children: [element("path", [("d", outside), ("clip-rule", "evenodd")])])
        let filter = element(
            "filter",
            [
                ("id", prefix + "-shadow-blur"), ("filterUnits", "userSpaceOnUse"), ("x", num(outer.minX)),
                ("y", num(outer.minY)), ("width", num(outer.width)), ("height", num(outer.height)),
            ],
            children: [element("feGaussianBlur", [("stdDeviation", num(deviation))])])
        let shape = element(
            "rect",
            [
                ("x", num(shadow.offset.horizontal)), ("y", num(shadow.offset.vertical)), ("width", num(size.width)),
                ("height", num(size.height)), ("rx", num(radius)), ("ry", num(radius)),
                ("filter", "url(#\(prefix)-shadow-blur)"),
            ] + paint("fill", shadow.color))
        return [
            element(
                "g", [("class", "shadow"), ("clip-path", "url(#\(prefix)-shadow-clip)")],
                children: [element("defs", [], children: [clip, filter]), shape])
        ]
    }

    /// A closed rounded rectangle at the origin, as SVG path data.
    static func roundedRectPath(size: CGSize, radius: CGFloat) -> String {
        let (w, h, r) = (num(size.width), num(size.height), num(radius))
        let arc = "A\(r) \(r) 0 0 1 "
        return "M\(r) 0H\(num(size.width - radius))\(arc)\(w) \(r)V\(num(size.height - radius))"
            + "\(arc)\(num(size.width - radius)) \(h)H\(r)\(arc)0 \(num(size.height - radius))V\(r)\(arc)\(r) 0Z"
    }
}

// The blurred mask (``HUDMaskType/blur``).
extension HUDSVGRenderer {
    /// The app blurred by ``materialBlurRadius`` (when the backdrop's id is known) under the material's tint, over
    /// the whole canvas; empty for the other masks. Its last element is the tint, which the bezel's own blur covers
    /// the app with.
    static func blurMask(
        _ mask: HUDRenderDescription.Mask, canvas: CGRect, backdropID: String?, prefix: String
    ) -> [String] {
        guard case .blur(let material) = mask else { return [] }
        let area: [(String, String)] = [
            ("x", num(canvas.minX)), ("y", num(canvas.minY)), ("width", num(canvas.width)),
            ("height", num(canvas.height)),
        ]
        var parts: [String] = []
        if let backdropID {
            let filter = element(
                "filter",
                [("id", prefix + "-mask-blur"), ("filterUnits", "userSpaceOnUse")] + area,
                children: [element("feGaussianBlur", [("stdDeviation", num(materialBlurRadius))])])
            parts.append(element("defs", [], children: [filter]))
            parts.append(
                element(
                    "use",
                    [("class", "mask-blur"), ("href", "#" + backdropID), ("filter", "url(#\(prefix)-mask-blur)")]
                ))
        }
        let tint = materialBackdrop(material, isBlurred: backdropID != nil) ?? .clear
        parts.append(element("rect", [("class", "mask")] + area + paint("fill", tint)))
        return parts
    }
}
