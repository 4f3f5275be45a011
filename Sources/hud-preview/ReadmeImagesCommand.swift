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
    /// Why the command could not run.
    struct Failure: Error, Equatable, CustomStringConvertible {
        /// What went wrong, for standard error.
        let description: String
        /// Whether the arguments were at fault (exit status 2) rather than the tools or the disk (1).
        var isUsage = false
    }

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

    /// Where the PNG files go.
    let outputDirectory: URL

    /// Parses the arguments after `readme-images`: nothing, or `--output <directory>` once.
    init(arguments: [String]) throws(Failure) {
        do {
            outputDirectory = try GalleryCommand(arguments: arguments, defaultOutput: "docs/images").outputDirectory
        } catch {
            throw Failure(description: error.description, isUsage: true)
        }
    }

    /// Renders every README state, cropped, to `<state>.png`, the strip to `presentation-strip.png` and the animated
    /// strip to `presentation.svg`; returns the files written, in order.
    @MainActor func run() throws -> [URL] {
        let states = GalleryCatalogue.all()
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("hud-preview-readme-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        var files = try Self.stateNames.map { name in
            guard let scene = states.first(where: { $0.name == name })?.scene else {
                throw Failure(description: "the gallery has no state named '\(name)'")
            }
            return try write(ReadmePicture.cropped(scene, id: name), as: name, scale: Self.scale, scratch: scratch)
        }
        let timeline = GalleryTimeline()
        files.append(
            try write(ReadmePicture.strip(timeline), as: Self.stripName, scale: Self.stripScale, scratch: scratch))
        let animation = outputDirectory.appendingPathComponent(Self.animationName + ".svg")
        try Data(ReadmePicture.animatedStrip(timeline).utf8).write(to: animation)
        files.append(animation)
        return files
    }

    /// Writes `svg` to the scratch folder and rasterises it to `<name>.png` in the output directory.
    private func write(_ svg: String, as name: String, scale: Int, scratch: URL) throws -> URL {
        let source = scratch.appendingPathComponent(name + ".svg")
        try Data(svg.utf8).write(to: source)
        let png = outputDirectory.appendingPathComponent(name + ".png")
        try Self.rasterize(source, to: png, scale: scale)
        return png
    }

    /// Runs `rsvg-convert` on `svg`, writing `png` at `scale` pixels per point (``scale`` by default).
    static func rasterize(_ svg: URL, to png: URL, scale: Int = scale) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "rsvg-convert", "--format", "png", "--zoom", String(scale), "--output", png.path, svg.path,
        ]
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run rsvg-convert: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "rsvg-convert failed with status \(process.terminationStatus) on \(svg.lastPathComponent)"
                    + " (is it installed? Debian: apt-get install librsvg2-bin)")
        }
    }

    /// Runs the command for the process: prints one line per PNG, or the error; returns the exit status (0 on
    /// success, 1 when rsvg-convert or the disk fails, 2 on bad arguments).
    @MainActor static func main(arguments: [String], print output: (String) -> Void = { print($0) }) -> Int32 {
        do {
            for file in try ReadmeImagesCommand(arguments: arguments).run() {
                output(file.path)
            }
            return 0
        } catch let failure as Failure {
            Usage.printError("hud-preview readme-images: \(failure)" + (failure.isUsage ? "\n\(Usage.text)" : ""))
            return failure.isUsage ? 2 : 1
        } catch {
            Usage.printError("hud-preview readme-images: \(error.localizedDescription)")
            return 1
        }
    }
}
