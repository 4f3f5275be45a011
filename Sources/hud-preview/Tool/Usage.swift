/// hud-preview's one usage text: a section per ``Subcommand``, all in the same format, then the shared options and
/// the exit status. `--help` prints all of it; `<subcommand> --help` prints that subcommand's section and the rest.
enum Usage {
    /// What `hud-preview --help` prints.
    static var text: String { text(for: nil) }

    /// What `--help` prints after `subcommand`, or after no subcommand (`nil`: every section and a first line).
    static func text(for subcommand: Subcommand?) -> String {
        let sections = subcommand.map { [section($0)] } ?? Subcommand.allCases.map(section)
        let intro = subcommand == nil ? [Self.intro] : []
        return (intro + sections + [options, exitStatus]).joined(separator: "\n\n")
    }

    /// The first line of the whole text.
    static let intro = "hud-preview draws HUDKit's HUD states without a device, on macOS and Linux."

    /// One subcommand's section: its usage line, what it does and its default folder.
    static func section(_ subcommand: Subcommand) -> String {
        (["usage: \(subcommand.synopsis) [--output <directory>]"]
            + (subcommand.summary + ["Default output: \(subcommand.defaultOutput)"]).map { "  " + $0 })
            .joined(separator: "\n")
    }

    /// The options every subcommand takes (parsed by ``Options``).
    static let options = """
        Options (every subcommand):
          -o, --output <directory>  Where the files go, created when missing; also --output=<directory>.
          -h, --help                Prints this help and exits (also: hud-preview help).
        """

    /// The exit statuses (see ``HUDPreviewTool``).
    static let exitStatus = """
        Exit status: 0 on success, 1 when a file cannot be written or rsvg-convert fails, 2 on bad arguments.
        """
}
