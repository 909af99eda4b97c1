import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// The checks of a spec that need its project (`ProjectLint`), for `lint`,
/// `new`, `generate` and `check`: its test doubles, the types it declares
/// and those of the scaffold files it would write, against the types the
/// app already has; and its services, entities, `external` types and file
/// names against the other specs of its app module (and the types they
/// generate) in its project (with or without archgen.yml). What is read is
/// read once per run (`ProjectInventory`).
///
/// The app's types are those of the Swift files in the module's folders, its
/// `external` files and, when it uses them, the shared declarations; for a
/// module of an app module it shares with others (`appModule`), those of
/// every Swift file in the app module's folders too: the folders archgen.yml's
/// `paths` put modules in, from their first folder (`App` for
/// `App/Modules/{module}`: the target's folder), or the spec folders; the
/// folders of the files the Xcode project's targets compile; and every
/// module of the app module's folders. The folders of modules of another
/// app module, and every module's generated files, are left out.
final class ProjectChecks {
    let context: CommandContext
    let inventory: ProjectInventory

    init(_ context: CommandContext, inventory: ProjectInventory? = nil) {
        self.context = context
        self.inventory = inventory ?? ProjectInventory(context)
    }

    private var system: SystemEnvironment { context.system }

    /// The errors of `modules` (valid, of one project, a run's): two of one
    /// name (`moduleNameClashes`), then each module's, in order.
    func diagnostics(for modules: [PlannedModule]) -> [Diagnostic] {
        CommandContext.moduleNameClashes(modules.map(\.spec))
            + modules.flatMap { diagnostics(for: $0.spec, layout: $0.layout, project: $0.project) }
    }

    /// The errors of `spec` (valid, of `project`, its module at `layout`), located in it.
    func diagnostics(for spec: Spec, layout: ModuleLayout, project: Project) -> [Diagnostic] {
        let newFiles = ModuleRenderer.scaffoldTypes(of: spec, layout: layout).filter { !system.fileExists($0.path) }
        let types = types(
            named: ProjectLint.checkedNames(of: spec, newFiles: newFiles), around: spec, layout: layout, project: project,
            besides: newFiles.map(\.path))
        var errors = ProjectLint.doubleClashes(of: spec, with: types) + ProjectLint.declarationClashes(of: spec, with: types)
        errors += ProjectLint.scaffoldClashes(of: spec, newFiles: newFiles, with: types)
        let path = Path.normalized(spec.path)
        let neighbours = inventory.neighbours(in: project)
        errors += ProjectLint.redeclarations(in: spec, at: path, among: neighbours)
        errors += ProjectLint.siblingTypeCopies(in: spec, at: path, among: neighbours)
        errors += ProjectLint.fileNameClashes(in: spec, at: path, among: neighbours)
        errors += ProjectLint.routeTargetErrors(in: spec, among: neighbours)
        if !project.settings.shared.isEmpty, layout.sources == project.sharedLayout.sources || layout.tests == project.sharedLayout.tests {
            errors.append(SpecError(
                "module '\(spec.module)' would be written where archgen.yml's shared declarations are (\(project.sharedLayout.sources))",
                at: spec.moduleLocation, hint: "rename the module, or set 'shared: sources:' and 'tests:' in archgen.yml"))
        }
        return located(errors, in: spec)
    }

    /// The errors of the routes of `spec` (valid, of `project`) that open a module (`ProjectLint.routeTargetErrors`).
    func routeDiagnostics(for spec: Spec, project: Project) -> [Diagnostic] {
        located(ProjectLint.routeTargetErrors(in: spec, among: inventory.neighbours(in: project)), in: spec)
    }

    /// `errors` of `spec`, in order, each with its line of the spec.
    private func located(_ errors: [SpecError], in spec: Spec) -> [Diagnostic] {
        guard !errors.isEmpty else { return [] }
        let source = context.readSource(at: spec.path).flatMap { try? SpecLoader.decode(bytes: $0, path: spec.path) }
        return errors.sortedByLocation().map { error in
            source.map { Diagnostic(error, in: $0) }
                ?? Diagnostic(severity: .error, message: error.message, path: spec.path, location: error.location, hint: error.hint)
        }
    }

    /// The types of `names` (those a module's doubles, declarations and new
    /// scaffold files must not be named after) the app has, and where each is
    /// declared (see the type's comment); only files that mention one are tokenized.
    /// `newFiles`, the scaffold files this run would create, are not read: if one
    /// is there now, another archgen run wrote it since they were listed.
    private func types(
        named names: Set<String>, around spec: Spec, layout: ModuleLayout, project: Project, besides newFiles: [String]
    ) -> [ProjectLint.ProjectType] {
        let shared = project.settings.shared
        var generated = Set(ModuleRenderer.generatedPaths(of: spec, layout: layout) + newFiles)
        var folders = [layout.sources, layout.tests]
        var elsewhere: [String] = []
        var files: [String] = []
        var types: [ProjectLint.ProjectType] = []
        if spec.appModule != spec.module {
            folders += project.targetFolders + ((try? context.xcodeProject(of: project))??.targetFolders ?? [])
            for case let (path, other?) in inventory.specs(of: project) where other.module != spec.module {
                let otherLayout = project.layout(for: other, specPath: path)
                generated.formUnion(ModuleRenderer.generatedPaths(of: other, layout: otherLayout))
                if other.appModule == spec.appModule { folders += [otherLayout.sources, otherLayout.tests] } else {
                    elsewhere += [otherLayout.sources, otherLayout.tests]
                }
            }
        }
        files += inventory.swiftFiles(under: Project.outermost(folders)).filter { file in
            !elsewhere.contains { Path.contains($0, file) }
                || [layout.sources, layout.tests].contains { Path.contains($0, file) }
        }
        for case .file(let path, _) in spec.external { files.append(ExternalSources.path(of: path, inSpecAt: spec.path)) }
        if project.compilesShared(with: spec), let settingsPath = project.settingsPath {
            generated.formUnion(SharedFiles.paths(in: project.sharedLayout))
            files += inventory.swiftFiles(under: [project.sharedLayout.sources, project.sharedLayout.tests])
            for name in shared.declaredNames {
                types.append(.init(name: name, place: "\(settingsPath):\(shared.location(of: name)?.line ?? 1)"))
            }
            for entry in shared.external {
                switch entry {
                case .declaration(let declaration, let location) where declaration.kindDeclaresType:
                    types.append(.init(name: declaration.name, place: "\(settingsPath):\(location.line)"))
                case .file(let path, _):
                    files.append(ExternalSources.path(of: path, inSpecAt: settingsPath))
                default:
                    break
                }
            }
        }
        for path in Set(files.map(Path.normalized)).subtracting(generated.map(Path.normalized)).sorted()
        where inventory.mentions(path, anyOf: names) {
            types += inventory.declaredTypes(in: path).filter { names.contains($0.name) }.map {
                .init(name: $0.name, place: "\(path):\($0.line)")
            }
        }
        return types
    }
}
