import Foundation
import Testing

@testable import hud_preview

@MainActor struct ReadmeImagesCommandTests {
    nonisolated private static let hasRasterizer =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")
        || (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert")
        }

    @Test func theOutputDefaultsToDocsImages() throws {
        let expected = URL(fileURLWithPath: "docs/images", isDirectory: true).standardizedFileURL
        #expect(try ReadmeImagesCommand(arguments: []).outputDirectory.path == expected.path)
    }

    @Test(arguments: [["--bogus"], ["--output"], ["--output", "a", "--output", "b"]])
    func badArgumentsAreRefusedWithStatusTwo(arguments: [String]) {
        #expect(throws: ReadmeImagesCommand.Failure.self) { try ReadmeImagesCommand(arguments: arguments) }
        #expect(ReadmeImagesCommand.main(arguments: arguments, print: { _ in }) == 2)
    }

    @Test func everyREADMEStateIsInTheGallery() {
        let names = Set(GalleryCatalogue.all().map(\.name))
        #expect(ReadmeImagesCommand.stateNames.filter { !names.contains($0) } == [])
        #expect((4...6).contains(ReadmeImagesCommand.stateNames.count))
    }

    @Test(.enabled(if: hasRasterizer)) func runWritesOnePNGPerStateAtTwicePointSize() throws {
        // Given
        let folder = try PackageFiles.temporaryDirectory().appendingPathComponent("images")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var printed: [String] = []
        // When
        #expect(ReadmeImagesCommand.main(arguments: ["--output", folder.path], print: { printed.append($0) }) == 0)
        // Then each file is a 780 × 1688 PNG, and its path was printed
        let files = ReadmeImagesCommand.stateNames.map { folder.appendingPathComponent($0 + ".png") }
        #expect(printed == files.map(\.path))
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file).prefix(24))
            #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(file.lastPathComponent)")
            let size = [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(size == [780, 1688], "\(file.lastPathComponent)")
        }
    }

    @Test func aFailingRasterizerIsReportedAsAnError() throws {
        // Given an SVG file and rsvg-convert asked to write where it cannot
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("a.svg")
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>".utf8).write(to: svg)
        // Then the failure is an error, not a crash
        #expect(throws: ReadmeImagesCommand.Failure.self) {
            try ReadmeImagesCommand.rasterize(svg, to: folder.appendingPathComponent("missing/dir/a.png"))
        }
    }
}
