import Foundation
import Testing

@testable import hud_preview

@MainActor struct GalleryCommandTests {
    @Test func theOutputDefaultsToHudPreviewInTheCurrentDirectory() throws {
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("hud-preview").standardizedFileURL
        #expect(try GalleryCommand(arguments: []).outputDirectory.path == expected.path)
    }

    @Test func outputNamesTheFolder() throws {
        #expect(try GalleryCommand(arguments: ["--output", "/tmp/gallery/"]).outputDirectory.path == "/tmp/gallery")
    }

    @Test(arguments: [
        ["--bogus"], ["--output"], ["--output", ""], ["--output", "a", "--output", "b"], ["a"], ["--output", "--help"],
    ])
    func badArgumentsAreRefused(arguments: [String]) {
        #expect(throws: GalleryCommand.UsageError.self) { try GalleryCommand(arguments: arguments) }
    }

    @Test func mainWritesEverySVGAndTheIndexAndPrintsTheIndexsAbsolutePath() throws {
        // Given a folder that holds a README, as the committed hud-preview/ does
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let readme = folder.appendingPathComponent("README.md")
        try Data("keep me\n".utf8).write(to: readme)
        var printed: [String] = []
        // When the command runs (twice: the second run replaces the files)
        #expect(GalleryCommand.main(arguments: ["--output", folder.path], print: { printed.append($0) }) == 0)
        #expect(GalleryCommand.main(arguments: ["--output", folder.path], print: { printed.append($0) }) == 0)
        // Then it printed the absolute path of index.html, which exists next to one SVG per state
        let index = folder.appendingPathComponent("index.html").standardizedFileURL.path
        #expect(printed == [index, index])
        #expect(printed.allSatisfy { $0.hasPrefix("/") })
        let states = GalleryCatalogue.all()
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(listed) == Set(states.map(\.fileName) + ["index.html", "README.md"]))
        for state in states {
            let written = try String(contentsOf: folder.appendingPathComponent(state.fileName), encoding: .utf8)
            #expect(written == state.svg, "\(state.name)")
            #expect(XMLDocumentSummary(written).error == nil, "\(state.name)")
        }
        // and left the README alone.
        #expect(try String(contentsOf: readme, encoding: .utf8) == "keep me\n")
    }

    @Test func aRelativeOutputIsPrintedAsAnAbsolutePath() throws {
        // Given a relative folder under the temporary directory, reached from the current directory
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        let relative = String(repeating: "../", count: current.pathComponents.count - 1) + folder.path.dropFirst()
        var printed: [String] = []
        // When
        #expect(GalleryCommand.main(arguments: ["--output", relative], print: { printed.append($0) }) == 0)
        // Then
        #expect(printed == [folder.appendingPathComponent("index.html").standardizedFileURL.path])
    }

    @Test func mainReturnsTwoForBadArgumentsAndOneWhenItCannotWrite() throws {
        // Given a regular file where the output folder should be
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        var printed: [String] = []
        // Then bad arguments exit with 2, the write failure with 1, and neither prints a path.
        #expect(GalleryCommand.main(arguments: ["--bogus"], print: { printed.append($0) }) == 2)
        #expect(GalleryCommand.main(arguments: ["--output", blocker.path], print: { printed.append($0) }) == 1)
        #expect(printed.isEmpty)
    }
}
