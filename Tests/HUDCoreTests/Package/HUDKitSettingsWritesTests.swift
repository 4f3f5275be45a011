import Foundation
import Testing

/// A HUD view's `UIAppearance` properties read the controller's settings from the view's asset store, because a
/// view's events are reports only: that copy is right while HUDKit writes the session's appearance in one place,
/// `HUDController.settings`, which writes the copy with it.
struct HUDKitSettingsWritesTests {
    private let hudKitSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/HUDKit")

    @Test func hudKitWritesTheSessionsAppearanceOnlyWhereTheViewsCopyIsWrittenToo() throws {
        // Given every line of HUDKit's code
        let paths = try FileManager.default.subpathsOfDirectory(atPath: hudKitSources.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(paths.count > 10)

        // When the lines that write the session's appearance are collected
        var writes: [String] = []
        for path in paths {
            let text = try String(contentsOf: hudKitSources.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where Self.writesSessionAppearance(String(line)) {
                writes.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }

        // Then there is one, in the accessor that writes the views' copy as well
        #expect(writes == ["API/HUDController.swift: session.appearance = newValue"])
    }

    @Test func aWriteOfTheSessionsAppearanceIsRecognised() {
        #expect(Self.writesSessionAppearance("        session.appearance = newValue"))
        #expect(Self.writesSessionAppearance("case .font: session.appearance.font = statusFont.set(source.font)"))
        #expect(Self.writesSessionAppearance("                change(&session.appearance)"))
        #expect(Self.writesSessionAppearance("session.appearance[keyPath: keyPath] = value"))
        #expect(!Self.writesSessionAppearance("        get { session.appearance }"))
        #expect(!Self.writesSessionAppearance("if session.appearance == other { return }"))
        #expect(!Self.writesSessionAppearance("    /// session.appearance = x, in a doc"))
    }

    /// Whether a line of code assigns to the session's appearance, to a part of it, or passes it `inout`.
    private static func writesSessionAppearance(_ line: String) -> Bool {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//"), let range = code.range(of: "session.appearance") else { return false }
        if code[..<range.lowerBound].hasSuffix("&") { return true }
        let after = code[range.upperBound...]
        guard let equals = after.range(of: " = ") else { return false }
        // An assignment: `session.appearance = …`, `session.appearance.font = …`, `session.appearance[…] = …`.
        var depth = 0
        let target = after[..<equals.lowerBound].filter { character in
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            return depth == 0 && character != "]"
        }
        return !target.contains(" ")
    }
}
