import Foundation
import HUDCore

/// Small, deterministic SVG and HTML helpers for the gallery's own drawing (the sample screens, the SMIL
/// indicators, the timeline); the HUD itself is drawn by ``HUDSVGRenderer``.
enum SVGMarkup {
    /// `<name a="v" …/>`, `<name …>text</name>` or `<name …>` children on their own lines `</name>`.
    static func element(_ name: String, _ attributes: [(String, String)], children: [String] = [], text: String? = nil)
        -> String
    {
        let opening = "<" + name + attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
        if let text { return opening + ">" + escaped(text) + "</" + name + ">" }
        if children.isEmpty { return opening + "/>" }
        return opening + ">\n" + children.joined(separator: "\n") + "\n</" + name + ">"
    }

    /// A root `<svg>` document of `size` with `children` inside, ending in a newline.
    static func document(size: CGSize, children: [String]) -> String {
        let width = number(size.width)
        let height = number(size.height)
        return element(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
                ("viewBox", "0 0 \(width) \(height)"),
            ],
            children: children) + "\n"
    }

    /// `value` rounded to 2 decimals, without trailing zeros and without a sign on zero: `84`, `0.4`, `337.8`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int64((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = "\(sign)\(magnitude / 100)"
        switch magnitude % 100 {
        case 0: return whole
        case let cents where cents % 10 == 0: return "\(whole).\(cents / 10)"
        case let cents where cents < 10: return "\(whole).0\(cents)"
        case let cents: return "\(whole).\(cents)"
        }
    }

    /// `value` as ``number(_:)-(Double)``.
    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    /// `x,y`.
    static func point(_ point: CGPoint) -> String {
        number(point.x) + "," + number(point.y)
    }

    /// The point at `angle` (radians, clockwise on screen from 3 o'clock) on the circle around `center`.
    static func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }

    /// `fill` (or `stroke`) as `rgb(…)`, plus its opacity attribute unless the colour is opaque.
    static func paint(_ property: String, _ color: HUDColor) -> [(String, String)] {
        let channels = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
        let rgb = (property, "rgb(" + channels.joined(separator: ",") + ")")
        return color.alpha < 1 ? [rgb, (property + "-opacity", number(color.alpha))] : [rgb]
    }

    /// A colour from a `0xRRGGBB` literal.
    static func color(_ hex: UInt32, alpha: Double = 1) -> HUDColor {
        let channel = { (shift: UInt32) in Double((hex >> shift) & 0xFF) / 255 }
        return HUDColor(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// `text` with the five XML special characters as entities and control characters (other than tab and line
    /// breaks), which XML forbids, as U+FFFD; safe in SVG and HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A rectangle with optional corner radius.
    static func rect(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, fill: HUDColor, radius: CGFloat = 0)
        -> String
    {
        var attributes: [(String, String)] = [
            ("x", number(x)), ("y", number(y)), ("width", number(width)),
            ("height", number(height)),
        ]
        if radius > 0 { attributes.append(("rx", number(radius))) }
        return element("rect", attributes + paint("fill", fill))
    }

    /// A line of text in the system font.
    static func text(
        _ string: String, x: CGFloat, y: CGFloat, size: CGFloat, weight: String, fill: HUDColor,
        anchor: String = "start"
    ) -> String {
        element(
            "text",
            [
                ("x", number(x)), ("y", number(y)), ("font-family", HUDSVGRenderer.fontFamily),
                ("font-size", number(size)), ("font-weight", weight), ("text-anchor", anchor),
            ] + paint("fill", fill),
            text: string)
    }
}
