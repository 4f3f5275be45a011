import Foundation

/// One run of hud-preview as its command line asks for it: the subcommand (the gallery when none is named) and the
/// options, parsed by ``Options``.
///
/// The first argument names the subcommand unless it starts with `-`; `help` is taken for `--help`.
struct Invocation: Equatable {
    /// The subcommand named on the command line; `nil` when none was (the gallery runs, and help shows every
    /// subcommand).
    let named: Subcommand?
    /// The options after the subcommand.
    let options: Options

    /// The subcommand that runs.
    var subcommand: Subcommand { named ?? .gallery }

    /// The folder to write into: `--output`, or else the subcommand's default, made absolute.
    var outputDirectory: URL {
        URL(fileURLWithPath: options.output ?? subcommand.defaultOutput, isDirectory: true).standardizedFileURL
    }

    /// Parses the arguments after the program's name.
    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        switch rest.first {
        case "help":
            named = nil
            rest = ["--help"]
        case let name? where !name.hasPrefix("-"):
            guard let subcommand = Subcommand(rawValue: name) else {
                let names = Subcommand.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(description: "unknown subcommand '\(name)' (the subcommands are \(names))")
            }
            named = subcommand
            rest = rest.dropFirst()
        default:
            named = nil
        }
        do {
            options = try Options(parsing: rest)
        } catch {
            throw UsageError(description: error.description, subcommand: named)
        }
    }
}
