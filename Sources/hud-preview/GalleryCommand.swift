import Foundation

/// `hud-preview [--output <directory>]`: writes one SVG per HUD state and `index.html`, which shows them all with
/// captions, and prints the absolute path of `index.html`.
///
/// `--output` defaults to `hud-preview` in the current directory; the folder is created when missing, and the
/// gallery's files are replaced while anything else in it (the committed `README.md`) is left alone.
///
/// ```sh
/// swift run hud-preview
/// swift run hud-preview --output /tmp/gallery
/// ```
struct GalleryCommand {
    /// Why the arguments were refused.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What was wrong, for standard error.
        let description: String
    }

    /// Where the files go.
    let outputDirectory: URL

    /// Parses the arguments: nothing, or `--output <directory>` once.
    init(arguments: [String], defaultOutput: String = "hud-preview") throws(UsageError) {
        var output: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument == "--output" else { throw UsageError(description: "unexpected argument '\(argument)'") }
            guard output == nil else { throw UsageError(description: "--output given twice") }
            guard let directory = remaining.popFirst(), !directory.isEmpty, !directory.hasPrefix("--") else {
                throw UsageError(description: "--output needs a directory")
            }
            output = directory
        }
        outputDirectory = URL(fileURLWithPath: output ?? defaultOutput, isDirectory: true).standardizedFileURL
    }

    /// Writes every state's SVG and `index.html`; returns the URL of `index.html`.
    @MainActor func run() throws -> URL {
        let states = GalleryCatalogue.all()
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        for state in states {
            try Data(state.svg.utf8).write(to: outputDirectory.appendingPathComponent(state.fileName), options: .atomic)
        }
        let index = outputDirectory.appendingPathComponent("index.html")
        try Data(GalleryHTML.page(for: states).utf8).write(to: index, options: .atomic)
        return index
    }

    /// Runs the command for the process: prints the path of `index.html`, or the error (with the usage for bad
    /// arguments); returns the exit status (0 on success, 1 on an I/O error, 2 on bad arguments).
    @MainActor static func main(arguments: [String], print output: (String) -> Void = { print($0) }) -> Int32 {
        do {
            output(try GalleryCommand(arguments: arguments).run().path)
            return 0
        } catch let error as UsageError {
            Usage.printError("hud-preview: \(error)\n\(Usage.text)")
            return 2
        } catch {
            Usage.printError("hud-preview: \(error.localizedDescription)")
            return 1
        }
    }
}
