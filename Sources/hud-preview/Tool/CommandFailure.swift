import Foundation

/// Why a subcommand could not finish (exit status 1), in one line that names what it was doing, on which path, and
/// why in plain words: `cannot create folder /x/y: /x is a file, not a folder`.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// The message, for standard error after `hud-preview: `.
    let description: String

    /// A failure to create the folder `url` (and its missing parents), explained from `error` and what is on disk.
    static func cannotCreateFolder(_ url: URL, because error: any Error) -> CommandFailure {
        CommandFailure(description: "cannot create folder \(url.path): \(reason(for: error, at: url, isFolder: true))")
    }

    /// A failure to write the file `url`, explained from `error` and what is on disk.
    static func cannotWrite(_ url: URL, because error: any Error) -> CommandFailure {
        CommandFailure(description: "cannot write \(url.path): \(reason(for: error, at: url, isFolder: false))")
    }
}
