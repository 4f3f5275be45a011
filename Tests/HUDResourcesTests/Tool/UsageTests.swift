import Testing

@testable import hud_preview

struct UsageTests {
    @Test func theWholeTextHasEverySubcommandsSectionThenTheOptionsAndTheExitStatus() {
        let sections = Subcommand.allCases.map(Usage.section)
        #expect(Usage.text.hasSuffix((sections + [Usage.options, Usage.exitStatus]).joined(separator: "\n\n")))
    }

    @Test(arguments: Subcommand.allCases)
    func everySectionHasTheSameShape(_ subcommand: Subcommand) {
        // Given
        let lines = Usage.section(subcommand).split(separator: "\n", omittingEmptySubsequences: false)
        // Then: a usage line with the shared option, indented lines, and the default folder last
        #expect(lines.first == "usage: \(subcommand.synopsis) [--output <directory>]")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
        #expect(lines.last == "  Default output: \(subcommand.defaultOutput)")
    }

    @Test(arguments: Subcommand.allCases)
    func aSubcommandsHelpIsItsSectionOfTheWholeText(_ subcommand: Subcommand) {
        let help = Usage.text(for: subcommand)
        #expect(help == [Usage.section(subcommand), Usage.options, Usage.exitStatus].joined(separator: "\n\n"))
        #expect(Usage.text.contains(Usage.section(subcommand)))
    }

    @Test func noLineIsWiderThanAHundredAndTwentyColumns() {
        #expect(Usage.text.split(separator: "\n").filter { $0.count > 120 } == [])
    }
}
