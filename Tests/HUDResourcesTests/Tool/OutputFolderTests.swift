import Foundation
import Testing

@testable import hud_preview

struct OutputFolderTests {
    let root: URL

    init() throws {
        root = try PackageFiles.temporaryDirectory()
    }

    @Test func createMakesTheMissingParentsAndAcceptsAnExistingFolder() throws {
        let folder = OutputFolder(url: root.appendingPathComponent("a/b/c"))
        try folder.create()
        try folder.create()
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.url.path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        try FileManager.default.removeItem(at: root)
    }

    @Test func writeReplacesTheFileAndReturnsItsURL() throws {
        let folder = OutputFolder(url: root)
        try folder.write(Data("old".utf8), as: "a.txt")
        let file = try folder.write(Data("new".utf8), as: "a.txt")
        #expect(file == root.appendingPathComponent("a.txt"))
        #expect(try Data(contentsOf: file) == Data("new".utf8))
        try FileManager.default.removeItem(at: root)
    }

    @Test func writingOverAFolderNamesTheFolder() throws {
        // Given a folder where the file should go
        let folder = OutputFolder(url: root)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("index.html"), withIntermediateDirectories: false)
        // Then
        #expect(
            throws: CommandFailure(
                description: "cannot write \(root.path)/index.html: \(root.path)/index.html is a folder, not a file")
        ) { try folder.write(Data(), as: "index.html") }
        try FileManager.default.removeItem(at: root)
    }

    @Test func writingIntoAMissingFolderSaysSo() throws {
        let folder = OutputFolder(url: root.appendingPathComponent("gone"))
        #expect(
            throws: CommandFailure(
                description: "cannot write \(root.path)/gone/a.txt: the folder \(root.path)/gone does not exist")
        ) { try folder.write(Data(), as: "a.txt") }
        try FileManager.default.removeItem(at: root)
    }
}
