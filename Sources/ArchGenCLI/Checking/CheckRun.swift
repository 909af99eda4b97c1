import ArchGenKit
import ArchGenPackage
import ArchGenSource
import ArchGenSpec

/// One project's share of a check: the modules its sandbox builds.
struct ProjectBuild {
    var project: Project
    var loader: LayeredTemplateLoader
    var modules: [SandboxModule] = []
    /// The modules' spec texts, in order (part of the build's fingerprint).
    var specs: [String] = []
    /// Each module's spec path, by module name.
    var specPaths: [String: String] = [:]
    /// What the selected modules' specs render, and where, for the Xcode project's membership check.
    var rendered: [PlannedFile] = []
    var layouts: [ModuleLayout] = []
    /// Whether the shared declarations' files were compared with what archgen.yml generates.
    var sharedCompared = false
    /// The `external` entries compiled so far, by app module (`sandboxModule`).
    var compiledExternals: [String: Set<String>] = [:]
    /// In a package project: the selected modules, whose targets the manifest must have...
    var packageModules: [(module: String, layout: ModuleLayout)] = []
    /// ...those of them with every file, whose targets are built...
    var packageBuilt: [(module: String, layout: ModuleLayout)] = []
    /// ...and SwiftPM's reading of the manifest (nil without a toolchain, or
    /// when it cannot be read: `manifestUnreadable`, a problem found, no build then).
    var membership: PackageMembership?
    var manifestUnreadable = false
}

extension CommandContext {
    /// Everything `check` finds, in order: settings and specs, then each
    /// module's generated and scaffold files, then the build (and tests) of
    /// each project's modules in its own sandbox.
    func check(_ options: CheckOptions) throws(UsageError) -> CheckReport {
        let start = system.now()
        let style = try styleOption(options.style)
        var report = CheckReport()
        let typed = options.paths.isEmpty ? nil : options.paths
        var checked = self
        var paths = typed
        if options.staged {
            report.source = .staged
            do throws(GitError) {
                let repository = try gitRepository()
                checked.system = system.viewing(try repository.stagedTree(reading: Self.isReadWhenStaged))
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
        let templates = try templatesOption(options.templates)
        let request = CheckRequest(
            paths: paths, typed: typed != nil, commitList: report.source != .workingTree,
            exists: { [system] path in checked.system.fileExists(path) || system.fileExists(path) })
        let inventory = ProjectInventory(checked)  // what every check of the run reads of the projects, read once
        let catalog = ProjectCatalog(checked)
        guard let selection = try checked.checkSelection(
            request, style: style, templates: templates, catalog: catalog, inventory: inventory, report: &report)
        else { return report }
        report.modules = selection.map {
            .init(name: $0.spec.module, spec: $0.spec.path, sources: $0.layout.sources, tests: $0.layout.tests,
                  project: $0.project.settingsPath)
        }
        // The files the selected specs produce, as generate renders them (templates from the working tree, staged or not).
        let rendered = try Generation(context: self, options: options.generation).render(selection)
        guard var builds = checked.compare(rendered, swift: options.build.swift, report: &report) else { return report }
        checked.addSiblings(checked.appSiblings(of: selection, catalog: catalog, style: style), to: &builds)
        report.findings += checked.orphanFindings(in: checked.orphanProjects(of: selection, paths: paths), inventory: inventory)
        report.timings.append(.init(step: "specs", duration: system.now() - start))
        if options.noBuild {
            report.buildSkipped = "build skipped: --no-build"
        } else if builds.isEmpty {
            report.buildSkipped = "nothing to build"
        } else {
            let destination = buildDestination(options.build)
            report.destination = destination.name
            for build in builds {
                guard checked.build(build, options: options, destination: destination, report: &report) else { return report }
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

    /// Each module's files compared with what its spec generates (drift,
    /// missing files), and the modules that can be built, by project; nil
    /// after a template error (the report then says so, status 2).
    private func compare(_ rendered: RenderedModules, swift: String?, report: inout CheckReport) -> [ProjectBuild]? {
        var builds: [ProjectBuild] = []
        for entry in rendered.modules {
            let module = entry.module
            let index = builds.firstIndex { $0.project.settingsPath == module.project.settingsPath } ?? {
                builds.append(ProjectBuild(project: module.project, loader: entry.loader))
                return builds.count - 1
            }()
            if let shared = entry.shared { compareShared(shared, into: &builds[index], report: &report) }
            builds[index].rendered += entry.files
            builds[index].layouts.append(module.layout)
            builds[index].packageModules.append((module.spec.module, module.layout))
            let plan = WritePlanner.plan(entry.files, in: system.fileSystem)
            let findings = DriftCheck.findings(in: plan, specPath: module.spec.path)
            report.findings += findings
            report.files += plan.actions.map { CheckReport.File(action: $0, module: module.spec.module) }
            guard !findings.contains(where: { $0.kind == .missing }) else { continue }
            do throws(Diagnostic) {
                try include(module, in: &builds[index])
                builds[index].specPaths[module.spec.module] = module.spec.path
                builds[index].packageBuilt.append((module.spec.module, module.layout))
            } catch {
                report.findings.append(CheckFinding(kind: .missing, diagnostic: error))
            }
        }
        if let failure = rendered.failure {
            report.findings += rendered.diagnostics.map { CheckFinding(kind: .spec, diagnostic: $0) }
            report.status = failure
            return nil
        }
        for index in builds.indices {
            let build = builds[index]
            report.findings += xcodeProjectFindings(build.rendered, layouts: build.layouts, project: build.project)
            if build.project.settings.package != nil {
                let package = packageMembership(of: build.project, modules: build.packageModules, swift: swift)
                builds[index].membership = package.membership
                builds[index].manifestUnreadable = package.membership == nil && !package.findings.isEmpty
                report.findings += package.findings
            }
            builds[index].specs += sharedInputs(of: build.project, for: build.modules)
        }
        return builds.filter { !$0.modules.isEmpty }
    }

    /// The shared declarations' files compared with what archgen.yml generates.
    private func compareShared(_ files: [PlannedFile], into build: inout ProjectBuild, report: inout CheckReport) {
        let settingsPath = build.project.settingsPath ?? ProjectSettingsLoader.fileName
        build.rendered += files
        build.layouts.append(build.project.sharedLayout)
        let plan = WritePlanner.plan(files, in: system.fileSystem)
        report.findings += DriftCheck.findings(
            in: plan, specPath: settingsPath, regenerate: "run `archgen generate` (the shared declarations of \(settingsPath))")
        report.files += plan.actions.map { CheckReport.File(action: $0, module: SharedFiles.moduleName) }
    }

    /// Builds one project's modules (and runs their tests) into `report`,
    /// with a note for each module whose code this build leaves out; false
    /// when the build could not run (the report then says why, status 3).
    private func build(
        _ build: ProjectBuild, options: CheckOptions, destination: BuildDestination, report: inout CheckReport
    ) -> Bool {
        let outcome: Result<BuildCheckResult?, BuildCheckError>
        if build.project.settings.package != nil {
            // The team's package is the proof; a manifest SwiftPM cannot read is already the problem.
            guard !build.manifestUnreadable else {
                if report.build == nil { report.buildSkipped = "nothing to build: SwiftPM cannot read the manifest" }
                return true
            }
            outcome = packageBuildCheck(
                build.packageBuilt, membership: build.membership, project: build.project, runTests: options.runTests,
                staged: options.staged, swift: options.build.swift, destination: destination)
        } else {
            outcome = buildCheck(
                build.modules, specs: build.specs, templates: build.loader, runTests: options.runTests,
                proof: compileProof(options.build, project: build.project), swift: options.build.swift,
                project: build.project, destination: destination,
                testFilter: TestFilter.selecting(Set(build.specPaths.keys), of: build.modules)).map { $0 }
        }
        switch outcome {
        case .success(nil):
            if report.build == nil { report.buildSkipped = "nothing to build: the modules' targets are not in the package as they should be" }
            return true
        case .success(let result?):
            report.add(result)
            for module in build.modules {
                let code = CompiledOutCode.find(in: module, for: destination)
                guard !code.isEmpty, let spec = build.specPaths[module.name] else { continue }
                report.noteNotCompiled(code, module: module.name, spec: spec, destination: destination)
            }
            return true
        case .failure(let error):
            report.findings.append(CheckFinding(kind: .environment, diagnostic: Diagnostic(error)))
            report.status = .environment
            return false
        }
    }

    /// The staged files whose contents a check may read: specs, archgen.yml,
    /// Swift files (module files and `external` ones) and Xcode project
    /// files. Templates are read from the working tree.
    static func isReadWhenStaged(_ path: String) -> Bool {
        path.hasSuffix(".archgen") || path.hasSuffix(".swift") || path.hasSuffix(".xcodeproj/project.pbxproj")
            || path == ProjectSettingsLoader.fileName || path.hasSuffix("/" + ProjectSettingsLoader.fileName)
    }
}
