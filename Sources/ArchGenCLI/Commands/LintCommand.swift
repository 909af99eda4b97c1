import ArchGenSpec

/// `archgen lint [SPEC...]`: full validation, nothing written.
extension Command {
    static let lint = Command(
        name: "lint",
        summary: "Validate specs (no files written, no build)",
        signature: LintOptions.signature,
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
            let lint = Generation(context: context, options: LintOptions(arguments).generation).lint()
            context.console.report(lint.diagnostics)
            if let usageError = lint.usageError { throw usageError }
            if let failure = lint.failure { return failure }
            context.console.print(
                "linted \(plural(lint.specs, "spec")): \(plural(lint.errors, "error")), \(plural(lint.warnings, "warning"))")
            return lint.status
        })
}

/// `1 spec`, `2 specs`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
