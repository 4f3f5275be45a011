import Foundation

// Argument dispatch only: each subcommand lives in its own type.
switch CommandLine.arguments.dropFirst().first {
case "assets":
    exit(AssetsCommand.main(arguments: Array(CommandLine.arguments.dropFirst(2))))
default:
    print("gallery: not yet implemented")
}
