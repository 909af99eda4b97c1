import ArchGenSpec

/// `archgen lint [SPEC...]`: full validation, nothing written.
extension Command {
    static let lint = Command(
        name: "lint",
        summary: "Validate specs (no files written, no build)",
        signature: CommandSignature(options: [.style], positional: .init(name: "SPEC", minimum: 0, maximum: nil)),
        discussion: """
            Without SPEC, every spec of the project is linted, as generate and check find them.
            Reports every error and warning of each spec as path:line:column, with the line and a caret, \
            a note for each role the spec leaves out whose protocol the style keeps all the same, \
            and what only its project shows: a test double named like a type the project already has (in the \
            module's folders, its external files, the shared declarations), a service or entity another spec of \
            the same app module declares too.
            archgen.yml's defaults apply to what a spec leaves out; an invalid archgen.yml is reported the same way, \
            and so are the warnings of its shared declarations.
            Exit status: 0 when every spec is valid (warnings allowed), 2 when any has an error.
            """,
        run: { arguments, context throws(UsageError) in
            let catalog = ProjectCatalog(context)
            let checks = ProjectChecks(context)
            var errors = 0, warnings = 0
            var paths = arguments.positionals
            if paths.isEmpty {
                paths = catalog.everySpec().map(\.path)
                context.console.report(catalog.diagnostics)
                if catalog.hasErrors { return .invalidInput }
                warnings += catalog.diagnostics.count
                if paths.isEmpty { throw catalog.noSpecsFound }
            }
            for path in paths {
                // Each spec with the settings of its nearest archgen.yml; an invalid one is reported once.
                let reported = catalog.diagnostics.count
                let project = catalog.project(governing: path)
                let settingsDiagnostics = Array(catalog.diagnostics.dropFirst(reported))
                context.console.report(settingsDiagnostics)
                guard let project else { return .invalidInput }
                warnings += settingsDiagnostics.count
                let result = context.loadSpec(at: path, style: try context.styleOption(arguments, for: [project]), project: project)
                let projectErrors = result.spec.map {
                    checks.diagnostics(for: $0, layout: project.layout(for: $0, specPath: path), project: project)
                } ?? []
                context.console.report(result.errors + projectErrors + result.warnings + result.notes)
                errors += result.errors.count + projectErrors.count
                warnings += result.warnings.count
            }
            let specs = paths.count
            context.console.print("linted \(plural(specs, "spec")): \(plural(errors, "error")), \(plural(warnings, "warning"))")
            return errors == 0 ? .success : .invalidInput
        })
}

/// `1 spec`, `2 specs`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
