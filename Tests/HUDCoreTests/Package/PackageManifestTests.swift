import Foundation
import Testing

/// The HUDKit target is rooted at the package root (its resources are the top-level `Resources/` folder), so every
/// other top-level entry must be in its static exclude list, or `swift build` warns about unhandled files.
struct PackageManifestTests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyTopLevelEntryButSourcesAndResourcesIsExcludedFromHUDKit() throws {
        // Given
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let fileManager = FileManager.default
        let topLevel = try fileManager.contentsOfDirectory(atPath: root.path)
            .filter { $0 != ".git" && !$0.hasPrefix(".build") && $0 != "Sources" && $0 != "Resources" }
        let sources = try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { $0 != "HUDKit" }
            .map { "Sources/" + $0 }

        // When
        let missing = (topLevel + sources).filter { !manifest.contains("\"\($0)\"") }

        // Then
        #expect(missing.isEmpty, "Add these to hudKitExcludes in Package.swift: \(missing.sorted())")
    }

    @Test func everyEntryOfTheHUDKitFolderIsADeclaredSourceFolderOrTheCatalog() throws {
        // Given
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let entries = try FileManager.default
            .contentsOfDirectory(atPath: root.appendingPathComponent("Sources/HUDKit").path)
            .filter { !$0.hasPrefix(".") && $0 != "HUDKit.docc" }
            .map { "Sources/HUDKit/" + $0 }

        // When
        let missing = entries.filter { !manifest.contains("\"\($0)\"") }

        // Then
        #expect(missing.isEmpty, "Add these to hudKitSources in Package.swift: \(missing.sorted())")
    }

    @Test func theHUDKitCatalogIsNotInsideADeclaredSourcePath() throws {
        // Given
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)

        // When: everything under a declared source path goes to the compiler, the catalog included
        let declaresTheWholeFolder =
            manifest.contains("\"Sources/HUDKit\"")
            || manifest.contains("\"Sources/HUDKit/HUDKit.docc\"")

        // Then
        #expect(!declaresTheWholeFolder, "swiftc would get HUDKit.docc as an input file")
    }
}
