import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

extension CommandContext {
    /// Everything `check` finds, in order: settings and specs, then each
    /// module's generated and scaffold files, then the build (and tests).
    func check(_ arguments: ParsedArguments) throws(UsageError) -> CheckReport {
        let start = system.now()
        let style = try styleOption(arguments)
        var report = CheckReport()
        let (found, settingsDiagnostics) = loadProject()
        report.findings += settingsDiagnostics.map { CheckFinding(kind: .spec, diagnostic: $0) }
        guard let project = found else {
            report.status = .invalidInput
            return report
        }
        let loader = try templateLoader(arguments, project: project)
        var paths: [String]? = arguments.positionals.isEmpty ? nil : arguments.positionals
        if arguments.has("--staged") {
            do throws(GitError) {
                // A staged deletion of a spec leaves nothing to check; of a module file, its module.
                paths = try gitRepository().stagedFiles().filter { !$0.hasSuffix(".archgen") || system.fileExists($0) }
            } catch {
                report.findings.append(CheckFinding(kind: .environment, diagnostic: Diagnostic(
                    severity: .error, message: error.message, path: "git", hint: error.hint)))
                report.status = .environment
                return report
            }
        }
        guard let selection = try checkSelection(paths, style: style, project: project, report: &report) else {
            return report
        }
        report.modules = selection.map {
            .init(name: $0.spec.module, spec: $0.spec.path, sources: $0.layout.sources, tests: $0.layout.tests)
        }
        var buildable: [SandboxModule] = []
        var buildableSpecs: [String] = []
        var rendered: [PlannedFile] = []
        for module in selection {
            let files: [PlannedFile]
            do throws(TemplateError) {
                files = try ModuleRenderer(loader: loader).render(module.spec, layout: module.layout)
            } catch {
                report.findings.append(CheckFinding(kind: .spec, diagnostic: error.diagnostic))
                report.status = .invalidInput
                return report
            }
            rendered += files
            let plan = WritePlanner.plan(files, in: system.fileSystem)
            let findings = DriftCheck.findings(in: plan, specPath: module.spec.path)
            report.findings += findings
            report.files += plan.actions.map { CheckReport.File(action: $0, module: module.spec.module) }
            guard !findings.contains(where: { $0.kind == .missing }) else { continue }
            do throws(Diagnostic) {
                buildable.append(try sandboxModule(module.spec, layout: module.layout))
                buildableSpecs.append(String(decoding: (try? system.readFile(module.spec.path)) ?? [], as: UTF8.self))
            } catch {
                report.findings.append(CheckFinding(kind: .missing, diagnostic: error))
            }
        }
        report.findings += xcodeProjectFindings(rendered, layouts: selection.map(\.layout), project: project)
        report.timings.append(.init(step: "specs", duration: system.now() - start))
        if arguments.has("--no-build") {
            report.buildSkipped = "build skipped: --no-build"
        } else if buildable.isEmpty {
            report.buildSkipped = "nothing to build"
        } else {
            switch buildCheck(
                buildable, specs: buildableSpecs, templates: loader, runTests: arguments.has("--run-tests"),
                swift: arguments.options["--swift"], project: project) {
            case .success(let build):
                report.build = build
                report.findings += build.buildDiagnostics.map { CheckFinding(kind: .compile, diagnostic: $0) }
                report.findings += build.testDiagnostics.map { CheckFinding(kind: .test, diagnostic: $0) }
                report.timings.append(.init(step: "build", duration: build.buildDuration))
                if let tests = build.testDuration { report.timings.append(.init(step: "tests", duration: tests)) }
            case .failure(let error):
                report.findings.append(CheckFinding(kind: .environment, diagnostic: Diagnostic(error)))
                report.status = .environment
                return report
            }
        }
        report.timings.append(.init(step: "total", duration: system.now() - start))
        report.status = report.errorCount > 0 ? .problemsFound : .success
        return report
    }
}
