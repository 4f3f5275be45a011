import Foundation
import Testing

@testable import hud_preview

struct InvocationTests {
    @Test(
        arguments: [
            ([], nil), (["-o", "x"], nil), (["gallery"], .gallery), (["assets"], .assets),
            (["readme-images", "--output=x"], .readmeImages),
        ] as [([String], Subcommand?)])
    func theFirstArgumentNamesTheSubcommand(arguments: [String], named: Subcommand?) throws {
        #expect(try Invocation(arguments: arguments).named == named)
    }

    @Test func withoutASubcommandTheGalleryRuns() throws {
        #expect(try Invocation(arguments: []).subcommand == .gallery)
    }

    @Test(arguments: Subcommand.allCases)
    func theOutputDefaultsToTheSubcommandsFolderInTheCurrentDirectory(_ subcommand: Subcommand) throws {
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent(subcommand.defaultOutput).standardizedFileURL
        #expect(try Invocation(arguments: [subcommand.rawValue]).outputDirectory.path == expected.path)
    }

    @Test func outputIsMadeAbsoluteAndStandardized() throws {
        #expect(try Invocation(arguments: ["assets", "-o", "/tmp/a/../x/"]).outputDirectory.path == "/tmp/x")
    }

    @Test func helpAsAWordIsTheToolsHelp() throws {
        #expect(try Invocation(arguments: ["help"]) == Invocation(arguments: ["--help"]))
        #expect(try Invocation(arguments: ["help"]).named == nil)
    }

    @Test func anUnknownSubcommandIsRefusedWithTheListOfSubcommands() {
        #expect(
            throws: UsageError(
                description: "unknown subcommand 'frobnicate' (the subcommands are gallery, assets, readme-images)")
        ) { try Invocation(arguments: ["frobnicate"]) }
    }

    @Test func aBadOptionIsRefusedForItsSubcommand() {
        #expect(throws: UsageError(description: "unknown option '--bogus'", subcommand: .assets)) {
            try Invocation(arguments: ["assets", "--bogus"])
        }
    }
}
