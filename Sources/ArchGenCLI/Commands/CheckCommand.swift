import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

/// `archgen check [SPEC|FILE ...]`: the CI and pre-commit command.
extension Command {
    static let check = Command(
        name: "check",
        summary: "Check modules: valid specs, generated files in sync, scaffold files present, everything builds",
        signature: CommandSignature(
            flags: [.staged, .noBuild, .runTests, .noSimulator],
            options: [.format, .swift, .style, .templates],
            positional: .init(name: "SPEC|FILE", minimum: 0, maximum: nil)),
        discussion: """
            Validates each spec, compares its generated files with what it generates (a unified diff for each \
            drifted file), checks that its scaffold files exist, then builds every module as it is on disk, user \
            code included, with its doubles and tests, in one `swift build` of a sandbox package in archgen's \
            cache (reused, so a second check rebuilds only what changed). --run-tests also runs the tests.
            Without arguments, every spec under this folder is checked. A SPEC is a .archgen file; any other \
            FILE selects the module whose folders hold it (files of no module are ignored), so pre-commit can \
            pass the files of a commit. --staged checks the modules whose spec or files are staged in git.
            Exit status: 0 all good, 1 problems found, 2 invalid spec or usage, 3 no toolchain or no sandbox.
            """,
        run: { arguments, context throws(UsageError) in
            let format = try context.choiceOption(arguments, "--format", "format", CheckReport.Format.self) ?? .text
            var report = try context.check(arguments)
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
        case .skip: .present
        }
        self.init(path: action.path, module: module, ownership: action.ownership, state: state)
    }
}

extension CommandSignature.Flag {
    static let staged = CommandSignature.Flag(
        name: "--staged", help: "Check only the modules whose spec or files are staged in git")
    static let runTests = CommandSignature.Flag(name: "--run-tests", help: "Also run the modules' tests")
}

extension CommandSignature.Option {
    static let format = CommandSignature.Option(
        name: "--format", valueName: "text|json|github", help: "How to print the findings (default: text)")
}
