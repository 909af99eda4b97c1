import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

/// `archgen check [SPEC|FILE ...]`: the CI and pre-commit command.
extension Command {
    static let check = Command(
        name: "check",
        summary: "Check modules: valid specs, generated files in sync, scaffold files present, everything builds",
        signature: CommandSignature(
            flags: [.staged, .noBuild, .runTests],
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
            let start = context.system.now()
            let format = try context.choiceOption(arguments, "--format", "format", CheckReport.Format.self) ?? .text
            let loader = try context.templateLoader(arguments)
            let style = try context.styleOption(arguments)
            var report = CheckReport()
            defer { report.print(as: format, to: context.console) }
            guard let selection = try context.checkSelection(arguments, style: style, report: &report) else {
                return report.status
            }
            report.modules = selection.map {
                .init(name: $0.spec.module, spec: $0.spec.path, sources: $0.layout.sources, tests: $0.layout.tests)
            }
            var buildable: [SandboxModule] = []
            for module in selection {
                let files: [PlannedFile]
                do throws(TemplateError) {
                    files = try ModuleRenderer(loader: loader).render(module.spec, layout: module.layout)
                } catch {
                    report.findings.append(CheckFinding(kind: .spec, diagnostic: error.diagnostic))
                    report.status = .invalidInput
                    return report.status
                }
                let plan = WritePlanner.plan(files, in: context.system.fileSystem)
                let findings = DriftCheck.findings(in: plan, specPath: module.spec.path)
                report.findings += findings
                report.files += plan.actions.map { CheckReport.File(action: $0, module: module.spec.module) }
                guard !findings.contains(where: { $0.kind == .missing }) else { continue }
                do throws(Diagnostic) {
                    buildable.append(try context.sandboxModule(module.spec, layout: module.layout))
                } catch {
                    report.findings.append(CheckFinding(kind: .missing, diagnostic: error))
                }
            }
            report.timings.append(.init(step: "specs", duration: context.system.now() - start))
            if arguments.has("--no-build") {
                report.buildSkipped = "build skipped: --no-build"
            } else if buildable.isEmpty {
                report.buildSkipped = "nothing to build"
            } else {
                switch context.buildCheck(buildable, runTests: arguments.has("--run-tests"), swift: arguments.options["--swift"]) {
                case .success(let build):
                    report.build = build
                    report.findings += build.buildDiagnostics.map { CheckFinding(kind: .compile, diagnostic: $0) }
                    report.findings += build.testDiagnostics.map { CheckFinding(kind: .test, diagnostic: $0) }
                    report.timings.append(.init(step: "build", duration: build.buildDuration))
                    if let tests = build.testDuration { report.timings.append(.init(step: "tests", duration: tests)) }
                case .failure(let error):
                    report.findings.append(CheckFinding(kind: .compile, diagnostic: Diagnostic(error)))
                    report.status = .environment
                    return report.status
                }
            }
            report.timings.append(.init(step: "total", duration: context.system.now() - start))
            report.status = report.errorCount > 0 ? .problemsFound : .success
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
