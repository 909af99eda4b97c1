import ArchGenSpec

/// The command line: dispatches argv to a command and returns its exit code.
public enum CLI {
    public static let version = "0.1.0"

    /// The commands that work today, in the order `--help` lists them.
    static let commands: [Command] = [.lint, .dump, .help]

    public static func run(_ arguments: [String], system: SystemEnvironment) -> ExitCode {
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
        guard let command = commands.first(where: { $0.name == first }) else {
            let error = first.hasPrefix("-")
                ? UsageError("unknown option '\(first)'", hint: NearMiss.hint(for: first, in: ["--help", "--version"]))
                : UsageError("unknown command '\(first)'", hint: NearMiss.hint(for: first, in: commands.map(\.name)))
            context.console.reportUsage(error, usage: usage)
            return .invalidInput
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.console.print(command.help)
            return .success
        }
        do {
            return try command.run(try ArgumentParser.parse(rest, as: command.signature), context)
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
        "archgen \(version): scaffolds iOS VIPER, VIPER-S and VIP modules from a small spec\n\n" + usage
            + "\noptions:\n  --help     Show this help\n  --version  Show the version\n"
    }

    private static var commandList: String {
        let width = commands.map(\.name.count).max() ?? 0
        return commands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary + "\n" }
            .joined()
    }
}
