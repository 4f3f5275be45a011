/// The options every subcommand takes, read by this one parser: `-o <directory>`, `--output <directory>`,
/// `--output=<directory>` (at most once), and `-h` or `--help`.
struct Options: Equatable {
    /// The folder given with `--output`; `nil` by default (the subcommand's default folder).
    var output: String?
    /// Whether `-h` or `--help` was given; `false` by default. The arguments after it are not read.
    var wantsHelp = false

    /// Options as given.
    init(output: String? = nil, wantsHelp: Bool = false) {
        self.output = output
        self.wantsHelp = wantsHelp
    }

    /// Parses the arguments after the subcommand.
    ///
    /// A value that starts with `-` is taken for a forgotten folder (`--output --help` is refused); such a folder can
    /// still be given as `--output=-name` or `./-name`.
    init(parsing arguments: some Sequence<String>) throws(UsageError) {
        var remaining = arguments.makeIterator()
        while let argument = remaining.next() {
            switch argument {
            case "-h", "--help":
                wantsHelp = true
                return
            case "-o", "--output":
                guard let value = remaining.next(), !value.isEmpty, !value.hasPrefix("-") else {
                    throw UsageError(description: "missing folder after \(argument) (\(argument) <directory>)")
                }
                try setOutput(value)
            case _ where argument.hasPrefix("--output="):
                let value = String(argument.dropFirst("--output=".count))
                guard !value.isEmpty else { throw UsageError(description: "missing folder after --output=") }
                try setOutput(value)
            case _ where argument.hasPrefix("-"):
                throw UsageError(description: "unknown option '\(argument)'")
            default:
                throw UsageError(description: "unexpected argument '\(argument)'")
            }
        }
    }

    private mutating func setOutput(_ value: String) throws(UsageError) {
        guard output == nil else { throw UsageError(description: "--output given twice") }
        output = value
    }
}
