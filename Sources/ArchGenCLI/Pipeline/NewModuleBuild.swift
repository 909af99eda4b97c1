import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// What only a new module's generation does: its starter spec kept from
/// replacing another, its scaffolds' edits told apart, its build before writing.
extension CommandContext {
    /// `new` generates from its starter spec, so a different spec already at
    /// its path is an error (unless --force replaces it). The hint names the
    /// command that keeps it: --force would replace the spec and every
    /// implementation written from it.
    func checkNoOtherSpec(
        at path: String, module: String, starter: PlannedFile, force: Bool
    ) throws(UsageError) {
        if let existing = try? system.readFile(path), existing != Array(starter.contents.utf8), !force {
            throw UsageError("\(path) already exists and differs from the starter spec",
                             hint: "generate module \(module) from it with `archgen generate \(path)`")
        }
    }

    /// `files` with each scaffold's `unedited` bytes: as the spec at
    /// `specPath` (which --force replaces) renders it, so that only a
    /// scaffold the user changed since is said to lose edits.
    func markingUnedited(
        _ files: [PlannedFile], asRenderedFrom specPath: String, project: Project, folders: FolderOptions,
        loader: LayeredTemplateLoader
    ) -> [PlannedFile] {
        guard let replaced = loadSpec(at: specPath, style: nil, project: project).spec,
              let rendered = try? ModuleRenderer(loader: loader).render(
                  replaced, layout: project.layout(for: replaced, specPath: specPath, folders: folders)) else { return files }
        let before = Dictionary(rendered.map { ($0.path, Array($0.contents.utf8)) }, uniquingKeysWith: { first, _ in first })
        return files.map { file in
            var marked = file
            if file.ownership == .scaffold { marked.unedited = before[file.path] }
            return marked
        }
    }
}

extension CommandContext {
    /// Builds the new module as it will be once its files are written; nil
    /// when it builds (its warnings are shown) or the plan cannot be carried
    /// out (the writer reports why), else the exit status after printing why.
    func buildBeforeWriting(_ build: NewModuleBuild, writing options: WriteOptions) -> ExitCode? {
        let (spec, layout, project) = (build.spec, build.layout, build.project)
        let plan = FileWriter(fileSystem: system.fileSystem).plan(build.files, options: options)
        guard plan.errors.isEmpty else { return nil }
        let pending = Dictionary(plan.actions.filter(\.writes).map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 })
        var sandbox = ProjectBuild(project: project, loader: build.loader)
        do throws(Diagnostic) {
            sandbox.modules = [try sandboxModule(spec, layout: layout, project: project, pending: pending,
                                                 compiledExternals: &sandbox.compiledExternals)]
        } catch {
            console.report([error])
            return .invalidInput
        }
        sandbox.specs = [pending[spec.path] ?? String(decoding: (try? system.readFile(spec.path)) ?? [], as: UTF8.self)]
        // A module whose routes open others calls their entry points: it compiles with its app module's other modules, as check builds it.
        if !spec.openedModules.isEmpty {
            let new = PlannedModule(spec: spec, layout: layout, project: project)
            var builds = [sandbox]
            addSiblings(appSiblings(of: [new], catalog: ProjectCatalog(self), style: nil), to: &builds)
            sandbox = builds[0]
        }
        switch buildCheck(
            sandbox.modules, specs: sandbox.specs + sharedInputs(of: project, for: sandbox.modules), templates: build.loader, runTests: false,
            proof: compileProof(build.options, project: project), swift: build.options.swift, project: project,
            destination: buildDestination(build.options)) {
        case .success(let build):
            guard !build.built else {
                console.report(build.buildDiagnostics)
                return nil
            }
            // The errors are at the paths the files would have: say that those were not written.
            console.report(build.buildDiagnostics.map { diagnostic in
                guard let action = plan.actions.first(where: { $0.writes && $0.path == diagnostic.path }) else { return diagnostic }
                var marked = diagnostic
                let note = action.kind == .create
                    ? "not written: this is the file new would create" : "not written: these are the contents new would give this file"
                marked.hint = diagnostic.hint.map { $0 + "; " + note } ?? note
                return marked
            })
            console.printError("error: \(spec.module) does not compile; nothing was written (--no-build writes it anyway)")
            return .problemsFound
        case .failure(let error):
            console.report([Diagnostic(error)])
            return .environment
        }
    }
}
