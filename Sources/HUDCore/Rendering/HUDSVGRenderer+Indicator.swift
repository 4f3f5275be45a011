import Foundation

extension HUDSVGRenderer {
    /// How many arc pieces draw the spinner's angular fade.
    static let spinnerSegments = 48
    /// How many spokes the native indicator has.
    static let nativeSpokes = 12

    static func indicator(_ indicator: HUDRenderDescription.Indicator, isAnimated: Bool) -> [String] {
        switch indicator {
        case .none: return []
        case .ring(let ring): return self.ring(ring)
        case .spinner(let spinner): return [self.spinner(spinner, isAnimated: isAnimated)]
        case .native(let center, let color): return [native(center: center, color: color, isAnimated: isAnimated)]
        }
    }

    /// The faint full-circle track and, over it, the arc from 12 o'clock clockwise to `strokeEnd`.
    private static func ring(_ ring: HUDRenderDescription.Ring) -> [String] {
        let circle: [(String, String)] = [
            ("cx", num(ring.center.x)), ("cy", num(ring.center.y)), ("r", num(ring.radius)),
        ]
        let stroke: [(String, String)] = [("fill", "none"), ("stroke-width", num(ring.lineWidth))]
        var parts = [element("circle", [("class", "track")] + circle + stroke + paint("stroke", ring.trackColor))]
        let fraction = min(max(ring.strokeEnd, 0), 1)
        let arc = stroke + [("stroke-linecap", "round")] + paint("stroke", ring.color)
        if fraction >= 1 {
            parts.append(element("circle", [("class", "ring")] + circle + arc))
        } else if fraction > 0 {
            let top = 3 * Double.pi / 2
            let path = arcPath(center: ring.center, radius: ring.radius, from: top, to: top + 2 * .pi * fraction)
            parts.append(element("path", [("class", "ring"), ("d", path)] + arc))
        }
        return parts
    }

    /// The visible part of the spinner's arc at the start of its stroke cycle, its opacity rising from 0 at
    /// 12 o'clock clockwise to 1 (the angle mask), with a round cap at the opaque head.
    ///
    /// The fade is a stack of arcs that all end at the head and start one step apart: where `k` of them overlap,
    /// their combined opacity is the mask's alpha there. Unlike abutting pieces, the stack shows no seams.
    private static func spinner(_ spinner: HUDRenderDescription.Spinner, isAnimated: Bool) -> String {
        let span = spinner.endAngle - spinner.startAngle
        let from = spinner.startAngle + spinner.strokeStart.lowerBound * span
        let to = spinner.startAngle + spinner.strokeEnd.lowerBound * span
        let step = (to - from) / Double(spinnerSegments)
        var parts: [String] = []
        var covered = 0.0
        for index in 0..<spinnerSegments where step > 0 {
            let start = from + Double(index) * step
            let target = min(max(maskAlpha(at: start + step / 2) * spinner.color.alpha, covered), 1)
            let opacity = covered < 1 ? 1 - (1 - target) / (1 - covered) : 0
            covered = target
            let path = arcPath(center: spinner.center, radius: spinner.radius, from: start, to: to)
            parts.append(
                element(
                    "path",
                    [("d", path), ("fill", "none"), ("stroke-width", num(spinner.lineWidth))]
                        + paint("stroke", spinner.color.withAlpha(opacity), places: 4)))
        }
        if step > 0, spinner.lineWidth > 0 {
            parts.append(
                element(
                    "path",
                    [("d", cap(center: spinner.center, radius: spinner.radius, angle: to, width: spinner.lineWidth))]
                        + paint("fill", spinner.color.withAlpha(covered), places: 4)))
        }
        if isAnimated {
            parts.append(rotation(around: spinner.center, duration: spinner.rotationDuration, steps: nil))
        }
        return element("g", [("class", "spinner")], children: parts)
    }

    /// The half disc of a round line cap at the clockwise end of an arc at `angle`.
    private static func cap(center: CGPoint, radius: CGFloat, angle: Double, width: CGFloat) -> String {
        let half = width / 2
        let outer = point(on: center, radius: radius + half, angle: angle)
        let inner = point(on: center, radius: radius - half, angle: angle)
        return "M\(HUDTextFormat.point(outer)) A\(num(half)),\(num(half)) 0 0 1 \(HUDTextFormat.point(inner)) Z"
    }

    /// The system's large activity indicator: 12 rounded spokes, the one at 12 o'clock opaque and the ones behind
    /// it (counter-clockwise) fading, turning one spoke at a time.
    private static func native(center: CGPoint, color: HUDColor, isAnimated: Bool) -> String {
        var parts: [String] = (0..<nativeSpokes).map { index in
            let angle = 3 * Double.pi / 2 - Double(index) * 2 * .pi / Double(nativeSpokes)
            let inner = point(on: center, radius: 8.5, angle: angle)
            let outer = point(on: center, radius: 16.5, angle: angle)
            let opacity = 1 - Double(index) * 0.065
            return element(
                "line",
                [
                    ("x1", num(inner.x)), ("y1", num(inner.y)), ("x2", num(outer.x)), ("y2", num(outer.y)),
                    ("stroke-width", "3.2"), ("stroke-linecap", "round"),
                ]
                    + paint("stroke", color.withAlpha(color.alpha * opacity)))
        }
        if isAnimated {
            parts.append(rotation(around: center, duration: 1, steps: nativeSpokes))
        }
        return element("g", [("class", "native")], children: parts)
    }

    /// A glyph from ``HUDGlyph`` scaled into the image frame, in the tint (white when untinted, the bundled
    /// images' own colour); a custom image is a dashed placeholder.
    static func image(_ image: HUDRenderDescription.Image) -> [String] {
        let frame = image.frame
        let color = image.tint ?? .white
        guard let glyph = HUDGlyph(for: image.kind) else {
            return [
                element(
                    "rect",
                    [
                        ("class", "image"), ("x", num(frame.minX)), ("y", num(frame.minY)),
                        ("width", num(frame.width)), ("height", num(frame.height)), ("rx", "4"), ("ry", "4"),
                        ("fill", "none"), ("stroke-width", "1"), ("stroke-dasharray", "3 2"),
                    ]
                        + paint("stroke", color.withAlpha(color.alpha * 0.5)))
            ]
        }
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

    /// The angle mask's alpha at `angle`: 0 at 12 o'clock, rising clockwise to 1 just before it.
    static func maskAlpha(at angle: Double) -> Double {
        let turn = 2 * Double.pi
        let fromTop = (angle - 3 * .pi / 2).truncatingRemainder(dividingBy: turn)
        return (fromTop < 0 ? fromTop + turn : fromTop) / turn
    }

    /// An SVG path of the arc from `from` to `to` (radians, clockwise on screen); a sweep of a full turn or more
    /// is the whole circle, drawn as two halves.
    static func arcPath(center: CGPoint, radius: CGFloat, from: Double, to: Double) -> String {
        let sweep = to - from
        let start = point(on: center, radius: radius, angle: from)
        let arc = "A\(num(radius)),\(num(radius)) 0"
        guard sweep < 2 * .pi - 1e-9 else {
            let opposite = point(on: center, radius: radius, angle: from + .pi)
            let points = [start, opposite, start].map(HUDTextFormat.point)
            return "M\(points[0]) \(arc) 0 1 \(points[1]) \(arc) 0 1 \(points[2])"
        }
        let end = point(on: center, radius: radius, angle: to)
        return "M\(HUDTextFormat.point(start)) \(arc) \(sweep > .pi ? 1 : 0) 1 \(HUDTextFormat.point(end))"
    }

    private static func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }

    /// A full clockwise turn around `center` every `duration` seconds, smooth or in `steps` jumps.
    private static func rotation(around center: CGPoint, duration: TimeInterval, steps: Int?) -> String {
        let pivot = " " + num(center.x) + " " + num(center.y)
        var attributes: [(String, String)] = [("attributeName", "transform"), ("type", "rotate")]
        if let steps, steps > 0 {
            let values = (0..<steps).map { num(Double($0) * 360 / Double(steps)) + pivot }
            attributes += [("values", values.joined(separator: ";")), ("calcMode", "discrete")]
        } else {
            attributes += [("from", "0" + pivot), ("to", "360" + pivot)]
        }
        attributes += [
            ("dur", HUDTextFormat.number(max(duration, 0.001), places: 3) + "s"), ("repeatCount", "indefinite"),
        ]
        return element("animateTransform", attributes)
    }
}
