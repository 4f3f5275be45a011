import Foundation
@_spi(HUDEngine) import HUDCore

/// Small, deterministic SVG and HTML helpers for the gallery's own drawing (the sample screens, the custom
/// image's star, the timeline); the HUD itself is drawn by ``HUDSVGRenderer``. Markup, numbers, colours and escaping
/// are HUDCore's (``HUDSVGRenderer`` and `HUDTextFormat`), so the gallery writes them exactly as the renderer does.
enum SVGMarkup {
    /// `<name a="v" …/>`, `<name …>text</name>` or `<name …>` children on their own lines `</name>`.
    static func element(_ name: String, _ attributes: [(String, String)], children: [String] = [], text: String? = nil)
        -> String
    {
        HUDSVGRenderer.element(name, attributes, children: children, text: text)
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

    /// `value` rounded to 2 decimals, without trailing zeros and without a sign on zero: `84`, `0.4`, `337.8`; a
    /// non-finite value is written as `0`, so the markup stays valid.
    static func number(_ value: Double) -> String {
        value.isFinite ? HUDTextFormat.number(value) : "0"
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
        HUDSVGRenderer.paint(property, color)
    }

    /// A colour from a `0xRRGGBB` literal.
    static func color(_ hex: UInt32, alpha: Double = 1) -> HUDColor {
        let channel = { (shift: UInt32) in Double((hex >> shift) & 0xFF) / 255 }
        return HUDColor(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped and the characters XML forbids replaced by U+FFFD; safe in SVG
    /// and HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        HUDTextFormat.xmlEscaped(text)
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
