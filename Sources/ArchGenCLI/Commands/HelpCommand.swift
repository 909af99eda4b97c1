/// `archgen help [command]`.
extension Command {
    static let help = Command(
        name: "help",
        summary: "Show help for a command",
        signature: CommandSignature(positional: .init(name: "COMMAND", minimum: 0, maximum: 1)),
        discussion: "",
        run: { arguments, context in
            guard let name = arguments.positionals.first else {
                context.console.print(CLI.overview)
                return .success
            }
            guard let command = CLI.commands.first(where: { $0.name == name }) else {
                context.console.reportUsage(CLI.unknownCommand(name), usage: CLI.usage)
                return .invalidInput
            }
            context.console.print(command.help)
            return .success
        })
}
