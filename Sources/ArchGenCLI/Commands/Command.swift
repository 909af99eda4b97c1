/// One subcommand: its name, what it accepts, its help, and what it does.
struct Command: Sendable {
    var name: String
    /// One line, shown in the command list.
    var summary: String
    var signature: CommandSignature
    /// Longer text for `archgen help <command>`.
    var discussion: String
    /// Does the work; a `UsageError` is reported with the command's usage (exit 2).
    var run: @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> ExitCode

    var usage: String { "usage: archgen \(name) \(signature.synopsis)" }

    var help: String {
        var text = "\(summary)\n\n\(usage)\n"
        let rows = signature.flags.map { ($0.name, $0.help) }
            + signature.options.map { ("\($0.name) \($0.valueName)", $0.help) }
            + [("--help", "Show this help")]
        text += "\noptions:\n" + helpColumns(rows)
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}

/// What a running command can use: the system's side effects and the console.
struct CommandContext: Sendable {
    var system: SystemEnvironment
    var console: Console { Console(system: system) }
}
