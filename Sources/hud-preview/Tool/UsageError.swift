/// Arguments hud-preview refuses (exit status 2): an unknown subcommand or option, a stray argument, a missing or
/// repeated `--output`.
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, for standard error, such as `unknown option '--bogus'`.
    let description: String
    /// The subcommand whose arguments were refused; `nil` by default (the tool's own arguments).
    var subcommand: Subcommand?

    /// The command that prints the help that fits, such as `hud-preview assets --help`.
    var helpCommand: String {
        (["hud-preview"] + (subcommand.map { [$0.rawValue] } ?? []) + ["--help"]).joined(separator: " ")
    }
}
