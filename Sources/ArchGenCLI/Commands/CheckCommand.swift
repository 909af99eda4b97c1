import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

/// `archgen check [SPEC|FILE|FOLDER ...]`: the CI and pre-commit command.
extension Command {
    static let check = Command(
        name: "check",
        summary: "Check modules: valid specs, generated files in sync, scaffold files present, everything builds",
        signature: CheckOptions.signature,
        discussion: """
            Validates each spec, compares its generated files with what it generates (a unified diff for each \
            drifted file), checks that its scaffold files exist, then proves that every module compiles as it is \
            on disk, user code included, with its doubles and tests, in a sandbox package per project in archgen's \
            cache (reused, so a second check compiles only what changed). The proof is the compiler's, module by \
            module (type checking and its flow checks: no code generation, no linking); --full-build (or \
            archgen.yml's build.proof: full) builds with one `swift build` instead. --run-tests builds with \
            `swift build` and runs the tests.
            Each spec follows its nearest archgen.yml. Without arguments, every spec of the project here and of \
            every archgen.yml below is checked. A SPEC is a .archgen file; an archgen.yml selects its project's \
            modules, and so does the project.pbxproj of its xcode settings; a FOLDER the specs below it and the \
            modules in it; any other FILE the module whose folders hold it. A path that selects nothing is an error (exit 2), except a file of no module in a commit's \
            list: with --staged, or in the pre-commit framework (PRE_COMMIT set), such files are passed over.
            --staged checks the modules whose spec or files are staged, as staged: specs, settings, Swift and \
            Xcode project files are read from git's index, not the working tree.
            With archgen.yml's xcode settings, a module file missing from its target, or built by the wrong one, \
            is a problem located in project.pbxproj.
            With archgen.yml's package settings, the team's package itself is built (`swift build` of the modules' \
            targets, into archgen's cache, never the package's .build; --run-tests runs their test targets; --staged \
            builds the index's copy), and a module whose target is missing from the manifest, or at another folder, \
            is a problem located in Package.swift.
            A generated file that no spec generates any more (its spec deleted or renamed) is a problem, in every \
            project checked without arguments, else in the projects of the specs and archgen.yml files named or \
            staged; `archgen generate --prune` removes it.
            Code a build leaves out (#if canImport(UIKit) on Linux) is named in a note. On macOS with Xcode the \
            modules are built for the iOS simulator; --no-simulator builds for the Mac.
            JSON and GitHub output name files from the repository's top level (GITHUB_WORKSPACE, else git's).
            Exit status: 0 all good, 1 problems found, 2 invalid spec or usage, 3 no toolchain or no sandbox.
            """,
        run: { arguments, context throws(UsageError) in
            let options = try CheckOptions(arguments)
            let format = options.format
            var report = try context.check(options)
            // Tools and annotations name files from the repository's top level.
            if format != .text, let paths = RepositoryPaths.find(in: context) { report = report.relocated(paths) }
            report.print(as: format, to: context.console)
            return report.status
        })
}

extension CheckReport.File {
    init(action: FileAction, module: String) {
        let state: State = switch action.kind {
        case .create: .missing
        case .update: .drifted
        case .unchanged: .upToDate
        case .skip, .remove: .present  // check plans no removal
        }
        self.init(path: action.path, module: module, ownership: action.ownership, state: state)
    }
}
