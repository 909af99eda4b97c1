import ArchGenSource
import ArchGenSpec

/// Parses a command's arguments: `--flag`, `--option value`, `--option=value`,
/// positionals, and `--` to end the options.
enum ArgumentParser {
    static func parse(_ arguments: [String], as signature: CommandSignature) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            if signature.flags.contains(where: { $0.name == name }) {
                guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
                parsed.flags.insert(name)
            } else if let option = signature.options.first(where: { $0.name == name }) {
                if let inlineValue {
                    parsed.options[name] = inlineValue
                } else if index < arguments.count {
                    parsed.options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("\(name) needs a value (\(option.valueName))")
                }
            } else {
                let known = signature.flags.map(\.name) + signature.options.map(\.name) + ["--help"]
                throw UsageError("unknown option '\(name)'", hint: NearMiss.hint(for: name, in: known))
            }
        }
        try checkCount(parsed.positionals, signature.positional)
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func checkCount(_ positionals: [String], _ positional: CommandSignature.Positional?) throws(UsageError) {
        guard let positional else {
            if let first = positionals.first { throw UsageError("unexpected argument '\(first)'") }
            return
        }
        if positionals.count < positional.minimum {
            throw UsageError("missing \(positional.name)")
        }
        if let maximum = positional.maximum, positionals.count > maximum {
            throw UsageError("unexpected argument '\(positionals[maximum])'")
        }
    }
}
