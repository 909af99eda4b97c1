import ArchGenSpec

/// `archgen new <Module>`: a module from a spec, or from a starter spec it writes.
extension Command {
    static let new = Command(
        name: "new",
        summary: "Create a module, from --spec or from a starter spec it writes",
        signature: NewOptions.signature,
        discussion: """
            Without --spec, writes a starter spec <Module>.archgen (one event, one request, one result, one \
            route) and generates the module from it, so it can be edited and regenerated. With --spec, generates \
            from that spec; its module must match <Module>, which may then be omitted.
            Sources go to <Module>/ and doubles and tests to <Module>Tests/, beside the spec, or where \
            archgen.yml's paths say (--output and --tests-output move them): the archgen.yml of the current \
            folder or above it, else the one below it, as generate finds it (a repository's top level, the app in ios/). Without --spec the spec is written \
            beside --output, else to archgen.yml's first spec folder, else to the current folder; its style, \
            platform and tests are the options', else archgen.yml's defaults.
            Generated files (contract, entities, doubles) are rewritten when they change; scaffold files \
            (implementations, tests) are never overwritten without --force, which lists edited ones first. \
            --force also replaces an existing spec with the starter spec, and every implementation with it: \
            to generate from an existing spec, run `archgen generate <spec>`.
            With archgen.yml's xcode settings, the files join the Xcode project's groups and targets; with its \
            package settings, the module gets its target and test target in Package.swift, proved by SwiftPM.
            Before writing anything, the module (with its doubles and tests, and any files of it already on disk) \
            is compiled in a sandbox package in archgen's cache: by the compiler directly (type checking and its \
            flow checks, no code generation or linking), or with `swift build` given --full-build or archgen.yml's \
            build.proof: full. When it does not compile, the compiler's errors are printed and nothing is written \
            (exit 1). --no-build and --dry-run skip the build.
            """,
        run: { arguments, context throws(UsageError) in
            try Generation(context: context, options: try NewOptions(arguments).generation).run()
        })
}
