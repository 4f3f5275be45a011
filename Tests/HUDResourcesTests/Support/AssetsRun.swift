import Foundation

@testable import hud_preview

/// One run of `hud-preview assets` into a folder that did not exist (`nested/Resources` of a fresh temporary
/// folder), made once for the whole test run and shared by the tests that read what it wrote or printed: drawing
/// the twelve PNGs is the slowest work of the resource tests. The folder is gone once its files are read.
struct AssetsRun {
    /// Where the run wrote.
    let folder: URL
    /// What the tool printed and its exit status.
    let tool: ToolRun
    /// Every file the folder holds after the run, by name, with its bytes.
    let files: [String: [UInt8]]

    /// The run, or why it could not be made.
    @MainActor static let shared = Result { try AssetsRun() }

    @MainActor private init() throws {
        let root = try PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("nested/Resources")
        self.folder = folder
        tool = ToolRun(["assets", "-o", folder.path])
        files = try Dictionary(
            uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: folder.path).map { name in
                (name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
            })
    }
}
