/// What a command accepts: flags, options with a value, and positional arguments.
struct CommandSignature: Sendable {
    struct Flag: Sendable {
        var name: String
        var help: String
    }

    struct Option: Sendable {
        var name: String
        var valueName: String
        var help: String
    }

    struct Positional: Sendable {
        var name: String
        var minimum: Int
        /// Nil for any number.
        var maximum: Int?
    }

    var flags: [Flag] = []
    var options: [Option] = []
    var positional: Positional?

    /// `--yaml --style STYLE SPEC...`
    var synopsis: String {
        var parts = flags.map { "[\($0.name)]" } + options.map { "[\($0.name) \($0.valueName)]" }
        if let positional {
            var text = positional.name
            if positional.maximum != 1 { text += " ..." }
            parts.append(positional.minimum == 0 ? "[\(text)]" : text)
        }
        return parts.joined(separator: " ")
    }
}

/// Bad usage: an unknown flag, a missing value, too many arguments.
struct UsageError: Error, Equatable, Sendable {
    var message: String
    var hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}
