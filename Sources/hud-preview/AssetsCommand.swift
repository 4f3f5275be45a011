import Foundation

/// `hud-preview assets`: writes HUDKit's bundled images, drawn from ``HUDGlyph`` and ``HUDAngleMask``, as PNG
/// files — `success`, `error`, `info` (28 pt) and `angle-mask` (100 pt), each at `@1x`, `@2x` and `@3x`.
///
/// The output is deterministic, and the committed files in `Resources/` must equal it (a test checks that).
/// After changing the glyph geometry, the angle mask or the encoder, regenerate them from the package root with:
///
/// ```sh
/// swift run hud-preview assets --output Resources
/// ```
///
/// `--output` defaults to `Resources`; the folder is created when missing, and existing files are replaced.
struct AssetsCommand {
    /// Why the arguments were refused.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What was wrong, for standard error.
        let description: String
    }

    /// The usage line printed with a ``UsageError``.
    static let usage = "usage: hud-preview assets [--output <directory>]"

    /// Where the PNG files go.
    let outputDirectory: URL

    /// Parses the arguments after `assets`: nothing, or `--output <directory>` once (parsed as the gallery's).
    init(arguments: [String]) throws(UsageError) {
        do {
            outputDirectory = try GalleryCommand(arguments: arguments, defaultOutput: "Resources").outputDirectory
        } catch {
            throw UsageError(description: error.description)
        }
    }

    /// Writes every asset at every scale and returns the files written with their sizes in bytes, in order.
    func run() throws -> [(file: URL, byteCount: Int)] {
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        return try BundledAsset.all.flatMap { asset in
            try BundledAsset.scales.compactMap { scale in
                guard let png = asset.png(scale: scale) else { return nil }
                let file = outputDirectory.appendingPathComponent(asset.fileName(scale: scale))
                try Data(png).write(to: file, options: .atomic)
                return (file, png.count)
            }
        }
    }

    /// Runs the command for the process: prints one line per file, or the error and the usage; returns the exit
    /// status (0 on success, 1 on an I/O error, 2 on bad arguments).
    static func main(arguments: [String]) -> Int32 {
        do {
            for (file, byteCount) in try AssetsCommand(arguments: arguments).run() {
                print("\(file.path) (\(byteCount) bytes)")
            }
            return 0
        } catch let error as UsageError {
            Usage.printError("hud-preview assets: \(error)\n\(usage)")
            return 2
        } catch {
            Usage.printError("hud-preview assets: \(error.localizedDescription)")
            return 1
        }
    }
}
