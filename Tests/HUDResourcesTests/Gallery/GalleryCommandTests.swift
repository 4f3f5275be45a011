import Foundation
import Testing

@testable import hud_preview

@MainActor struct GalleryCommandTests {
    @Test func mainWritesEverySVGAndTheIndexAndPrintsTheIndexsAbsolutePath() throws {
        // Given a folder that holds a README, as the committed hud-preview/ does
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let readme = folder.appendingPathComponent("README.md")
        try Data("keep me\n".utf8).write(to: readme)
        // When the tool runs (twice: the second run replaces the files)
        let runs = [ToolRun(["--output", folder.path]), ToolRun(["gallery", "--output", folder.path])]
        // Then it printed the absolute path of index.html, which exists next to one SVG per state
        let index = folder.appendingPathComponent("index.html").standardizedFileURL.path
        #expect(runs.map(\.status) == [0, 0])
        #expect(runs.map(\.output) == [[index], [index]])
        #expect(runs.map(\.errors) == [[], []])
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
        // When
        let run = ToolRun(["--output", relative])
        // Then
        #expect(run.status == 0)
        #expect(run.output == [folder.appendingPathComponent("index.html").standardizedFileURL.path])
    }
}
