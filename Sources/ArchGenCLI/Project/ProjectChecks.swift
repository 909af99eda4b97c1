import ArchGenKit
import ArchGenSpec

/// The checks of a spec that need its project (`ProjectLint`), for `lint`,
/// `new`, `generate` and `check`: its test doubles, and the types of the
/// scaffold files it would write, against the types its module's folders,
/// its `external` files and the shared declarations already have; and its
/// services, entities and file names against the other specs of its app
/// module in its archgen.yml's project. Each project's specs are read once per run.
final class ProjectChecks {
    let context: CommandContext
    /// The valid specs of each project met, by its root.
    private var specsOfProject: [String: [Spec]] = [:]

    init(_ context: CommandContext) {
        self.context = context
    }

    private var system: SystemEnvironment { context.system }

    /// The errors of `spec` (valid, of `project`, its module at `layout`), located in it.
    func diagnostics(for spec: Spec, layout: ModuleLayout, project: Project) -> [Diagnostic] {
        let types = types(around: spec, layout: layout, project: project)
        var errors = ProjectLint.doubleClashes(of: spec, with: types)
        let newFiles = ModuleRenderer.scaffoldTypes(of: spec, layout: layout).filter { !system.fileExists($0.path) }
        errors += ProjectLint.scaffoldClashes(of: spec, newFiles: newFiles, with: types)
        let path = WritePath.normalized(spec.path)
        let others = specs(of: project).filter { WritePath.normalized($0.path) != path }
        errors += ProjectLint.redeclarations(in: spec, among: others)
        errors += ProjectLint.fileNameClashes(in: spec, among: others)
        if !project.settings.shared.isEmpty, layout.sources == project.sharedLayout.sources || layout.tests == project.sharedLayout.tests {
            errors.append(SpecError(
                "module '\(spec.module)' would be written where archgen.yml's shared declarations are (\(project.sharedLayout.sources))",
                at: spec.moduleLocation, hint: "rename the module, or set 'shared: sources:' and 'tests:' in archgen.yml"))
        }
        guard !errors.isEmpty else { return [] }
        let source = context.readSource(at: spec.path).flatMap { try? SpecLoader.decode(bytes: $0, path: spec.path) }
        return errors.sortedByLocation().map { error in
            source.map { Diagnostic(error, in: $0) }
                ?? Diagnostic(severity: .error, message: error.message, path: spec.path, location: error.location, hint: error.hint)
        }
    }

    /// The types a module's doubles must not be named after: those of the
    /// Swift files in its folders (not the files archgen generates there), of
    /// its `external` files, and, when it uses them, the shared declarations
    /// with their folders' and `external` files' types.
    private func types(around spec: Spec, layout: ModuleLayout, project: Project) -> [ProjectLint.ProjectType] {
        let shared = project.settings.shared
        var generated = Set(ModuleRenderer.generatedPaths(of: spec, layout: layout))
        var files = [layout.sources, layout.tests].filter(system.isDirectory).flatMap { system.findFiles($0, ".swift") }
        var types: [ProjectLint.ProjectType] = []
        for case .file(let path, _) in spec.external { files.append(ExternalSources.path(of: path, inSpecAt: spec.path)) }
        if project.compilesShared(with: spec), let settingsPath = project.settingsPath {
            generated.formUnion(SharedFiles.paths(in: project.sharedLayout))
            files += [project.sharedLayout.sources, project.sharedLayout.tests].filter(system.isDirectory)
                .flatMap { system.findFiles($0, ".swift") }
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
        for path in Set(files.map(WritePath.normalized)).subtracting(generated.map(WritePath.normalized)).sorted() {
            guard let bytes = try? system.readFile(path) else { continue }
            types += DeclaredTypeScanner.types(in: String(decoding: bytes, as: UTF8.self)).map {
                .init(name: $0.name, place: "\(path):\($0.line)")
            }
        }
        return types
    }

    /// The valid specs of `project`, read once; none without archgen.yml,
    /// which is what makes a folder's specs one project.
    private func specs(of project: Project) -> [Spec] {
        guard project.settingsPath != nil else { return [] }
        if let known = specsOfProject[project.root] { return known }
        let paths = project.specPaths(system).map(WritePath.normalized).filter(project.owns(specAt:))
        let specs = paths.compactMap { context.loadSpec(at: $0, style: nil, project: project).spec }
        specsOfProject[project.root] = specs
        return specs
    }
}
