import Foundation

/// `hud-preview readme-images [--output <directory>]`: writes the README's pictures as PNG files — a few gallery
/// states rasterised by `rsvg-convert` (Debian: `apt-get install librsvg2-bin`; macOS: `brew install librsvg`).
///
/// `--output` defaults to `docs/images`. Run it from the package root after changing how the HUD looks:
///
/// ```sh
/// swift run hud-preview readme-images --output docs/images
/// ```
struct ReadmeImagesCommand {
    /// The gallery states the README shows, in order.
    static let stateNames = ["spinner-status", "progress-40", "success", "style-dark", "mask-gradient", "keyboard"]
    /// The pixels per point of the PNG files.
    static let scale = 2
    /// How to install `rsvg-convert`, for the failure that says it is missing.
    static let installHint = "Debian: apt-get install librsvg2-bin; macOS: brew install librsvg"

    /// Where the PNG files go.
    let outputDirectory: URL

    /// Renders every README state to `<state>.png`; returns the files written, in order.
    @MainActor func run() throws(CommandFailure) -> [URL] {
        let folder = OutputFolder(url: outputDirectory)
        try folder.create()
        let scratch = OutputFolder(
            url: FileManager.default.temporaryDirectory
                .appendingPathComponent("hud-preview-readme-\(UUID().uuidString)", isDirectory: true))
        try scratch.create()
        defer { try? FileManager.default.removeItem(at: scratch.url) }
        let states = GalleryCatalogue.all()
        var written: [URL] = []
        for name in Self.stateNames {
            guard let state = states.first(where: { $0.name == name }) else {
                throw CommandFailure(description: "the gallery has no state named '\(name)'")
            }
            let svg = try scratch.write(Data(state.svg.utf8), as: state.fileName)
            written.append(try folder.write(try Self.rasterize(svg), as: name + ".png"))
        }
        return written
    }

    /// Runs `rsvg-convert` on `svg` at ``scale`` and returns the PNG it printed. Its messages are kept for the
    /// failure rather than passed to standard error.
    ///
    /// - Parameter searchPath: Where `/usr/bin/env` looks for `rsvg-convert`; `nil` by default (the process's
    ///   `PATH`).
    static func rasterize(_ svg: URL, searchPath: String? = nil) throws(CommandFailure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        if let searchPath {
            process.environment = ["PATH": searchPath]
        }
        process.arguments = ["rsvg-convert", "--format", "png", "--zoom", String(scale), svg.path]
        let png = Pipe()
        let messages = Pipe()
        process.standardOutput = png
        process.standardError = messages
        do {
            try process.run()
        } catch {
            throw CommandFailure(description: "cannot run /usr/bin/env rsvg-convert: \(error.localizedDescription)")
        }
        // rsvg-convert writes the PNG, then at most a few lines of messages, so reading one pipe after the other
        // cannot fill the second pipe's buffer.
        let data = png.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            return data
        case 127:
            throw CommandFailure(description: "rsvg-convert is not installed (\(installHint))")
        case let status:
            let detail = message.split(whereSeparator: \.isNewline).first.map { ": \($0)" } ?? ""
            throw CommandFailure(
                description: "rsvg-convert failed on \(svg.path) (exit status \(status))\(detail)")
        }
    }
}
