import Foundation
@_spi(HUDEngine) import HUDCore

/// The indicators the gallery draws itself, in the bezel's coordinates, where ``HUDSVGRenderer`` draws a static
/// frame: the flat spinner with both of its iOS animations, the progress ring sweeping from 0 to 1, and a custom
/// image (the renderer draws a dashed placeholder for ``HUDImage/custom(_:)``, whose picture only the app has).
enum IndicatorMarkup {
    /// How many stacked sectors draw the spinner mask's conic fade.
    static let maskSectors = 48

    /// The flat spinner as iOS animates it: the arc (two turns from `startAngle` to `endAngle`) is stroked between
    /// `strokeStart` and `strokeEnd`, which move from their lower to their upper bounds every `strokeDuration`,
    /// under the angle mask (transparent at 12 o'clock, opaque just before it) turning once per
    /// `rotationDuration`. Without animation it is the first frame.
    static func spinner(_ spinner: HUDRenderDescription.Spinner, id: String, isAnimated: Bool) -> String {
        let center = spinner.center
        let sweep = max(spinner.endAngle - spinner.startAngle, 0)
        let length = Double(spinner.radius) * sweep
        let dash = { (start: Double, end: Double) in
            (
                array: SVGMarkup.number(max(end - start, 0) * length) + " " + SVGMarkup.number(length),
                offset: SVGMarkup.number(-start * length)
            )
        }
        let first = dash(spinner.strokeStart.lowerBound, spinner.strokeEnd.lowerBound)
        let last = dash(spinner.strokeStart.upperBound, spinner.strokeEnd.upperBound)
        let duration = seconds(spinner.strokeDuration)
        var strokeAnimations: [String] = []
        if isAnimated {
            // strokeStart and strokeEnd move together: the dash slides along the path (its length changes only
            // when the two ranges differ in width).
            strokeAnimations.append(
                animate("stroke-dashoffset", values: [first.offset, last.offset], duration: duration))
            if first.array != last.array {
                strokeAnimations.append(
                    animate("stroke-dasharray", values: [first.array, last.array], duration: duration))
            }
        }
        let arc = SVGMarkup.element(
            "path",
            [
                ("d", arcPath(center: center, radius: spinner.radius, from: spinner.startAngle, sweep: sweep)),
                ("fill", "none"), ("stroke-width", SVGMarkup.number(spinner.lineWidth)), ("stroke-linecap", "round"),
                ("stroke-dasharray", first.array), ("stroke-dashoffset", first.offset),
            ] + SVGMarkup.paint("stroke", spinner.color),
            children: strokeAnimations)
        let reach = spinner.radius + spinner.lineWidth + 2
        var sectors = fadeSectors(center: center, radius: reach)
        if isAnimated { sectors.append(rotation(around: center, duration: seconds(spinner.rotationDuration))) }
        let box: [(String, String)] = [
            ("x", SVGMarkup.number(center.x - reach)), ("y", SVGMarkup.number(center.y - reach)),
            ("width", SVGMarkup.number(2 * reach)), ("height", SVGMarkup.number(2 * reach)),
        ]
        let mask = SVGMarkup.element(
            "mask", [("id", id), ("maskUnits", "userSpaceOnUse")] + box,
            children: [SVGMarkup.element("g", [], children: sectors)])
        return SVGMarkup.element(
            "g", [("class", "spinner")],
            children: [
                SVGMarkup.element("defs", [], children: [mask]),
                SVGMarkup.element("g", [("mask", "url(#\(id))")], children: [arc]),
            ])
    }

    /// The ring's arc drawn from 12 o'clock clockwise, its `strokeEnd` sweeping from 0 to 1 in `duration` seconds
    /// and holding full for `hold` seconds, over and over. Without animation (and as SMIL's base value) it shows
    /// the ring's own `strokeEnd`.
    static func progressSweep(_ ring: HUDRenderDescription.Ring, duration: Double, hold: Double) -> String {
        let length = 2 * Double.pi * Double(ring.radius)
        let offset = { (fraction: Double) in SVGMarkup.number((1 - fraction) * length) }
        let total = duration + hold
        let sweep = SVGMarkup.element(
            "animate",
            [
                ("attributeName", "stroke-dashoffset"),
                ("values", [offset(0), offset(1), offset(1)].joined(separator: ";")),
                ("keyTimes", "0;" + SVGMarkup.number(duration / total) + ";1"), ("dur", seconds(total)),
                ("repeatCount", "indefinite"),
            ])
        return SVGMarkup.element(
            "path",
            [
                ("class", "ring-sweep"),
                ("d", arcPath(center: ring.center, radius: ring.radius, from: 3 * .pi / 2, sweep: 2 * .pi)),
                ("fill", "none"), ("stroke-width", SVGMarkup.number(ring.lineWidth)), ("stroke-linecap", "round"),
                ("stroke-dasharray", SVGMarkup.number(length) + " " + SVGMarkup.number(length)),
                ("stroke-dashoffset", offset(ring.strokeEnd)),
            ] + SVGMarkup.paint("stroke", ring.color),
            children: [sweep])
    }

    /// A five-pointed star filling `frame`, outlined in the stroke width of the bundled glyphs, standing in for
    /// the app's own image; `tint` is the template colour (white when the image is not tinted).
    static func star(in frame: CGRect, tint: HUDColor?) -> String {
        let center = CGPoint(x: frame.midX, y: frame.midY + frame.height * 0.04)
        let outer = min(frame.width, frame.height) * 0.48
        let corners = (0..<10).map { index in
            SVGMarkup.point(
                on: center, radius: index.isMultiple(of: 2) ? outer : outer * 0.45,
                angle: 3 * .pi / 2 + Double(index) * .pi / 5)
        }
        let width = HUDGlyph.bundledLineWidth * min(frame.width, frame.height)
        return SVGMarkup.element(
            "polygon",
            [
                ("class", "image custom"), ("points", corners.map(SVGMarkup.point).joined(separator: " ")),
                ("fill", "none"), ("stroke-width", SVGMarkup.number(width)), ("stroke-linejoin", "round"),
            ] + SVGMarkup.paint("stroke", tint ?? .white))
    }

    /// An SVG path along the circle around `center` from angle `from`, clockwise through `sweep` radians, in
    /// quarter-turn pieces (so it can wind more than once).
    static func arcPath(center: CGPoint, radius: CGFloat, from: Double, sweep: Double) -> String {
        let pieces = max(Int((sweep / (.pi / 2)).rounded(.up)), 1)
        let radii = SVGMarkup.number(radius) + "," + SVGMarkup.number(radius)
        var path = "M" + SVGMarkup.point(SVGMarkup.point(on: center, radius: radius, angle: from))
        for piece in 1...pieces {
            let end = SVGMarkup.point(on: center, radius: radius, angle: from + sweep * Double(piece) / Double(pieces))
            path += " A\(radii) 0 0 1 " + SVGMarkup.point(end)
        }
        return path
    }

    /// The angle mask: white sectors stacked so that the opacity where `k` of them overlap is
    /// ``HUDAngleMask/alpha(clockwiseAngle:)`` there; stacking (instead of abutting) leaves no seams.
    private static func fadeSectors(center: CGPoint, radius: CGFloat) -> [String] {
        let top = 3 * Double.pi / 2
        let step = 2 * Double.pi / Double(maskSectors)
        let end = SVGMarkup.point(SVGMarkup.point(on: center, radius: radius, angle: top))
        var covered = 0.0
        return (0..<maskSectors).map { index in
            let from = Double(index) * step
            let target = max(HUDAngleMask.alpha(clockwiseAngle: from + step / 2), covered)
            let opacity = 1 - (1 - target) / (1 - covered)
            covered = target
            let start = SVGMarkup.point(SVGMarkup.point(on: center, radius: radius, angle: top + from))
            let large = 2 * Double.pi - from > .pi ? 1 : 0
            let radii = SVGMarkup.number(radius) + "," + SVGMarkup.number(radius)
            return SVGMarkup.element(
                "path",
                [
                    ("d", "M\(SVGMarkup.point(center)) L\(start) A\(radii) 0 \(large) 1 \(end) Z"),
                    ("fill", "#fff"),
                    ("fill-opacity", String(format: "%.4f", locale: Locale(identifier: "en_US_POSIX"), opacity)),
                ])
        }
    }

    private static func rotation(around center: CGPoint, duration: String) -> String {
        let pivot = " " + SVGMarkup.point(center).replacingOccurrences(of: ",", with: " ")
        return SVGMarkup.element(
            "animateTransform",
            [
                ("attributeName", "transform"), ("type", "rotate"), ("from", "0" + pivot), ("to", "360" + pivot),
                ("dur", duration), ("repeatCount", "indefinite"),
            ])
    }

    private static func animate(_ attribute: String, values: [String], duration: String) -> String {
        SVGMarkup.element(
            "animate",
            [
                ("attributeName", attribute), ("values", values.joined(separator: ";")), ("dur", duration),
                ("repeatCount", "indefinite"),
            ])
    }

    private static func seconds(_ value: Double) -> String {
        SVGMarkup.number(max(value, 0.01)) + "s"
    }
}
