/// `archgen help [command]`, and `archgen help templates export` for a subcommand.
extension Command {
    static let help = Command(
        name: "help",
        summary: "Show help for a command",
        signature: CommandSignature(positional: .init(name: "COMMAND", minimum: 0, maximum: 2)),
        discussion: "",
        run: { arguments, context in
            guard let name = arguments.positionals.first else {
                context.console.print(CLI.overview)
                return .success
            }
            guard let named = CLI.commands.first(where: { $0.name == name }) else {
                context.console.reportUsage(CLI.unknownCommand(name), usage: CLI.usage)
                return .invalidInput
            }
            do throws(UsageError) {
                let (command, rest) = try named.resolve(Array(arguments.positionals.dropFirst()))
                if let extra = rest.first { throw UsageError("'\(command.name)' has no command '\(extra)'") }
                context.console.print(command.help)
                return .success
            } catch {
                context.console.reportUsage(error, usage: named.usage)
                return .invalidInput
            }
        })
}
