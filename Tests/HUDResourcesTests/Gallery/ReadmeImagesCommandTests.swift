import Foundation
import Testing

@testable import hud_preview

@MainActor struct ReadmeImagesCommandTests {
    nonisolated private static let hasRasterizer =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")
        || (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert")
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
        // When
        let run = ToolRun(["readme-images", "--output", folder.path])
        // Then each file is a 780 × 1688 PNG, and its path was printed
        let files = ReadmeImagesCommand.stateNames.map { folder.appendingPathComponent($0 + ".png") }
        #expect(run.status == 0)
        #expect(run.output == files.map(\.path))
        #expect(run.errors == [])
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file).prefix(24))
            #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(file.lastPathComponent)")
            let size = [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(size == [780, 1688], "\(file.lastPathComponent)")
        }
    }

    @Test(.enabled(if: hasRasterizer)) func aFailingRasterizerIsAFailureThatQuotesIt() throws {
        // Given a file that is not SVG
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("a.svg")
        try Data("not svg".utf8).write(to: svg)
        // When
        let failure = #expect(throws: CommandFailure.self) { try ReadmeImagesCommand.rasterize(svg) }
        // Then the failure names the file and carries rsvg-convert's first line, which did not reach stderr
        let description = try #require(failure?.description)
        #expect(description.hasPrefix("rsvg-convert failed on \(svg.path) (exit status 1): "), "\(description)")
        #expect(description.count > "rsvg-convert failed on \(svg.path) (exit status 1): ".count)
    }

    @Test func withoutRsvgConvertTheFailureSaysHowToInstallIt() throws {
        // Given a search path without rsvg-convert
        let folder = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("a.svg")
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>".utf8).write(to: svg)
        // Then
        #expect(
            throws: CommandFailure(
                description:
                    "rsvg-convert is not installed (Debian: apt-get install librsvg2-bin; macOS: brew install librsvg)")
        ) { try ReadmeImagesCommand.rasterize(svg, searchPath: folder.path) }
    }
}
