import Foundation

/// The tool's usage text and its error output.
enum Usage {
    /// What `--help` prints.
    static let text = """
        usage: hud-preview [--output <directory>]
               hud-preview readme-images [--output <directory>]
               hud-preview assets [--output <directory>]
               hud-preview --help

          (no subcommand)  Writes the gallery: one SVG per HUD state and index.html (default: ./hud-preview),
                           then prints the absolute path of index.html.
          readme-images    Writes the README's PNGs (default: docs/images); needs rsvg-convert (librsvg2-bin).
          assets           Writes the bundled PNG images of HUDKit (default: Resources).
        """

    /// Writes `message` and a newline to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
