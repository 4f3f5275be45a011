import Foundation

/// A public function of a Swift source file as `HUDHomesAndForwardsTests` reads it: its DocC name, its `///` doc and
/// its body, found by reading the file as text.
struct SwiftMember {
    /// The name as DocC links it: `show(status:options:onDisappear:)`.
    let name: String
    let doc: [String]
    let body: String
    let isStatic: Bool
    /// Hidden from the documentation (`@_documentation(visibility: internal)`).
    let isHidden: Bool
    let file: String

    /// The symbol links of the doc (``HUDController/show(status:options:onDisappear:)``), each split into its
    /// type and its member, disambiguation removed; a link to a function relative to the member's own type
    /// (``hud(isPresented:status:options:controller:onDisappear:)``) has the type `""`.
    var links: [(type: String, member: String)] {
        doc.joined(separator: " ").components(separatedBy: "``").enumerated().compactMap { index, part in
            guard index % 2 == 1 else { return nil }
            guard let slash = part.firstIndex(of: "/") else { return part.contains("(") ? ("", part) : nil }
            var member = String(part[part.index(after: slash)...])
            if let close = member.firstIndex(of: ")") {
                member = String(member[...close])
            } else if let dash = member.firstIndex(of: "-") {
                member = String(member[..<dash])
            }
            return (String(part[..<slash]), member)
        }
    }

    /// Whether the doc is a forward's: one line whose first link names the home.
    var isForwardDoc: Bool { doc.count == 1 && !links.isEmpty }

    /// The public functions declared in `source`.
    static func functions(in source: String, file: String) -> [SwiftMember] {
        let lines = source.components(separatedBy: "\n")
        var members: [SwiftMember] = []
        var doc: [String] = []
        var attributes = ""
        for (index, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("///") {
                doc.append(String(code.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            if code.hasPrefix("@"), !code.contains(" func ") {
                attributes += code
                continue
            }
            defer {
                doc = []
                attributes = ""
            }
            guard code.contains("public "), let range = code.range(of: " func ") ?? code.range(of: "func ") else {
                continue
            }
            let declaration = Substring(
                ([String(code[range.upperBound...])] + lines[(index + 1)...]).joined(separator: "\n"))
            let indent = line.prefix { $0 == " " }
            let end = lines[index...].firstIndex { $0 == indent + "}" } ?? index
            let body = code.hasSuffix("}") ? code : lines[index...end].joined(separator: "\n")
            members.append(
                SwiftMember(
                    name: docCName(declaration), doc: doc, body: body,
                    isStatic: code[..<range.lowerBound].contains("static"),
                    isHidden: (attributes + code).contains("@_documentation(visibility: internal)"), file: file))
        }
        return members
    }

    /// `name(label:label:)` of the function whose declaration, after `func `, starts `text`.
    static func docCName(_ text: Substring) -> String {
        let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        var depth = 0
        var parameters = ""
        var inParameters = false
        for character in text.replacingOccurrences(of: "->", with: "→").drop(while: { $0 != "(" }) {
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character) { depth -= 1 }
            if inParameters && depth == 0 { break }
            if character == "(" && depth == 1 && !inParameters {
                inParameters = true
                continue
            }
            parameters.append(depth == 1 && character == "," ? "\u{0}" : character)
        }
        let labels = parameters.split(separator: "\u{0}").map { parameter -> String in
            let words = parameter.prefix { $0 != ":" }.split(whereSeparator: \.isWhitespace)
                .filter { !$0.hasPrefix("@") }
            return "\(words.first ?? "_"):"
        }
        return "\(name)(\(labels.joined()))"
    }
}
