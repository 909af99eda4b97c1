import ArchGenSpec

/// `archgen generate [SPEC...]`: brings modules up to date with their specs.
extension Command {
    static let generate = Command(
        name: "generate",
        summary: "Rewrite the generated files of specs (default: every spec of the project)",
        signature: GenerateOptions.signature,
        discussion: """
            Generated files (contract, entities, test doubles) are rewritten when their content changes. \
            Scaffold files (implementations, tests) that are missing are created; existing ones are never rewritten, \
            but when the spec adds a requirement to a protocol, its stub is inserted into the type that implements \
            it (lines added only, in files archgen created; --dry-run shows the diff), and a note names what archgen \
            leaves to you. A Swift file archgen did not write is never replaced: one at a path it writes is an error.
            Generated files no spec generates any more are named in notes; --prune removes those unchanged since \
            archgen wrote them (their header's digest matches).
            Without SPEC, every spec of the project is used: each *.archgen file under archgen.yml's spec \
            folders, or under the current folder without archgen.yml. A module's files go where archgen.yml's \
            paths say, or beside its spec: sources in <Module>/, doubles and tests in <Module>Tests/. \
            archgen.yml's defaults apply to what a spec leaves out, and its templates folder when --templates is not given. \
            With its xcode settings, new files join the Xcode project's groups and targets (--dry-run shows the diff); \
            with its package settings, each module gets its targets in Package.swift, proved by SwiftPM. \
            archgen.yml's shared declarations are written with the modules of their project: their protocols and \
            entities in SharedDeclarations.swift, their mocks in SharedTestDoubles.swift.
            Nothing is written when any spec or template is invalid, or two specs describe one module (exit 2), \
            or any file cannot be written (exit 3).
            """,
        run: { arguments, context throws(UsageError) in
            try Generation(context: context, options: try GenerateOptions(arguments).generation).run()
        })
}
