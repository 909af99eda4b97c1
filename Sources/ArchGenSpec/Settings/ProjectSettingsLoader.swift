import ArchGenSource

/// Turns archgen.yml's bytes into `ProjectSettings`: decode → YAML tree →
/// settings, with every error of the file reported together, located like a
/// spec's (`archgen.yml:3:8: error: unknown key 'stlye'`).
package struct ProjectSettingsLoader: Sendable {
    /// The settings file's name, looked for in the current folder and its parents.
    package static let fileName = "archgen.yml"

    /// The disk the folders and files archgen.yml names (relative to its
    /// folder, or absolute) are looked for and read on: `templates` and
    /// `xcode.project` folders, `shared.external` files, a style folder's
    /// manifest. Nil: every folder and file is taken to exist, none can be
    /// read (the rules alone, in tests).
    package var files: (any FileReading)?
    /// Whether a folder archgen.yml names that does not exist yet (a style's
    /// `templates:`, which `templates export` is about to fill) is no error.
    package var assumesFoldersExist: Bool
    /// The styles archgen has of its own (`StyleRegistry.builtIn`).
    package var builtInStyles: StyleRegistry

    package init(
        files: (any FileReading)? = nil, assumesFoldersExist: Bool = false, builtInStyles: StyleRegistry = .builtIn
    ) {
        self.files = files
        self.assumesFoldersExist = assumesFoldersExist
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
        var builder = ProjectSettingsBuilder(source: source, files: files, assumesFoldersExist: assumesFoldersExist)
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
