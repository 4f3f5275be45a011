import Foundation

/// Locale-independent, deterministic formatting of numbers, colours and strings for
/// ``HUDRenderDescription/description`` and ``HUDSVGRenderer``, shared with `hud-preview` (hence `package`).
package enum HUDTextFormat {
    /// `value` rounded to `places` decimals without trailing zeros: `84`, `0.4`, `4.71`, `-0` as `0`;
    /// `nan`, `inf` and `-inf` for non-finite values. Large values keep only the decimals a `Double` holds (none
    /// from 9e15 on), and magnitudes from 9.2e18 on have Swift's own spelling (`1e+20`).
    package static func number(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var factor: Int64 = 1
        for _ in 0..<min(max(places, 0), 9) { factor *= 10 }
        while factor > 1, abs(value) * Double(factor) >= 9e15 { factor /= 10 }
        let scaled = (value * Double(factor)).rounded()
        guard abs(scaled) < 9e15 else { return abs(value) < 9.2e18 ? String(Int64(scaled)) : String(value) }
        let magnitude = Int64(abs(scaled))
        guard magnitude != 0 else { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let whole = magnitude / factor
        let fraction = magnitude % factor
        guard fraction != 0 else { return sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: String(factor).count - 1 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }

    /// `value` as ``number(_:places:)``.
    package static func number(_ value: CGFloat, places: Int = 2) -> String {
        number(Double(value), places: places)
    }

    /// A stroke fraction, to 3 decimals: `0.4`, `0.015`.
    package static func fraction(_ value: Double) -> String {
        number(value, places: 3)
    }

    /// A range of stroke fractions: `0.015..0.515`.
    package static func range(_ range: ClosedRange<Double>) -> String {
        fraction(range.lowerBound) + ".." + fraction(range.upperBound)
    }

    /// A duration in seconds, to 3 decimals: `0.15s`.
    package static func seconds(_ value: TimeInterval) -> String {
        number(value, places: 3) + "s"
    }

    /// A frame's origin and size: `x=12 y=25 w=120 h=10`.
    package static func frame(_ rect: CGRect) -> String {
        "x=\(number(rect.minX)) y=\(number(rect.minY)) w=\(number(rect.width)) h=\(number(rect.height))"
    }

    /// `x,y` of a point.
    package static func point(_ point: CGPoint) -> String {
        number(point.x) + "," + number(point.y)
    }

    /// The colour's channels on 0...255 and its alpha: `(0,0,0)` and `0.4`.
    package static func channels(_ color: HUDColor) -> String {
        let channel = { (value: Double) in String(Int((value * 255).rounded())) }
        return channel(color.red) + "," + channel(color.green) + "," + channel(color.blue)
    }

    /// `rgba(0,0,0,0.4)`.
    package static func rgba(_ color: HUDColor) -> String {
        "rgba(" + channels(color) + "," + number(color.alpha) + ")"
    }

    /// `"text"` with backslash, quote, newline, carriage return and tab escaped, cut after `limit` characters
    /// with `…(N characters)` appended.
    package static func quoted(_ text: String, limit: Int = 60) -> String {
        var result = "\""
        for (count, character) in text.enumerated() {
            if count == limit {
                return result + "\"…(\(text.count) characters)"
            }
            result += quotedEscapes[character] ?? String(character)
        }
        return result + "\""
    }

    /// What ``quoted(_:limit:)`` writes for the characters it escapes.
    private static let quotedEscapes: [Character: String] = [
        "\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]

    /// `text` with `&`, `<`, `>` and `"` replaced by entities and `'` by `&#39;` (valid in XML, SVG and every HTML
    /// version), so it is safe in text and in attribute values; control characters other than tab and line breaks,
    /// which XML forbids, and U+FFFE and U+FFFF become U+FFFD.
    package static func xmlEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{9}", "\u{A}", "\u{D}": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
