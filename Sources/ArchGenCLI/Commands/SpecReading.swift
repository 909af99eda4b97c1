import ArchGenKit
import ArchGenSource
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
        return SpecLoader(styleOverride: style, defaults: defaults, shared: shared, files: system.fileSystem)
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
            // A link whose target is missing, or that leads back to itself.
            message = system.fileSystem.fileExists(at: path) ? "is a symbolic link to no file" : "no such file"
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
    func styleOption(_ name: String?) throws(UsageError) -> String? {
        guard name != nil, let project = loadProject().project else { return name }
        return try styleOption(name, for: [project])
    }

    /// The `--style` option, checked against each of `projects` (those of the
    /// specs it applies to): a built-in style, or one of its archgen.yml's own.
    func styleOption(_ name: String?, for projects: [Project]) throws(UsageError) -> String? {
        guard let name else { return nil }
        for project in projects {
            try checkStyle(name, among: project.settings.defaults.styles, of: project.root == "." ? nil : project.settingsPath)
        }
        return name
    }

    /// An error unless `styles` has the style `name`; `settingsPath` names
    /// their archgen.yml when it is not the current folder's.
    func checkStyle(_ name: String, among styles: StyleRegistry, of settingsPath: String?) throws(UsageError) {
        guard styles.entry(named: name) == nil else { return }
        let whose = settingsPath.map { " in \(Path.normalized($0))" } ?? ""
        throw UsageError("unknown style '\(name)'\(whose)", hint: styles.unknownStyleHint(for: name))
    }

}
