import ArchGenSource
import ArchGenSpec

/// One subcommand: its name, what it accepts, its help, and what it does.
///
/// A command with `subcommands` only groups them (`templates` holds
/// `templates list` and `templates export`): the CLI runs the subcommand the
/// next word names, and the group's own `run` is never called.
struct Command: Sendable {
    /// The words that invoke it: `lint`, or `templates export` for a subcommand.
    var name: String
    /// One line, shown in the command list.
    var summary: String
    var signature: CommandSignature
    /// Longer text for `archgen help <command>`.
    var discussion: String
    /// Does the work; a `UsageError` is reported with the command's usage (exit 2).
    var run: @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> ExitCode
    /// The commands this one groups; empty for a command that runs.
    var subcommands: [Command] = []

    /// A group of subcommands, named `name` + space + their own word.
    static func group(name: String, summary: String, discussion: String = "", subcommands: [Command]) -> Command {
        Command(
            name: name, summary: summary, signature: CommandSignature(), discussion: discussion,
            run: { _, _ throws(UsageError) in throw UsageError("missing command after '\(name)'") },
            subcommands: subcommands)
    }

    /// `archgen lint [--style STYLE] SPEC ...`
    var invocation: String {
        (["archgen", name] + (signature.synopsis.isEmpty ? [] : [signature.synopsis])).joined(separator: " ")
    }

    /// `usage: ` and the invocation; for a group, one line per subcommand.
    var usage: String {
        let invocations = subcommands.isEmpty ? [invocation] : subcommands.map(\.invocation)
        return "usage: " + invocations.joined(separator: "\n       ")
    }

    /// The last word of the name: `export` for `templates export`.
    var word: String {
        String(name.split(separator: " ").last ?? "")
    }

    var help: String {
        var text = "\(summary)\n\n\(usage)\n"
        if subcommands.isEmpty {
            let rows = signature.flags.map { ($0.name, $0.help) }
                + signature.options.map { ("\($0.name) \($0.valueName)", $0.help) }
                + [("--help", "Show this help")]
            text += "\noptions:\n" + helpColumns(rows)
        } else {
            text += "\ncommands:\n" + helpColumns(subcommands.map { ($0.word, $0.summary) })
                + "\nRun 'archgen help \(name) <command>' for a command's options.\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }

    /// Follows `arguments` into the subcommands: for `templates`, the words
    /// `export out` give the command `templates export` and the arguments
    /// `out`. Stops at the first option, so `templates --help` is the group.
    func resolve(_ arguments: [String]) throws(UsageError) -> (command: Command, arguments: [String]) {
        var command = self
        var rest = arguments
        while !command.subcommands.isEmpty, let word = rest.first, !word.hasPrefix("-") {
            guard let subcommand = command.subcommands.first(where: { $0.word == word }) else {
                throw UsageError(
                    "unknown command '\(command.name) \(word)'",
                    hint: NearMiss.hint(for: word, in: command.subcommands.map(\.word)))
            }
            command = subcommand
            rest.removeFirst()
        }
        return (command, rest)
    }
}

/// What a running command can use: the system's side effects and the console.
struct CommandContext: Sendable {
    var system: SystemEnvironment
    /// `--quiet`: errors only.
    var quiet = false
    /// Set while a `Generation` plans (`Console.collector`).
    var collector: DiagnosticCollector?
    var console: Console { Console(system: system, quiet: quiet, collector: collector) }
}
