import Foundation

// The entry point only: HUDPreviewTool parses the arguments and dispatches to the subcommand.
exit(HUDPreviewTool.main(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard))
