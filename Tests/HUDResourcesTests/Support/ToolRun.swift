@testable import hud_preview

/// One run of hud-preview's real entry point, with what it printed on each stream.
struct ToolRun {
    /// The exit status.
    let status: Int32
    /// What went to standard output, one element per write.
    let output: [String]
    /// What went to standard error, one element per write.
    let errors: [String]

    /// Runs hud-preview with `arguments` (without the program's name).
    @MainActor init(_ arguments: [String]) {
        var output: [String] = []
        var errors: [String] = []
        status = HUDPreviewTool.main(
            arguments: arguments, console: Console(output: { output.append($0) }, error: { errors.append($0) }))
        self.output = output
        self.errors = errors
    }
}
