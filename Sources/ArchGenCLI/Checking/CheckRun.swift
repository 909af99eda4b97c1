import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

extension CommandContext {
    /// Everything `check` finds, in order: settings and specs, then each
    /// module's generated and scaffold files, then the build (and tests) of
    /// each project's modules in its own sandbox.
    func check(_ arguments: ParsedArguments) throws(UsageError) -> CheckReport {
        let start = system.now()
        let style = try styleOption(arguments)
        var report = CheckReport()
        let typed = arguments.positionals.isEmpty ? nil : arguments.positionals
        var checked = self
        var paths = typed
        if arguments.has("--staged") {
            report.source = .staged
            do throws(GitError) {
                let repository = try gitRepository()
                checked = CommandContext(system: system.viewing(try repository.stagedTree(reading: Self.isReadWhenStaged)))
                // A staged deletion of a spec leaves nothing to check; of a module file, its module.
                if paths == nil { paths = try repository.stagedFiles() }
            } catch {
                report.findings.append(CheckFinding(kind: .environment, diagnostic: Diagnostic(
                    severity: .error, message: error.message, path: "git", hint: error.hint)))
                report.status = .environment
                return report
            }
        } else if typed != nil, system.variables["PRE_COMMIT"] != nil {
            report.source = .preCommitFramework
        }
        // Templates are read from the working tree, staged or not.
        let templates = try templatesOption(arguments)
        let request = CheckRequest(
            paths: paths, typed: typed != nil, commitList: report.source != .workingTree,
            exists: { [system] path in checked.system.fileExists(path) || system.fileExists(path) })
        let catalog = ProjectCatalog(checked)
        guard let selection = try checked.checkSelection(
            request, style: style, templates: templates, catalog: catalog, report: &report) else { return report }
        report.modules = selection.map {
            .init(name: $0.spec.module, spec: $0.spec.path, sources: $0.layout.sources, tests: $0.layout.tests,
                  project: $0.project.settingsPath)
        }
        var loaders: [String: LayeredTemplateLoader] = [:]
        var builds: [(project: Project, modules: [SandboxModule], specs: [String], loader: LayeredTemplateLoader)] = []
        var specPaths: [String: String] = [:]
        for module in selection {
            let projectKey = module.project.settingsPath ?? ""
            let loader = loaders[projectKey] ?? BuiltinTemplates.layeredLoader(overridingWith: templates ?? module.project.templatesFolder)
            loaders[projectKey] = loader
            let files: [PlannedFile]
            do throws(TemplateError) {
                files = try ModuleRenderer(loader: loader).render(module.spec, layout: module.layout)
            } catch {
                report.findings.append(CheckFinding(kind: .spec, diagnostic: error.diagnostic))
                report.status = .invalidInput
                return report
            }
            let plan = WritePlanner.plan(files, in: checked.system.fileSystem)
            let findings = DriftCheck.findings(in: plan, specPath: module.spec.path)
            report.findings += findings
            report.files += plan.actions.map { CheckReport.File(action: $0, module: module.spec.module) }
            guard !findings.contains(where: { $0.kind == .missing }) else { continue }
            do throws(Diagnostic) {
                let sandboxModule = try checked.sandboxModule(module.spec, layout: module.layout)
                let specText = String(decoding: (try? checked.system.readFile(module.spec.path)) ?? [], as: UTF8.self)
                specPaths[projectKey + "\n" + module.spec.module] = module.spec.path
                if let index = builds.firstIndex(where: { ($0.project.settingsPath ?? "") == projectKey }) {
                    builds[index].modules.append(sandboxModule)
                    builds[index].specs.append(specText)
                } else {
                    builds.append((module.project, [sandboxModule], [specText], loader))
                }
            } catch {
                report.findings.append(CheckFinding(kind: .missing, diagnostic: error))
            }
        }
        report.timings.append(.init(step: "specs", duration: system.now() - start))
        if arguments.has("--no-build") {
            report.buildSkipped = "build skipped: --no-build"
        } else if builds.isEmpty {
            report.buildSkipped = "nothing to build"
        } else {
            let destination = buildDestination(arguments)
            report.destination = destination.name
            for build in builds {
                switch checked.buildCheck(
                    build.modules, specs: build.specs, templates: build.loader, runTests: arguments.has("--run-tests"),
                    swift: arguments.options["--swift"], project: build.project, destination: destination) {
                case .success(let result):
                    report.add(result)
                    let projectKey = build.project.settingsPath ?? ""
                    for module in build.modules {
                        let code = CompiledOutCode.find(in: module, for: destination)
                        guard !code.isEmpty, let spec = specPaths[projectKey + "\n" + module.name] else { continue }
                        report.noteNotCompiled(code, module: module.name, spec: spec, destination: destination)
                    }
                case .failure(let error):
                    report.findings.append(CheckFinding(kind: .environment, diagnostic: Diagnostic(error)))
                    report.status = .environment
                    return report
                }
            }
        }
        if let build = report.build {
            report.timings.append(.init(step: "build", duration: build.buildDuration))
            if let tests = build.testDuration { report.timings.append(.init(step: "tests", duration: tests)) }
        }
        report.timings.append(.init(step: "total", duration: system.now() - start))
        report.status = report.errorCount > 0 ? .problemsFound : .success
        return report
    }

    /// The staged files whose contents a check may read: specs, archgen.yml
    /// and Swift files (module files and `external` ones). Templates are
    /// read from the working tree.
    static func isReadWhenStaged(_ path: String) -> Bool {
        path.hasSuffix(".archgen") || path.hasSuffix(".swift")
            || path == ProjectSettingsLoader.fileName || path.hasSuffix("/" + ProjectSettingsLoader.fileName)
    }
}
