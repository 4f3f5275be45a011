import Foundation

/// `hud-preview assets [--output <directory>]`: writes HUDKit's bundled images, drawn from ``HUDGlyph`` and
/// ``HUDAngleMask``, as PNG files — `success`, `error`, `info` (28 pt) and `angle-mask` (100 pt), each at `@1x`,
/// `@2x` and `@3x`.
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
    /// Where the PNG files go.
    let outputDirectory: URL

    /// Writes every asset at every scale and returns the files written with their sizes in bytes, in order.
    func run() throws(CommandFailure) -> [(file: URL, byteCount: Int)] {
        let folder = OutputFolder(url: outputDirectory)
        try folder.create()
        var written: [(file: URL, byteCount: Int)] = []
        for asset in BundledAsset.all {
            for scale in BundledAsset.scales {
                guard let png = asset.png(scale: scale) else { continue }
                written.append((try folder.write(Data(png), as: asset.fileName(scale: scale)), png.count))
            }
        }
        return written
    }
}
