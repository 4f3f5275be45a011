import Foundation
import Testing

@testable import hud_preview

/// The assets command, read from one shared run (``AssetsRun``); that its files are the committed ones is
/// `BundledAssetTests`', and replacing a file that exists is `OutputFolder.write`'s rule (`OutputFolderTests`).
@MainActor struct AssetsCommandTests {
    /// The files the command writes, in order.
    private let expected = BundledAsset.all.flatMap { asset in BundledAsset.scales.map(asset.fileName) }

    @Test func runWritesEveryImageAtEveryScaleIntoANewFolder() throws {
        // Given a folder that does not exist yet, when the command runs
        let run = try AssetsRun.shared.get()
        // Then the folder holds the twelve PNGs, each of its asset's size at its scale (the header's width and height)
        #expect(Set(run.files.keys) == Set(expected))
        for asset in BundledAsset.all {
            for scale in BundledAsset.scales {
                let name = asset.fileName(scale: scale)
                let bytes = try #require(run.files[name], "\(name)")
                let size = [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
                #expect(size == [asset.pointSize * scale, asset.pointSize * scale], "\(name)")
            }
        }
        // and what the generator draws (the smallest, drawn again here; BundledAssetTests compares every file).
        let success = try #require(BundledAsset.all.first)
        #expect(run.files[success.fileName(scale: 1)] == success.png(scale: 1))
    }

    @Test func theToolPrintsEachFileWithItsSize() throws {
        // When the command runs
        let run = try AssetsRun.shared.get()
        // Then it printed every file in order with its size, and nothing else.
        let printed = try expected.map { name in
            let bytes = try #require(run.files[name])
            return "\(run.folder.appendingPathComponent(name).path) (\(bytes.count) bytes)"
        }
        #expect(run.tool.status == 0)
        #expect(run.tool.output == printed)
        #expect(run.tool.errors == [])
    }
}
