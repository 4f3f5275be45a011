import Foundation

/// What a code span of a migration table requires of a snippet file (see `MigrationTableRowsTests`).
struct SnippetRequirement {
    private enum Kind {
        /// Code, as a regular expression where `…` stands for anything.
        case code(String)
        /// A call of `name` with exactly `labels` (`_` for none), or starting with them when `open`.
        case signature(name: String, labels: [String], open: Bool)
        /// Any of these texts.
        case text([String])
    }

    private let kind: Kind
    /// Whether the span is Objective-C, met by the Objective-C call site.
    let isObjectiveC: Bool

    init(_ span: MigrationTable.Span) {
        var code = span.code.trimmingCharacters(in: .whitespaces)
        isObjectiveC =
            !span.isLink && (span.isObjectiveC || code.hasPrefix("[") || code.hasPrefix("HUDProgressHUDMode"))
        if span.isLink {
            kind = .text(Self.linkTexts(code))
            return
        }
        for prefix in ["await ", "try "] where code.hasPrefix(prefix) { code.removeFirst(prefix.count) }
        if !isObjectiveC, let signature = Self.signature(code) {
            kind = signature
            return
        }
        var pattern = NSRegularExpression.escapedPattern(for: code).replacingOccurrences(of: "…", with: ".*?")
        if isObjectiveC { pattern = pattern.replacingOccurrences(of: ":", with: ":[^\\]]*?") }
        kind = .code(pattern)
    }

    /// Whether `snippet` meets the requirement.
    func isMet(in snippet: String) -> Bool {
        switch kind {
        case .code(let pattern):
            return snippet.range(of: pattern, options: .regularExpression) != nil
        case .text(let texts):
            return texts.contains { snippet.contains($0) }
        case .signature(let name, let labels, let open):
            return Self.calls(of: name, in: snippet).contains { call in
                if open { return call.labels.starts(with: labels) }
                if call.labels == labels { return true }
                return call.hasTrailingClosure && call.labels + [labels.last ?? ""] == labels
            }
        }
    }

    /// The texts a symbol link asks for: `HUD/defaultStyle` is `HUD.style`, a call `HUD.show(`; a type
    /// alone its name; another type's member `.member` (`HUDMode/text`, a notification name).
    private static func linkTexts(_ link: String) -> [String] {
        var path = link
        if let disambiguation = path.range(of: ")-") { path = String(path[..<disambiguation.lowerBound]) + ")" }
        let parts = path.split(separator: "/").map(String.init)
        guard let last = parts.last else { return [] }
        let isCall = last.contains("(")
        let base = String(last.prefix { $0 != "(" }) + (isCall ? "(" : "")
        if parts.count == 1 { return [base] }
        if parts.first == "HUD", parts.count == 2 { return ["HUD." + base] }
        return ["." + base]
    }

    /// `name(label:label:)` or `name(label:…)` as a signature; `nil` for other code.
    private static func signature(_ code: String) -> Kind? {
        guard let open = code.firstIndex(of: "("), code.hasSuffix(")") else { return nil }
        let name = String(code[..<open])
        var inside = String(code[code.index(after: open)..<code.index(before: code.endIndex)])
        let isOpen = inside.hasSuffix("…")
        if isOpen { inside.removeLast() }
        let labels = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        let isName = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
        guard isName, !labels.isEmpty, inside.hasSuffix(":"),
            labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return nil }
        return .signature(name: name, labels: labels, open: isOpen)
    }

    /// Every call of `name` in `snippet`: its argument labels and whether a trailing closure follows.
    private static func calls(of name: String, in snippet: String) -> [(labels: [String], hasTrailingClosure: Bool)] {
        var calls: [([String], Bool)] = []
        var rest = Substring(snippet)
        while let found = rest.range(of: name + "(") {
            let before = found.lowerBound > snippet.startIndex ? snippet[snippet.index(before: found.lowerBound)] : " "
            rest = rest[found.upperBound...]
            let isMember = name.hasPrefix(".")
            guard isMember || !(before.isLetter || before.isNumber || before == "_") else { continue }
            guard let (arguments, end) = topLevelArguments(rest) else { continue }
            let labels = arguments.map(label(of:))
            let after = rest[end...].drop { $0 == " " }
            calls.append((labels, after.hasPrefix("{")))
        }
        return calls
    }

    /// The top-level arguments of the call whose `(` precedes `text`, and the index after its `)`.
    private static func topLevelArguments(_ text: Substring) -> ([String], String.Index)? {
        var depth = 0
        var inString = false
        var arguments: [String] = []
        var argument = ""
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) {
                    if depth == 0 {
                        let last = argument.trimmingCharacters(in: .whitespacesAndNewlines)
                        if !last.isEmpty { arguments.append(last) }
                        return (arguments, text.index(after: index))
                    }
                    depth -= 1
                }
                if character == ",", depth == 0 {
                    arguments.append(argument.trimmingCharacters(in: .whitespacesAndNewlines))
                    argument = ""
                    continue
                }
            }
            argument.append(character)
        }
        return nil
    }

    /// `label` of `label: value`, `_` of an unlabelled argument.
    private static func label(of argument: String) -> String {
        let name = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = argument.dropFirst(name.count).drop { $0 == " " }
        return !name.isEmpty && after.hasPrefix(":") && !after.hasPrefix("::") ? String(name) : "_"
    }
}
