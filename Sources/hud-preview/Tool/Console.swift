import Foundation

/// Where hud-preview reports: results on standard output, messages on standard error. Tests record both instead.
struct Console {
    /// Writes a result (a path, the help) and a newline.
    let output: (String) -> Void
    /// Writes a message and a newline.
    let error: (String) -> Void

    /// The process's standard output and standard error.
    static var standard: Console {
        Console(output: { print($0) }, error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }
}
