import Foundation

/// `hud-preview readme-images [--output <directory>]`: writes the README's pictures — a few gallery states cropped
/// to the HUD, and the strip of one presentation, as PNG files rasterised by `rsvg-convert` (Debian:
/// `apt-get install librsvg2-bin`; macOS: `brew install librsvg`), and the presentation as an animated SVG.
///
/// `--output` defaults to `docs/images`. Run it from the package root after changing how the HUD looks:
///
/// ```sh
/// swift run hud-preview readme-images --output docs/images
/// ```
struct ReadmeImagesCommand {
    /// The gallery states the README shows, in order, each cropped to the HUD (``ReadmePicture/crop(of:)``).
    static let stateNames = ["spinner-status", "progress-40", "success", "style-dark", "mask-gradient", "keyboard"]
    /// The pixels per point of the cropped states' PNG files.
    static let scale = 3
    /// The strip of one presentation: a PNG of its frames side by side at ``stripScale``, and an animated SVG.
    static let stripName = "presentation-strip"
    /// The animated SVG of the same presentation.
    static let animationName = "presentation"
    /// The pixels per point of the strip's PNG.
    static let stripScale = 2
    /// How to install `rsvg-convert`, for the failure that says it is missing.
    static let installHint = "Debian: apt-get install librsvg2-bin; macOS: brew install librsvg"

    /// Where the PNG files go.
    let outputDirectory: URL

    /// Renders every README state, cropped, to `<state>.png`, the strip to `presentation-strip.png` and the animated
    /// strip to `presentation.svg`; returns the files written, in order.
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
            guard let scene = states.first(where: { $0.name == name })?.scene else {
                throw CommandFailure(description: "the gallery has no state named '\(name)'")
            }
            let svg = try scratch.write(Data(ReadmePicture.cropped(scene, id: name).utf8), as: name + ".svg")
            written.append(try folder.write(try Self.rasterize(svg, scale: Self.scale), as: name + ".png"))
        }
        let timeline = GalleryTimeline()
        let strip = try scratch.write(Data(ReadmePicture.strip(timeline).utf8), as: Self.stripName + ".svg")
        written.append(
            try folder.write(try Self.rasterize(strip, scale: Self.stripScale), as: Self.stripName + ".png"))
        written.append(
            try folder.write(Data(ReadmePicture.animatedStrip(timeline).utf8), as: Self.animationName + ".svg"))
        return written
    }

    /// Runs `rsvg-convert` on `svg` at `scale` pixels per point and returns the PNG it printed. Its messages are
    /// kept for the failure rather than passed to standard error.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point. ``scale`` by default.
    ///   - searchPath: Where `/usr/bin/env` looks for `rsvg-convert`; `nil` by default (the process's `PATH`).
    static func rasterize(_ svg: URL, scale: Int = scale, searchPath: String? = nil) throws(CommandFailure) -> Data {
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
