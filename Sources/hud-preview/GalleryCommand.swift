import Foundation

/// `hud-preview [gallery] [--output <directory>]`: writes one SVG per HUD state and `index.html`, which shows them
/// all with captions; ``Subcommand/gallery`` prints the absolute path of `index.html`.
///
/// `--output` defaults to `hud-preview` in the current directory; the folder is created when missing, and the
/// gallery's files are replaced while anything else in it (the committed `README.md`) is left alone.
///
/// ```sh
/// swift run hud-preview
/// swift run hud-preview --output /tmp/gallery
/// ```
struct GalleryCommand {
    /// Where the files go.
    let outputDirectory: URL

    /// Writes every state's SVG and `index.html`; returns the URL of `index.html`.
    @MainActor func run() throws(CommandFailure) -> URL {
        let folder = OutputFolder(url: outputDirectory)
        try folder.create()
        let states = GalleryCatalogue.all()
        for state in states {
            try folder.write(Data(state.svg.utf8), as: state.fileName)
        }
        return try folder.write(Data(GalleryHTML.page(for: states).utf8), as: "index.html")
    }
}
