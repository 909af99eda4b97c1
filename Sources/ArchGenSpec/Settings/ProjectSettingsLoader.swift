import ArchGenSource

/// Turns archgen.yml's bytes into `ProjectSettings`: decode → YAML tree →
/// settings, with every error of the file reported together, located like a
/// spec's (`archgen.yml:3:8: error: unknown key 'stlye'`).
package struct ProjectSettingsLoader: Sendable {
    /// The settings file's name, looked for in the current folder and its parents.
    package static let fileName = "archgen.yml"

    /// Whether a folder exists, given as archgen.yml writes it (relative to
    /// its folder, or absolute); used to check `templates`.
    package var folderExists: @Sendable (String) -> Bool
    /// Whether a file exists, at a path from the current folder (archgen.yml's
    /// own path joined with the path it writes); used for `shared.external` files.
    package var fileExists: @Sendable (String) -> Bool
    /// A file's bytes, at a path from the current folder (archgen.yml's own
    /// path joined with the path it writes); used for a style folder's manifest.
    package var readFile: @Sendable (String) -> [UInt8]?
    /// The styles archgen has of its own (`StyleRegistry.builtIn`).
    package var builtInStyles: StyleRegistry

    package init(
        folderExists: @escaping @Sendable (String) -> Bool = { _ in true },
        fileExists: @escaping @Sendable (String) -> Bool = { _ in true },
        readFile: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }, builtInStyles: StyleRegistry = .builtIn
    ) {
        self.folderExists = folderExists
        self.fileExists = fileExists
        self.readFile = readFile
        self.builtInStyles = builtInStyles
    }

    package func load(bytes: [UInt8], path: String) -> ProjectSettingsLoadResult {
        do {
            return load(try SpecLoader.decode(bytes: bytes, path: path))
        } catch {
            var diagnostic = error
            // Invalid UTF-8 (the size limit's hint names archgen.yml already).
            if bytes.count <= SpecLimits.maximumFileSize { diagnostic.hint = "save \(Self.fileName) as UTF-8" }
            return ProjectSettingsLoadResult(errors: [diagnostic])
        }
    }

    package func load(_ source: SourceText) -> ProjectSettingsLoadResult {
        let root: YAMLNode?, syntaxErrors: [YAMLError]
        do {
            (root, syntaxErrors) = try YAMLParser.parseRecovering(source)
        } catch {
            return ProjectSettingsLoadResult(errors: [Diagnostic(error, in: source)])
        }
        var builder = ProjectSettingsBuilder(source: source, folderExists: folderExists, fileExists: fileExists)
        builder.readFile = readFile
        builder.builtInStyles = builtInStyles
        builder.linesWithSyntaxErrors = Set(syntaxErrors.map(\.location.line))
        let settings = builder.build(root)
        let errors = (syntaxErrors.map { ProjectSettingsError($0.message, at: $0.location, hint: $0.hint) } + builder.errors)
            .sortedByLocation().map { Diagnostic($0, in: source) } + builder.manifestErrors
        let warnings = builder.warnings.sortedByLocation().map { Diagnostic($0, severity: .warning, in: source) }
        return ProjectSettingsLoadResult(settings: errors.isEmpty ? settings : nil, errors: errors, warnings: warnings)
    }
}

/// What loading archgen.yml gives: the settings when they are valid, and the
/// diagnostics (warnings come from its shared declarations, as a spec's do).
package struct ProjectSettingsLoadResult: Sendable {
    /// Nil whenever `errors` is not empty.
    package var settings: ProjectSettings?
    package var errors: [Diagnostic]
    package var warnings: [Diagnostic]

    package init(settings: ProjectSettings? = nil, errors: [Diagnostic] = [], warnings: [Diagnostic] = []) {
        self.settings = settings
        self.errors = errors
        self.warnings = warnings
    }

    /// Errors first, then warnings.
    package var diagnostics: [Diagnostic] { errors + warnings }
}
