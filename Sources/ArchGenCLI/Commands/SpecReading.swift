import ArchGenKit
import ArchGenSpec

/// Reads a spec file from disk and validates it; a missing, unreadable or
/// folder path becomes a diagnostic like any other.
extension CommandContext {
    /// The spec at `path`, `style` overriding its own and `defaults` filling
    /// the keys it leaves out (see `loadSpec(at:style:project:)`).
    func loadSpec(
        at path: String, style: String?, defaults: SpecDefaults = SpecDefaults(), shared: SharedDeclarations = SharedDeclarations()
    ) -> SpecLoadResult {
        guard let bytes = readSource(at: path) else {
            return SpecLoadResult(errors: [fileError(at: path)])
        }
        let fileExists = system.fileExists
        return SpecLoader(styleOverride: style, defaults: defaults, shared: shared, fileExists: fileExists)
            .load(bytes: bytes, path: path)
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

    /// The `--style` option, checked: a built-in style, or one of the own
    /// styles of the nearest archgen.yml (an invalid archgen.yml is
    /// reported by the command, rather than the styles it may have named).
    func styleOption(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard arguments.options["--style"] != nil, let project = loadProject().project else { return arguments.options["--style"] }
        return try styleOption(arguments, for: [project])
    }

    /// The `--style` option, checked against each of `projects` (those of the
    /// specs it applies to): a built-in style, or one of its archgen.yml's own.
    func styleOption(_ arguments: ParsedArguments, for projects: [Project]) throws(UsageError) -> String? {
        guard let name = arguments.options["--style"] else { return nil }
        for project in projects {
            try checkStyle(name, among: project.settings.defaults.styles, of: project.root == "." ? nil : project.settingsPath)
        }
        return name
    }

    /// An error unless `styles` has the style `name`; `settingsPath` names
    /// their archgen.yml when it is not the current folder's.
    func checkStyle(_ name: String, among styles: StyleRegistry, of settingsPath: String?) throws(UsageError) {
        guard styles.entry(named: name) == nil else { return }
        let whose = settingsPath.map { " in \(WritePath.normalized($0))" } ?? ""
        throw UsageError("unknown style '\(name)'\(whose)", hint: styles.unknownStyleHint(for: name))
    }

    /// An option whose value is one of `Value`'s cases: `unknown style 'viperS'`, with a near miss.
    func choiceOption<Value: RawRepresentable & CaseIterable>(
        _ arguments: ParsedArguments, _ name: String, _ noun: String, _ type: Value.Type
    ) throws(UsageError) -> Value? where Value.RawValue == String {
        guard let text = arguments.options[name] else { return nil }
        guard let value = Value(rawValue: text) else {
            let names = Value.allCases.map(\.rawValue)
            throw UsageError("unknown \(noun) '\(text)'",
                             hint: NearMiss.hint(for: text, in: names) ?? "use one of: " + names.joined(separator: ", "))
        }
        return value
    }
}

extension CommandSignature.Option {
    static let style = CommandSignature.Option(
        name: "--style", valueName: "STYLE", help: "The architecture style: " + StyleRegistry.builtIn.names.joined(separator: ", ")
            + " or a style of archgen.yml (overrides the spec's)")
}
