import Foundation

/// Paths in the package's source tree, found from this file's location.
enum PackageFiles {
    /// The package root (the folder of `Package.swift`).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // HUDResourcesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The committed `Resources/` folder.
    static let resources = root.appendingPathComponent("Resources", isDirectory: true)

    /// A fresh, empty temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("HUDResourcesTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
