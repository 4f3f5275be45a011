import Testing

@testable import hud_preview

struct OptionsTests {
    @Test(arguments: [["-o", "out"], ["--output", "out"], ["--output=out"]])
    func everyFormOfOutputNamesTheFolder(arguments: [String]) throws {
        #expect(try Options(parsing: arguments) == Options(output: "out"))
    }

    @Test func noArgumentsMeanTheDefaults() throws {
        #expect(try Options(parsing: []) == Options(output: nil, wantsHelp: false))
    }

    @Test(arguments: [["-h"], ["--help"], ["-o", "out", "--help"], ["--help", "--bogus"]])
    func helpEndsTheArgumentsItFollows(arguments: [String]) throws {
        #expect(try Options(parsing: arguments).wantsHelp)
    }

    @Test func anEqualsSignKeepsAFolderThatStartsWithADash() throws {
        #expect(try Options(parsing: ["--output=-dash"]) == Options(output: "-dash"))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["-x"], "unknown option '-x'"),
        (["out"], "unexpected argument 'out'"),
        (["--output"], "missing folder after --output (--output <directory>)"),
        (["-o"], "missing folder after -o (-o <directory>)"),
        (["-o", ""], "missing folder after -o (-o <directory>)"),
        (["--output="], "missing folder after --output="),
        (["--output", "--help"], "missing folder after --output (--output <directory>)"),
        (["-o", "a", "--output=b"], "--output given twice"),
        (["--bogus", "--help"], "unknown option '--bogus'"),
    ])
    func badArgumentsAreRefusedWithAMessage(arguments: [String], message: String) {
        #expect(throws: UsageError(description: message)) { try Options(parsing: arguments) }
    }
}
