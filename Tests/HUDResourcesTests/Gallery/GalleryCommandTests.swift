import Foundation
import Testing

@testable import hud_preview

@MainActor struct GalleryCommandTests {
    /// One run of hud-preview without a subcommand (the gallery) into a folder given relative to the current
    /// directory, which already holds a README and a stale `spinner.svg`, as the committed hud-preview/ does after
    /// an earlier run: made once and shared by the tests (a run renders the whole gallery). The folder is gone
    /// once its files are read.
    private struct Run {
        let folder: URL
        let tool: ToolRun
        /// Every file the folder holds after the run, with its text.
        let files: [String: String]

        @MainActor init() throws {
            let folder = try PackageFiles.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            self.folder = folder
            try Data("keep me\n".utf8).write(to: folder.appendingPathComponent("README.md"))
            try Data("stale".utf8).write(to: folder.appendingPathComponent("spinner.svg"))
            let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
            let relative = String(repeating: "../", count: current.pathComponents.count - 1) + folder.path.dropFirst()
            tool = ToolRun(["--output", relative])
            files = try Dictionary(
                uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: folder.path).map { name in
                    (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
                })
        }
    }

    private static let run = Result { try Run() }

    @Test func mainWritesEverySVGAndTheIndexAndPrintsTheIndexsAbsolutePath() throws {
        // Given a folder that holds a README and an earlier run's SVG, when the tool runs
        let run = try Self.run.get()
        // Then it printed the absolute path of index.html, which exists next to one SVG per state
        let index = run.folder.appendingPathComponent("index.html").standardizedFileURL.path
        #expect(run.tool.status == 0)
        #expect(run.tool.output == [index])
        #expect(run.tool.errors == [])
        let states = GalleryCatalogue.rendered
        #expect(Set(run.files.keys) == Set(states.map(\.fileName) + ["index.html", "README.md"]))
        // and each SVG is the state's (the stale one replaced)
        for state in states {
            #expect(run.files[state.fileName] == state.svg, "\(state.name)")
            #expect(XMLDocumentSummary(run.files[state.fileName] ?? "").error == nil, "\(state.name)")
        }
        // and left the README alone.
        #expect(run.files["README.md"] == "keep me\n")
    }

    @Test func aRelativeOutputIsPrintedAsAnAbsolutePath() throws {
        // Given a relative folder under the temporary directory, reached from the current directory, when the
        // tool runs
        let run = try Self.run.get()
        // Then
        #expect(run.tool.status == 0)
        #expect(run.tool.output == [run.folder.appendingPathComponent("index.html").standardizedFileURL.path])
        #expect(!run.tool.output.contains { $0.contains("..") })
    }
}
