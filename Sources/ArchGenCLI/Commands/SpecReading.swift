import ArchGenSpec

/// Reads a spec file from disk and validates it; a missing, unreadable or
/// folder path becomes a diagnostic like any other.
extension CommandContext {
    func loadSpec(at path: String, style: Style?) -> SpecLoadResult {
        guard let bytes = readSource(at: path) else {
            return SpecLoadResult(errors: [fileError(at: path)])
        }
        let fileExists = system.fileExists
        return SpecLoader(styleOverride: style, fileExists: fileExists).load(bytes: bytes, path: path)
    }

    /// The bytes of a file, or nil when it is missing, a folder, or unreadable.
    func readSource(at path: String) -> [UInt8]? {
        guard system.fileExists(path), !system.isDirectory(path) else { return nil }
        return try? system.readFile(path)
    }

    /// Why `readSource` found nothing.
    func fileError(at path: String) -> Diagnostic {
        let message: String
        if !system.fileExists(path) {
            message = "no such file"
        } else if system.isDirectory(path) {
            message = "is a folder, not a spec file"
        } else {
            message = "cannot be read"
        }
        return Diagnostic(severity: .error, message: message, path: path)
    }

    /// The `--style` option, checked.
    func styleOption(_ arguments: ParsedArguments) throws(UsageError) -> Style? {
        guard let text = arguments.options["--style"] else { return nil }
        guard let style = Style(rawValue: text) else {
            throw UsageError("unknown style '\(text)'",
                             hint: NearMiss.hint(for: text, in: Style.allCases.map(\.rawValue))
                                ?? "use one of: viper, viper-s, vip")
        }
        return style
    }
}

extension CommandSignature.Option {
    static let style = CommandSignature.Option(
        name: "--style", valueName: "viper|viper-s|vip", help: "Validate for this style instead of the spec's")
}
