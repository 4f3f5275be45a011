import Foundation
import Testing

/// A frame's deterministic dump compared with its golden file, `Goldens/<name>.txt` beside this file: the whole
/// dump, line by line, so that a failure names the first line that differs.
///
/// After an intended change of a frame, look at the new dump, then rewrite the files with
/// `HUD_RECORD_RENDER_GOLDENS=1 swift test --filter HUDCoreTests` and review the diff.
enum RenderGolden {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens", isDirectory: true)
    private static let isRecording = ProcessInfo.processInfo.environment["HUD_RECORD_RENDER_GOLDENS"] == "1"

    /// Expects `description` to be the golden `name`'s text (its last line break aside).
    static func expect(
        _ description: String, equalsGolden name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let file = folder.appendingPathComponent(name + ".txt")
        if isRecording {
            try? Data((description + "\n").utf8).write(to: file, options: .atomic)
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden \(name).txt", sourceLocation: sourceLocation)
            return
        }
        let actualLines = description.components(separatedBy: "\n")
        let expectedLines = golden.components(separatedBy: "\n").dropLast(golden.hasSuffix("\n") ? 1 : 0)
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        if let (index, (actual, expected)) = firstDifference {
            Issue.record(
                "\(name).txt line \(index + 1) is\n\(actual)\nbut the golden has\n\(expected)",
                sourceLocation: sourceLocation)
        }
        #expect(actualLines.count == expectedLines.count, "\(name).txt", sourceLocation: sourceLocation)
    }
}
