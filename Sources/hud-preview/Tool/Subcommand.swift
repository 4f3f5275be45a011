import Foundation

/// What hud-preview can do. Each case has one section in ``Usage``, all in the same format.
enum Subcommand: String, CaseIterable {
    /// The SVG gallery of every HUD state (``GalleryCommand``); runs when no subcommand is named.
    case gallery
    /// HUDKit's bundled PNG images (``AssetsCommand``).
    case assets
    /// The README's pictures (``ReadmeImagesCommand``).
    case readmeImages = "readme-images"

    /// The folder written when `--output` is not given, relative to the current directory.
    var defaultOutput: String {
        switch self {
        case .gallery: "hud-preview"
        case .assets: "Resources"
        case .readmeImages: "docs/images"
        }
    }

    /// How the subcommand is invoked, for its usage line.
    var synopsis: String {
        switch self {
        case .gallery: "hud-preview [gallery]"
        case .assets, .readmeImages: "hud-preview \(rawValue)"
        }
    }

    /// What the subcommand does, in lines for its usage section.
    var summary: [String] {
        switch self {
        case .gallery:
            [
                "Writes one SVG per HUD state and index.html, which shows them all, then prints the path of",
                "index.html. The gallery's files are replaced; anything else in the folder is left alone.",
            ]
        case .assets:
            [
                "Writes HUDKit's bundled images (success, error, info, angle-mask at @1x, @2x, @3x) as PNG files",
                "and prints each path with its size. The committed Resources/ must equal them (a test checks it).",
            ]
        case .readmeImages:
            [
                "Writes the README's pictures as PNG files and prints each path. Needs rsvg-convert",
                "(Debian: apt-get install librsvg2-bin; macOS: brew install librsvg).",
            ]
        }
    }

    /// Writes the subcommand's files into `outputDirectory`; returns the lines to print.
    @MainActor func run(outputDirectory: URL) throws(CommandFailure) -> [String] {
        switch self {
        case .gallery:
            [try GalleryCommand(outputDirectory: outputDirectory).run().path]
        case .assets:
            try AssetsCommand(outputDirectory: outputDirectory).run().map { "\($0.file.path) (\($0.byteCount) bytes)" }
        case .readmeImages:
            try ReadmeImagesCommand(outputDirectory: outputDirectory).run().map(\.path)
        }
    }
}
