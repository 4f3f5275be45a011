import Foundation
import Testing

@testable import hud_preview

@MainActor struct HUDPreviewToolTests {
    nonisolated private static let hasProc = FileManager.default.fileExists(atPath: "/proc/self")

    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["gallery", "--help"], ["gallery", "-h"], ["assets", "--help"], ["assets", "-h"],
        ["readme-images", "--help"], ["readme-images", "-h"], ["assets", "-o", "/proc/hud", "--help"],
    ])
    func helpPrintsTheUsageOnStandardOutputAndExitsZero(arguments: [String]) throws {
        // When
        let run = ToolRun(arguments)
        // Then: the whole text without a subcommand, else that subcommand's help, and nothing written
        let named = try Invocation(arguments: arguments).named
        #expect(run.status == 0)
        #expect(run.output == [Usage.text(for: named)])
        #expect(run.errors == [], "Before the fix, `assets --help` exited 2 with \"unexpected argument\"")
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'", "hud-preview --help"),
        (["assets", "--bogus"], "unknown option '--bogus'", "hud-preview assets --help"),
        (["--output"], "missing folder after --output (--output <directory>)", "hud-preview --help"),
        (["readme-images", "-o"], "missing folder after -o (-o <directory>)", "hud-preview readme-images --help"),
        (["gallery", "extra"], "unexpected argument 'extra'", "hud-preview gallery --help"),
        (
            ["frobnicate"], "unknown subcommand 'frobnicate' (the subcommands are gallery, assets, readme-images)",
            "hud-preview --help"
        ),
    ])
    func badArgumentsExitTwoWithTheMessageAndTheHelpCommandOnStandardError(
        arguments: [String], message: String, help: String
    ) {
        let run = ToolRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors == ["hud-preview: \(message)", "Run '\(help)' for usage."])
        #expect(run.output == [])
    }

    @Test(arguments: Subcommand.allCases)
    func anOutputUnderAFileExitsOneNamingThePathAndTheFile(_ subcommand: Subcommand) throws {
        // Given a regular file where a parent folder should be
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        // When
        let run = ToolRun([subcommand.rawValue, "-o", file.path + "/out"])
        // Then
        #expect(run.status == 1)
        #expect(
            run.errors == ["hud-preview: cannot create folder \(file.path)/out: \(file.path) is a file, not a folder"],
            "Before the fix, this read \"NSCocoaErrorDomain error 512\"")
        #expect(run.output == [])
    }

    @Test func anOutputThatIsAFileExitsOne() throws {
        // Given
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        // When
        let run = ToolRun(["assets", "--output=\(file.path)"])
        // Then
        #expect(run.status == 1)
        #expect(run.errors == ["hud-preview: cannot create folder \(file.path): \(file.path) is a file, not a folder"])
    }

    @Test(.enabled(if: hasProc), arguments: Subcommand.allCases)
    func anOutputInAFolderThatTakesNoEntriesExitsOne(_ subcommand: Subcommand) {
        // When
        let run = ToolRun([subcommand.rawValue, "--output", "/proc/hud"])
        // Then
        #expect(run.status == 1)
        #expect(
            run.errors == ["hud-preview: cannot create folder /proc/hud: /proc does not accept new entries"],
            "Before the fix, this read \"The file doesn't exist\"")
        #expect(run.output == [])
    }
}
