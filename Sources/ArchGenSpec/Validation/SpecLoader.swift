import ArchGenSource

/// Turns spec text into a validated `Spec`: decode → YAML tree → model, with
/// every error of the spec collected (nothing stops at the first validation
/// error) and warnings kept apart.
package struct SpecLoader: Sendable {
    /// The style the command line asked for (`--style`, a built-in's or the project's own name), overriding the spec's.
    package var styleOverride: String?
    /// What the keys a spec leaves out default to (archgen.yml's `defaults`); the spec's own values win.
    package var defaults: SpecDefaults
    /// archgen.yml's shared declarations, which specs may refer to.
    package var shared: SharedDeclarations
    /// The disk `external` files are looked for on (paths from the current
    /// folder); nil: every one is taken to exist (the rules alone, in tests).
    package var files: (any FileReading)?

    package init(
        styleOverride: String? = nil, defaults: SpecDefaults = SpecDefaults(),
        shared: SharedDeclarations = SharedDeclarations(), files: (any FileReading)? = nil
    ) {
        self.styleOverride = styleOverride
        self.defaults = defaults
        self.shared = shared
        self.files = files
    }

    package func load(bytes: [UInt8], path: String) -> SpecLoadResult {
        do {
            return load(try Self.decode(bytes: bytes, path: path))
        } catch {
            return SpecLoadResult(errors: [error])
        }
    }

    package func load(_ source: SourceText) -> SpecLoadResult {
        do {
            let (root, syntaxErrors) = try YAMLParser.parseRecovering(source)
            return build(root, syntaxErrors: syntaxErrors, source: source)
        } catch {
            return SpecLoadResult(errors: [Diagnostic(error, in: source)])
        }
    }

    /// Decodes spec bytes; a file over `SpecLimits.maximumFileSize` and invalid
    /// UTF-8 are located diagnostics.
    package static func decode(bytes: [UInt8], path: String) throws(Diagnostic) -> SourceText {
        try SpecLimits.checkFileSize(bytes, path: path)
        do {
            return try SourceText(path: path, bytes: bytes)
        } catch {
            // Show the line with the bad bytes replaced, so the caret has something to point into.
            throw Diagnostic(error, in: SourceText(path: path, text: String(decoding: bytes, as: UTF8.self)))
        }
    }

    /// Decodes and parses spec text into its syntax tree, without validating it.
    package static func parseTree(bytes: [UInt8], path: String) throws(Diagnostic) -> YAMLNode? {
        let source = try decode(bytes: bytes, path: path)
        do {
            return try YAMLParser.parse(source)
        } catch {
            throw Diagnostic(error, in: source)
        }
    }

    private func build(_ root: YAMLNode?, syntaxErrors: [YAMLError], source: SourceText) -> SpecLoadResult {
        var builder = SpecBuilder(
            source: source, styleOverride: styleOverride, defaults: defaults, shared: shared, files: files)
        builder.linesWithSyntaxErrors = Set(syntaxErrors.map(\.location.line))
        let spec = builder.build(root)
        let errors = (syntaxErrors.map { SpecError($0.message, at: $0.location, hint: $0.hint) } + builder.errors)
            .sortedByLocation().map { Diagnostic($0, in: source) }
        let warnings = builder.warnings.sortedByLocation().map { Diagnostic($0, severity: .warning, in: source) }
        let notes = errors.isEmpty ? (spec.map(LeftOutRoleNotes.notes(for:)) ?? []).map { Diagnostic($0, severity: .note, in: source) } : []
        return SpecLoadResult(spec: errors.isEmpty ? spec : nil, errors: errors, warnings: warnings, notes: notes)
    }
}

/// What loading a spec gives: the spec when it is valid, and the diagnostics.
package struct SpecLoadResult: Sendable {
    /// Nil whenever `errors` is not empty.
    package var spec: Spec?
    package var errors: [Diagnostic]
    package var warnings: [Diagnostic]
    /// What `lint` says about a valid spec besides (`LeftOutRoleNotes`); not findings of `check`.
    package var notes: [Diagnostic]

    package init(spec: Spec? = nil, errors: [Diagnostic] = [], warnings: [Diagnostic] = [], notes: [Diagnostic] = []) {
        self.spec = spec
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    /// Errors first, then warnings.
    package var diagnostics: [Diagnostic] { errors + warnings }
}
