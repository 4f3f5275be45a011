import Foundation

/// The migration tables of the articles and the README, read as `MigrationTableRowsTests` checks them.
enum MigrationTable {
    /// A code span of a table's HUDKit column and where it was found.
    struct Span: CustomStringConvertible {
        let library: String
        let file: String
        let line: Int
        let code: String
        let isLink: Bool
        /// Whether the span is Objective-C: a table whose library column says so (`MBProgressHUD (Objective-C)`).
        var isObjectiveC = false
        var description: String { "\(file):\(line) \(isLink ? "``\(code)``" : "`\(code)`")" }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The code spans of every migration table's HUDKit column in `path`.
    static func spans(in path: String) throws -> [Span] {
        var spans: [Span] = []
        var column: Int?
        var library = ""
        var isObjectiveC = false
        for (index, line) in try read(path).components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else {
                column = nil
                continue
            }
            let cells = MarkdownRow.cells(trimmed)
            if column == nil, !trimmed.hasPrefix("| ---") {
                // A header row: a migration table has the library first and a HUDKit column.
                let first = cells.first ?? ""
                let isMigration = first.hasPrefix("SVProgressHUD") || first.hasPrefix("MBProgressHUD")
                library = first.hasPrefix("SV") ? "SVProgressHUD" : "MBProgressHUD"
                isObjectiveC = first.contains("Objective-C")
                column = isMigration ? cells.firstIndex(of: "HUDKit") ?? -1 : -1
                continue
            }
            guard let column, column >= 0, column < cells.count, !trimmed.hasPrefix("| ---") else { continue }
            for (code, isLink) in MarkdownRow.codeSpans(cells[column]) {
                spans.append(
                    Span(
                        library: library, file: path, line: index + 1, code: code, isLink: isLink,
                        isObjectiveC: isObjectiveC))
            }
        }
        return spans
    }

    static let tables = [
        "Sources/HUDKit/HUDKit.docc/MigratingFromSVProgressHUD.md",
        "Sources/HUDKit/HUDKit.docc/MigratingFromMBProgressHUD.md",
        "README.md",
    ]
}
