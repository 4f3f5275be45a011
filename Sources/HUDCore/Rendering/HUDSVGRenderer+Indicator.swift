import Foundation

extension HUDSVGRenderer {
    /// How many stacked sectors draw the angle mask's conic fade.
    static let maskSectors = 48
    /// How many spokes the native indicator has.
    static let nativeSpokes = 12

    /// The indicator's part as SVG elements (``HUDRenderDescription/IndicatorPart/svg(options:prefix:)``).
    static func indicator(_ indicator: HUDRenderDescription.Indicator, options: Options, prefix: String) -> [String] {
        indicator.part?.svg(options: options, prefix: prefix) ?? []
    }

    /// The faint full-circle track and, over it, the arc from 12 o'clock clockwise to `strokeEnd`, or the whole
    /// circle's dash sweeping from empty to full.
    static func ring(_ ring: HUDRenderDescription.Ring, sweep: ProgressSweep?) -> [String] {
        let circle: [(String, String)] = [
            ("cx", num(ring.center.x)), ("cy", num(ring.center.y)), ("r", num(ring.radius)),
        ]
        let stroke: [(String, String)] = [("fill", "none"), ("stroke-width", num(ring.lineWidth))]
        var parts = [element("circle", [("class", "track")] + circle + stroke + paint("stroke", ring.trackColor))]
        let fraction = min(max(ring.strokeEnd, 0), 1)
        let arc = stroke + [("stroke-linecap", ring.lineCap.rawValue)] + paint("stroke", ring.color)
        let top = 3 * Double.pi / 2
        if let sweep {
            parts.append(self.sweep(sweep, of: ring, from: fraction, arc: arc))
        } else if fraction >= 1 {
            parts.append(element("circle", [("class", "ring")] + circle + arc))
        } else if fraction > 0 {
            let path = arcPath(center: ring.center, radius: ring.radius, from: top, to: top + 2 * .pi * fraction)
            parts.append(element("path", [("class", "ring"), ("d", path)] + arc))
        }
        return parts
    }

    /// The ring's whole circle as a dash whose offset runs from empty to full, holds, and starts again (SMIL's
    /// base value, which a static viewer shows, is the ring's own fraction).
    private static func sweep(
        _ sweep: ProgressSweep, of ring: HUDRenderDescription.Ring, from fraction: Double, arc: [(String, String)]
    ) -> String {
        let length = 2 * Double.pi * Double(ring.radius)
        let offset = { (fraction: Double) in num((1 - fraction) * length) }
        let duration = seconds(sweep.duration)
        let total = duration + seconds(sweep.hold)
        let animation = element(
            "animate",
            [
                ("attributeName", "stroke-dashoffset"),
                ("values", [offset(0), offset(1), offset(1)].joined(separator: ";")),
                ("keyTimes", "0;" + num(duration / max(total, 0.01)) + ";1"), ("dur", time(max(total, 0.01))),
                ("repeatCount", "indefinite"),
            ])
        let top = 3 * Double.pi / 2
        return element(
            "path",
            [
                ("class", "ring"),
                ("d", arcPath(center: ring.center, radius: ring.radius, from: top, to: top + 2 * .pi)),
                ("stroke-dasharray", num(length) + " " + num(length)), ("stroke-dashoffset", offset(fraction)),
            ] + arc,
            children: [animation])
    }

    /// The flat spinner as iOS draws it: the arc (from `startAngle` to `endAngle`, two turns) stroked between
    /// `strokeStart` and `strokeEnd` — a dash along the path — under the angle mask, transparent at 12 o'clock and
    /// opaque just before it. Animated, the dash slides to the upper bounds every `strokeDuration` and the mask
    /// turns once per `rotationDuration`; static, it is the first frame.
    static func spinner(_ spinner: HUDRenderDescription.Spinner, maskID: String, isAnimated: Bool) -> String {
        let center = spinner.center
        let sweep = max(spinner.endAngle - spinner.startAngle, 0)
        let length = Double(spinner.radius) * sweep
        let dash = { (start: Double, end: Double) in
            (array: num(max(end - start, 0) * length) + " " + num(length), offset: num(-start * length))
        }
        let first = dash(spinner.strokeStart.lowerBound, spinner.strokeEnd.lowerBound)
        let last = dash(spinner.strokeStart.upperBound, spinner.strokeEnd.upperBound)
        var strokeAnimations: [String] = []
        if isAnimated {
            // Core Animation eases there and, autoreversing, back: one cycle is two stroke durations.
            let duration = time(2 * seconds(spinner.strokeDuration))
            // strokeStart and strokeEnd move together: the dash slides along the path, and its length changes only
            // when the two ranges differ in width.
            strokeAnimations.append(
                animate("stroke-dashoffset", values: [first.offset, last.offset, first.offset], duration: duration))
            if first.array != last.array {
                strokeAnimations.append(
                    animate("stroke-dasharray", values: [first.array, last.array, first.array], duration: duration))
            }
        }
        let arc = element(
            "path",
            [
                ("d", arcPath(center: center, radius: spinner.radius, from: spinner.startAngle, to: spinner.endAngle)),
                ("fill", "none"), ("stroke-width", num(spinner.lineWidth)), ("stroke-linecap", "round"),
                ("stroke-dasharray", first.array), ("stroke-dashoffset", first.offset),
            ] + paint("stroke", spinner.color),
            children: strokeAnimations)
        let reach = spinner.radius + spinner.lineWidth + 2
        var sectors = angleMaskSectors(center: center, radius: reach)
        if isAnimated { sectors.append(rotation(around: center, duration: spinner.rotationDuration, steps: nil)) }
        let box: [(String, String)] = [
            ("x", num(center.x - reach)), ("y", num(center.y - reach)), ("width", num(2 * reach)),
            ("height", num(2 * reach)),
        ]
        let mask = element(
            "mask", [("id", maskID), ("maskUnits", "userSpaceOnUse")] + box,
            children: [element("g", [], children: sectors)])
        return element(
            "g", [("class", "spinner")],
            children: [
                element("defs", [], children: [mask]), element("g", [("mask", "url(#\(maskID))")], children: [arc]),
            ])
    }

    /// The angle mask: white sectors stacked so that where `k` of them overlap the opacity is
    /// ``HUDAngleMask/alpha(clockwiseAngle:)`` there; stacking (instead of abutting) leaves no seams.
    static func angleMaskSectors(center: CGPoint, radius: CGFloat) -> [String] {
        let top = 3 * Double.pi / 2
        let step = 2 * Double.pi / Double(maskSectors)
        let end = HUDTextFormat.point(point(on: center, radius: radius, angle: top))
        let radii = num(radius) + "," + num(radius)
        var covered = 0.0
        return (0..<maskSectors).map { index in
            let from = Double(index) * step
            let target = max(HUDAngleMask.alpha(clockwiseAngle: from + step / 2), covered)
            let opacity = covered < 1 ? 1 - (1 - target) / (1 - covered) : 0
            covered = target
            let start = HUDTextFormat.point(point(on: center, radius: radius, angle: top + from))
            let large = 2 * Double.pi - from > .pi ? 1 : 0
            return element(
                "path",
                [("d", "M\(HUDTextFormat.point(center)) L\(start) A\(radii) 0 \(large) 1 \(end) Z")]
                    + paint("fill", HUDColor.white.withAlpha(opacity), places: 4))
        }
    }

    /// The system's large activity indicator: 12 rounded spokes, the one at 12 o'clock opaque and the ones behind
    /// it (counter-clockwise) fading, turning one spoke at a time.
    static func native(center: CGPoint, color: HUDColor, isAnimated: Bool) -> String {
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

    /// An SVG path of the arc from `from` to `to` (radians, clockwise on screen). A sweep under a full turn is one
    /// arc; a full turn or more (the spinner winds twice) is drawn in equal pieces of at most half a turn.
    static func arcPath(center: CGPoint, radius: CGFloat, from: Double, to: Double) -> String {
        let sweep = max(to - from, 0)
        let start = point(on: center, radius: radius, angle: from)
        let arc = "A\(num(radius)),\(num(radius)) 0"
        guard sweep >= 2 * .pi - 1e-9 else {
            let end = point(on: center, radius: radius, angle: to)
            return "M\(HUDTextFormat.point(start)) \(arc) \(sweep > .pi ? 1 : 0) 1 \(HUDTextFormat.point(end))"
        }
        let pieces = Int((sweep / .pi - 1e-9).rounded(.up))
        return (1...pieces).reduce("M" + HUDTextFormat.point(start)) { path, piece in
            let end = point(on: center, radius: radius, angle: from + sweep * Double(piece) / Double(pieces))
            return path + " \(arc) 0 1 " + HUDTextFormat.point(end)
        }
    }

    static func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }

    /// A full clockwise turn around `center` every `duration` seconds, smooth or in `steps` jumps.
    static func rotation(around center: CGPoint, duration: TimeInterval, steps: Int?) -> String {
        let pivot = " " + num(center.x) + " " + num(center.y)
        var attributes: [(String, String)] = [("attributeName", "transform"), ("type", "rotate")]
        if let steps, steps > 0 {
            let values = (0..<steps).map { num(Double($0) * 360 / Double(steps)) + pivot }
            attributes += [("values", values.joined(separator: ";")), ("calcMode", "discrete")]
        } else {
            attributes += [("from", "0" + pivot), ("to", "360" + pivot)]
        }
        attributes += [("dur", time(duration)), ("repeatCount", "indefinite")]
        return element("animateTransform", attributes)
    }

    /// There and back through three values, easing in and out on each leg (`easeInEaseOut`), forever.
    static func animate(_ attribute: String, values: [String], duration: String) -> String {
        element(
            "animate",
            [
                ("attributeName", attribute), ("values", values.joined(separator: ";")), ("keyTimes", "0;0.5;1"),
                ("calcMode", "spline"), ("keySplines", "0.42 0 0.58 1;0.42 0 0.58 1"), ("dur", duration),
                ("repeatCount", "indefinite"),
            ])
    }

    /// A non-negative, finite number of seconds (`0` otherwise).
    static func seconds(_ value: TimeInterval) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// A SMIL duration of at least a millisecond: `1s`, `0.15s`.
    static func time(_ value: TimeInterval) -> String {
        HUDTextFormat.number(max(seconds(value), 0.001), places: 3) + "s"
    }
}

// Each part's SVG drawing (``HUDRenderDescription/IndicatorPart/svg(options:prefix:)``).
extension HUDRenderDescription.Ring {
    func svg(options: HUDSVGRenderer.Options, prefix: String) -> [String] {
        HUDSVGRenderer.ring(self, sweep: options.isAnimated ? options.progressSweep : nil)
    }
}

extension HUDRenderDescription.Pie {
    func svg(options: HUDSVGRenderer.Options, prefix: String) -> [String] { [HUDSVGRenderer.pie(self)] }
}

extension HUDRenderDescription.Bar {
    func svg(options: HUDSVGRenderer.Options, prefix: String) -> [String] { [HUDSVGRenderer.bar(self)] }
}

extension HUDRenderDescription.Spinner {
    func svg(options: HUDSVGRenderer.Options, prefix: String) -> [String] {
        [HUDSVGRenderer.spinner(self, maskID: prefix + "-spinner-mask", isAnimated: options.isAnimated)]
    }
}

extension HUDRenderDescription.NativeIndicator {
    func svg(options: HUDSVGRenderer.Options, prefix: String) -> [String] {
        [HUDSVGRenderer.native(center: center, color: color, isAnimated: options.isAnimated)]
    }
}
