import Foundation
import Testing

@testable import hud_preview

@MainActor struct AssetsCommandTests {
    @Test func runWritesEveryImageAtEveryScaleIntoANewFolder() throws {
        // Given a folder that does not exist yet
        let folder = try PackageFiles.temporaryDirectory().appendingPathComponent("nested/Resources")
        defer {
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent())
        }
        // When the command runs twice (the second run replaces the files)
        _ = try AssetsCommand(outputDirectory: folder).run()
        let written = try AssetsCommand(outputDirectory: folder).run()
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

    @Test func theToolPrintsEachFileWithItsSize() throws {
        // Given
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // When
        let run = ToolRun(["assets", "-o", folder.path])
        // Then
        let expected = try AssetsCommand(outputDirectory: folder).run()
            .map { "\($0.file.path) (\($0.byteCount) bytes)" }
        #expect(run.status == 0)
        #expect(run.output == expected)
        #expect(run.errors == [])
    }
}
