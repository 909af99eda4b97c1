import ArchGenSource
import ArchGenSpec

/// The specs of a generation loaded and checked against their projects,
/// as its plan starts, and nothing more (`archgen lint`): every error and
/// warning, counted.
package struct SpecLint {
    /// Every spec's diagnostics (errors, project errors, warnings, notes),
    /// with its archgen.yml's, in order.
    package var diagnostics: [Diagnostic] = []
    /// How many specs were checked.
    package var specs = 0
    /// Their errors, the project's checks' included.
    package var errors = 0
    /// Their warnings, their archgen.yml files' included.
    package var warnings = 0

    /// `.success` when no spec has an error, warnings allowed.
    package var status: ExitCode { failure ?? (errors == 0 ? .success : .invalidInput) }
    /// Nil when every spec could be read with its settings; else the exit
    /// status of the run that stops there, uncounted.
    package var failure: ExitCode?
    var usageError: UsageError?
}

extension Generation {
    /// `options`' specs (none: every spec of the project), each with the
    /// settings of its nearest archgen.yml, checked; nothing rendered or written.
    package func lint() -> SpecLint {
        var lint = SpecLint()
        let paths: [String]
        switch options.input {
        case .specs(let named): paths = named
        case .newModule(_, let spec): paths = spec.map { [$0] } ?? []
        }
        (lint.diagnostics, lint.failure, lint.usageError) = collecting { context throws(UsageError) in
            try context.lint(paths, style: options.choices.style, into: &lint)
        }
        return lint
    }
}

extension CommandContext {
    fileprivate func lint(_ named: [String], style: String?, into lint: inout SpecLint) throws(UsageError) -> ExitCode? {
        let catalog = ProjectCatalog(self)
        let checks = ProjectChecks(self)
        var paths = named
        if paths.isEmpty {
            paths = catalog.everySpec().map(\.path)
            console.report(catalog.diagnostics)
            if catalog.hasErrors { return .invalidInput }
            lint.warnings += catalog.diagnostics.count
            if paths.isEmpty { throw catalog.noSpecsFound }
        }
        for path in paths {
            // Each spec with the settings of its nearest archgen.yml; an invalid one is reported once.
            let reported = catalog.diagnostics.count
            let project = catalog.project(governing: path)
            let settingsDiagnostics = Array(catalog.diagnostics.dropFirst(reported))
            console.report(settingsDiagnostics)
            guard let project else { return .invalidInput }
            lint.warnings += settingsDiagnostics.count
            let result = loadSpec(at: path, style: try styleOption(style, for: [project]), project: project)
            let projectErrors = result.spec.map {
                checks.diagnostics(for: $0, layout: project.layout(for: $0, specPath: path), project: project)
            } ?? []
            console.report(result.errors + projectErrors + result.warnings + result.notes)
            lint.errors += result.errors.count + projectErrors.count
            lint.warnings += result.warnings.count
        }
        lint.specs = paths.count
        return nil
    }
}
