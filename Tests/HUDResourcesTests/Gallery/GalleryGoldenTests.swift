import Foundation
import Testing

@testable import hud_preview

/// The whole SVG of a few static states, compared with the files in `Goldens/`.
///
/// After an intended change of the gallery or the renderer, look at the new pictures, then rewrite the files with
/// `HUD_RECORD_GALLERY_GOLDENS=1 swift test --filter GalleryGoldenTests` and review the diff.
@MainActor struct GalleryGoldenTests {
    private static let folder = PackageFiles.root.appendingPathComponent("Tests/HUDResourcesTests/Gallery/Goldens")
    private static let isRecording = ProcessInfo.processInfo.environment["HUD_RECORD_GALLERY_GOLDENS"] == "1"

    @Test(arguments: ["text-only", "success", "progress-40"])
    func theSVGEqualsItsGolden(name: String) throws {
        // Given
        let state = try #require(GalleryCatalogue.rendered.first { $0.name == name })
        let golden = Self.folder.appendingPathComponent(state.fileName)
        if Self.isRecording {
            try Data(state.svg.utf8).write(to: golden, options: .atomic)
        }
        // When
        let expected = try String(contentsOf: golden, encoding: .utf8)
        // Then the lines are the same (compared line by line, so that a failure shows the first difference)
        let actualLines = state.svg.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        if let (index, (actual, golden)) = firstDifference {
            Issue.record("\(name).svg line \(index + 1) is\n\(actual)\nbut the golden has\n\(golden)")
        }
        #expect(actualLines.count == expectedLines.count)
    }
}
