import Foundation
import Testing

/// The README tells Linux and macOS users that `import HUDKit` gives an empty module there and that they use HUDCore:
/// that holds while every HUDKit source file is wrapped whole in `#if canImport(UIKit)`, the re-export of HUDCore
/// included.
struct HUDKitSourceGatingTests {
    private let hudKitSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/HUDKit")

    @Test func everyHUDKitSourceFileIsGatedWholeSoLinuxGetsAnEmptyModule() throws {
        // Given
        let files = try swiftFiles(in: hudKitSources)
        #expect(files.count > 10, "found only \(files.count) Swift files under Sources/HUDKit")

        // When
        var ungated: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            if !Self.isGatedWhole(text) { ungated.append(file.lastPathComponent) }
        }

        // Then
        #expect(ungated.isEmpty, "Wrap the whole file in #if canImport(UIKit) … #endif: \(ungated.sorted())")
    }

    @Test func codeOutsideTheGateIsDetected() {
        #expect(Self.isGatedWhole("#if canImport(UIKit)\nimport UIKit\n#endif  // canImport(UIKit)\n"))
        #expect(!Self.isGatedWhole("import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n"))
        #expect(!Self.isGatedWhole("#if canImport(UIKit)\nimport UIKit\n#endif\npublic struct Leak {}\n"))
        #expect(!Self.isGatedWhole("#if canImport(UIKit)\n#if DEBUG\nlet a = 1\n#endif\n"))
        #expect(Self.isGatedWhole("#if canImport(UIKit)\n#if DEBUG\nlet a = 1\n#endif\n#endif\n"))
    }

    /// Whether the first line of code is `#if canImport(UIKit)` and its matching `#endif` is the last line of code.
    private static func isGatedWhole(_ text: String) -> Bool {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard lines.first == "#if canImport(UIKit)" else { return false }
        var depth = 0
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("#if") { depth += 1 }
            if line.hasPrefix("#endif") { depth -= 1 }
            if depth == 0 { return index == lines.count - 1 }
        }
        return false
    }

    private func swiftFiles(in folder: URL) throws -> [URL] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return paths.filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
    }
}
