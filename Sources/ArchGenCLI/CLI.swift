import ArchGenSource
import ArchGenSpec

/// The command line: dispatches argv to a command and returns its exit code.
package enum CLI {
    package static let version = "0.1.0"

    /// The commands that work today, in the order `--help` lists them.
    static let commands: [Command] = [.new, .generate, .check, .lint, .adopt, .graph, .rename, .initProject, .dump, .templates, .hook, .help]

    package static func run(_ arguments: [String], system: SystemEnvironment) -> ExitCode {
        let context = CommandContext(system: system)
        guard let first = arguments.first else {
            context.console.printError(overview)
            return .invalidInput
        }
        switch first {
        case "--help", "-h":
            context.console.print(overview)
            return .success
        case "--version":
            context.console.print("archgen \(version)")
            return .success
        default:
            break
        }
        guard let named = commands.first(where: { $0.name == first }) else {
            let error = first.hasPrefix("-")
                ? UsageError("unknown option '\(first)'", hint: NearMiss.hint(for: first, in: ["--help", "--version"]))
                : unknownCommand(first)
            context.console.reportUsage(error, usage: usage)
            return .invalidInput
        }
        let command: Command, rest: [String]
        do {
            (command, rest) = try named.resolve(Array(arguments.dropFirst()))
        } catch {
            context.console.reportUsage(error, usage: named.usage)
            return .invalidInput
        }
        if rest.contains("--help") || rest.contains("-h") {
            context.console.print(command.help)
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, as: command.signature)
            var running = context
            running.quiet = parsed.has(.quiet)
            return try command.run(parsed, running)
        } catch {
            context.console.reportUsage(error, usage: command.usage)
            return .invalidInput
        }
    }

    static var usage: String {
        "usage: archgen <command> [options]\n\ncommands:\n" + commandList
            + "\nRun 'archgen help <command>' for a command's options.\n"
    }

    static var overview: String {
        "archgen \(version): scaffolds iOS architecture modules (VIPER, VIPER-S, VIP, MVVM or a style of your own) from a small spec\n\n" + usage
            + "\nreference (archgen help <topic>):\n" + helpColumns(ReferenceTopic.all.map { ($0.name, $0.summary) })
            + "One style's reference: archgen help styles <style> ("
            + StyleRegistry.builtIn.builtInNames.joined(separator: ", ") + ", or a style of the project's own).\n"
            + "What templates can read: archgen help templates.\n"
            + "\noptions:\n" + helpColumns([("--help", "Show this help"), ("--version", "Show the version")])
    }

    private static var commandList: String {
        helpColumns(commands.map { ($0.name, $0.summary) })
    }

    /// `unknown command 'lnt'`, with "did you mean" among the commands.
    static func unknownCommand(_ name: String) -> UsageError {
        UsageError("unknown command '\(name)'", hint: NearMiss.hint(for: name, in: commands.map(\.name)))
    }
}

/// Help rows as two aligned columns: two spaces, the name padded to the
/// longest, two spaces, the text.
func helpColumns(_ rows: [(name: String, text: String)]) -> String {
    let width = rows.map(\.name.count).max() ?? 0
    return rows.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.text + "\n" }.joined()
}
