import Foundation

/// The folder a subcommand writes into. Every failure is a ``CommandFailure`` naming the path and the reason.
struct OutputFolder {
    /// The folder.
    let url: URL

    /// Creates the folder and its missing parents; an existing folder is fine.
    func create() throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(url, because: error)
        }
    }

    /// Writes `data` to the file `name` in the folder at once (atomically), replacing it; returns the file's URL.
    @discardableResult func write(_ data: Data, as name: String) throws(CommandFailure) -> URL {
        let file = url.appendingPathComponent(name)
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            throw .cannotWrite(file, because: error)
        }
        return file
    }
}
