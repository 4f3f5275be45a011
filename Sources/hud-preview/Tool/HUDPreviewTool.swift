import Foundation

/// hud-preview as a process: parses the arguments, runs the subcommand and reports on the console. `main.swift`
/// only calls ``main(arguments:console:)`` and exits with its status.
///
/// - 0: done (the paths written are printed), or the help was printed.
/// - 1: a subcommand failed: `hud-preview: cannot create folder /x/y: permission denied`.
/// - 2: bad arguments: `hud-preview: unknown option '--bogus'` and a line naming the help command.
enum HUDPreviewTool {
    /// Runs hud-preview with `arguments` (without the program's name) and returns the exit status.
    @MainActor static func main(arguments: [String], console: Console) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try Invocation(arguments: arguments)
        } catch {
            console.error("hud-preview: \(error)")
            console.error("Run '\(error.helpCommand)' for usage.")
            return 2
        }
        guard !invocation.options.wantsHelp else {
            console.output(Usage.text(for: invocation.named))
            return 0
        }
        do {
            for line in try invocation.subcommand.run(outputDirectory: invocation.outputDirectory) {
                console.output(line)
            }
            return 0
        } catch {
            console.error("hud-preview: \(error)")
            return 1
        }
    }
}
