import Foundation
import Testing

@testable import hud_preview

struct AssetsCommandTests {
    @Test func theOutputDefaultsToResources() throws {
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("Resources").standardizedFileURL
        #expect(try AssetsCommand(arguments: []).outputDirectory.path == expected.path)
    }

    @Test func outputNamesTheFolder() throws {
        #expect(try AssetsCommand(arguments: ["--output", "/tmp/x"]).outputDirectory.path == "/tmp/x")
    }

    @Test(arguments: [["--bogus"], ["--output"], ["--output", ""], ["--output", "a", "--output", "b"], ["a"]])
    func badArgumentsAreRefused(arguments: [String]) {
        #expect(throws: AssetsCommand.UsageError.self) { try AssetsCommand(arguments: arguments) }
    }

    @Test func anOptionIsNotTakenForTheOutputFolder() {
        // Given / When / Then: as for the gallery and readme-images, a flag after --output is refused
        #expect(
            throws: AssetsCommand.UsageError(description: "--output needs a directory"),
            "Before the fix, `assets --output --help` wrote the PNGs into a folder named --help"
        ) { try AssetsCommand(arguments: ["--output", "--help"]) }
    }

    @Test func runWritesEveryImageAtEveryScaleIntoANewFolder() throws {
        // Given a folder that does not exist yet
        let folder = try PackageFiles.temporaryDirectory().appendingPathComponent("nested/Resources")
        defer {
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent())
        }
        // When the command runs twice (the second run replaces the files)
        _ = try AssetsCommand(arguments: ["--output", folder.path]).run()
        let written = try AssetsCommand(arguments: ["--output", folder.path]).run()
        // Then the folder holds the twelve PNGs, each what the generator makes, with its size reported.
        let expected = BundledAsset.all.flatMap { asset in BundledAsset.scales.map { (asset, $0) } }
        #expect(written.map(\.file.lastPathComponent) == expected.map { $0.0.fileName(scale: $0.1) })
        for ((asset, scale), (file, byteCount)) in zip(expected, written) {
            let bytes = [UInt8](try Data(contentsOf: file))
            #expect(bytes == asset.png(scale: scale) && bytes.count == byteCount, "\(file.lastPathComponent)")
        }
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(listed) == Set(written.map(\.file.lastPathComponent)))
    }

    @Test func mainReturnsTwoForBadArgumentsAndOneWhenItCannotWrite() throws {
        // Given a regular file where the output folder should be
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        // Then bad arguments exit with 2 and the write failure with 1.
        #expect(AssetsCommand.main(arguments: ["--bogus"]) == 2)
        #expect(AssetsCommand.main(arguments: ["--output", blocker.path]) == 1)
    }
}
