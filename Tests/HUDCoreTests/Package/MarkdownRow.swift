import Foundation

/// Reads one row of a Markdown table: its cells, and the code spans of a cell.
enum MarkdownRow {
    /// The cells of `row` (`| a | b |`), trimmed; a `|` inside a code span does not split.
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var inCode = false
        for character in row.dropFirst() {
            if character == "`" { inCode.toggle() }
            if character == "|", !inCode {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }

    /// The code spans of `cell` in order: ``symbol links`` (`isLink`) and `code`.
    static func codeSpans(_ cell: String) -> [(code: String, isLink: Bool)] {
        var spans: [(String, Bool)] = []
        var rest = Substring(cell)
        while let open = rest.firstIndex(of: "`") {
            let isLink = rest[open...].hasPrefix("``")
            let delimiter = isLink ? "``" : "`"
            let start = rest.index(open, offsetBy: delimiter.count)
            guard let close = rest[start...].range(of: delimiter) else { break }
            spans.append((String(rest[start..<close.lowerBound]), isLink))
            rest = rest[close.upperBound...]
        }
        return spans
    }
}
