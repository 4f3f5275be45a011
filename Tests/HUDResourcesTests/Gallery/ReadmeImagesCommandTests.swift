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
        let names = Set(GalleryCatalogue.rendered.map(\.name))
        #expect(ReadmeImagesCommand.stateNames.filter { !names.contains($0) } == [])
        #expect((4...6).contains(ReadmeImagesCommand.stateNames.count))
    }

    @Test(.enabled(if: hasRasterizer)) func runWritesOneCroppedPNGPerStateTheStripAndTheAnimation() throws {
        // Given
        let folder = try PackageFiles.temporaryDirectory().appendingPathComponent("images")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        // When
        let run = ToolRun(["readme-images", "--output", folder.path])
        // Then each state is a PNG of its crop at 3x (before: the whole 390 × 844 pt screen), then the strip's PNG
        // and the animated SVG, and every path was printed
        let names = ReadmeImagesCommand.stateNames + [ReadmeImagesCommand.stripName]
        let files = names.map { folder.appendingPathComponent($0 + ".png") }
        let animation = folder.appendingPathComponent("presentation.svg")
        #expect(run.status == 0)
        #expect(run.output == (files + [animation]).map(\.path))
        #expect(run.errors == [])
        let scenes = GalleryCatalogue.rendered.compactMap { state in state.scene.map { (state.name, $0) } }
        for (name, file) in zip(names, files) {
            let bytes = [UInt8](try Data(contentsOf: file).prefix(24))
            #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name)")
            let size = [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            if let scene = scenes.first(where: { $0.0 == name })?.1 {
                let crop = ReadmePicture.crop(of: scene)
                #expect(size == [Int(crop.width) * 3, Int(crop.height) * 3], "\(name)")
            } else {
                #expect(size[0] > 4 * size[1], "the strip is wide: \(size)")
            }
        }
        #expect(try String(contentsOf: animation, encoding: .utf8).contains("<animate attributeName=\"opacity\""))
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
