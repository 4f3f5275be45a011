import Foundation

// Argument dispatch only: each subcommand lives in its own type.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "assets":
    exit(AssetsCommand.main(arguments: Array(arguments.dropFirst())))
case "readme-images":
    exit(ReadmeImagesCommand.main(arguments: Array(arguments.dropFirst())))
case "--help", "-h", "help":
    print(Usage.text)
default:
    exit(GalleryCommand.main(arguments: arguments))
}
