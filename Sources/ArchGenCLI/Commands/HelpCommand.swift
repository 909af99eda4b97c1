import ArchGenSource
import ArchGenSpec

/// `archgen help [command]`, `archgen help templates export` for a
/// subcommand, `archgen help <topic>` for the reference (`spec`,
/// `styles`, `settings`: `ReferenceTopic`), `archgen help styles <style>`
/// for one style's reference (`StyleHelp`), and `archgen help templates`
/// for the templates' context (`TemplateContextHelp`).
extension Command {
    static let help = Command(
        name: "help",
        summary: "Show help for a command, or a reference topic (listed below)",
        signature: CommandSignature(positional: .init(name: "COMMAND|TOPIC", minimum: 0, maximum: 2)),
        discussion: "",
        run: { arguments, context in
            guard let name = arguments.positionals.first else {
                context.console.print(CLI.overview)
                return .success
            }
            if name == "styles", arguments.positionals.count == 2 {
                return styleReference(arguments.positionals[1], context: context)
            }
            // The templates' reference is their context; `archgen templates --help` is the command's help.
            if name == "templates", arguments.positionals.count == 1 {
                context.console.print(TemplateContextHelp().text)
                return .success
            }
            if let topic = ReferenceTopic.named(name) {
                guard arguments.positionals.count == 1 else {
                    context.console.reportUsage(
                        UsageError("'\(name)' is a reference topic: it has no commands",
                                   hint: "write `archgen help \(name)`"),
                        usage: CLI.usage)
                    return .invalidInput
                }
                context.console.print(topic.text)
                return .success
            }
            guard let named = CLI.commands.first(where: { $0.name == name }) else {
                let names = CLI.commands.map(\.name) + ReferenceTopic.all.map(\.name)
                context.console.reportUsage(
                    UsageError("no command or reference topic '\(name)'", hint: NearMiss.hint(for: name, in: names)),
                    usage: CLI.usage)
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

extension Command {
    /// `help styles <name>`, in the styles of the project the command runs in.
    private static func styleReference(_ name: String, context: CommandContext) -> ExitCode {
        guard let project = context.project() else { return .invalidInput }
        switch StyleHelp(registry: project.specDefaults.styles).answer(for: name) {
        case .text(let text):
            context.console.print(text)
            return .success
        case .unknown(let error):
            context.console.reportUsage(error, usage: CLI.usage)
            return .invalidInput
        }
    }
}
