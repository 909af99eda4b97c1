import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// The modules a check builds without checking them: the other modules of
/// a selected module's app module, in its project. The app compiles them as
/// one target (`AppTargets`), so a selected module that uses another's types
/// (its delegate, its entry point) compiles only with them.
extension CommandContext {
    func appSiblings(of selection: [PlannedModule], catalog: ProjectCatalog, style: String?) -> [PlannedModule] {
        func app(_ project: Project, _ spec: Spec) -> String { (project.settingsPath ?? "") + "\n" + spec.appModule }
        let selected = Set(selection.map(\.spec.path))
        let apps = Set(selection.map { app($0.project, $0.spec) })
        var siblings: [PlannedModule] = []
        for (path, project) in catalog.everySpec().sorted(by: { $0.path < $1.path }) where !selected.contains(path) {
            guard let spec = loadSpec(at: path, style: style, project: project).spec, apps.contains(app(project, spec)) else {
                continue
            }
            siblings.append(PlannedModule(spec: spec, layout: project.layout(for: spec, specPath: path), project: project))
        }
        return siblings
    }

    /// Adds each sibling's files to the build of its project; a sibling whose
    /// files cannot be read is left out (the selected modules are what is checked).
    func addSiblings(_ siblings: [PlannedModule], to builds: inout [ProjectBuild]) {
        for sibling in siblings {
            guard let index = builds.firstIndex(where: { $0.project.settingsPath == sibling.project.settingsPath }) else { continue }
            try? include(sibling, in: &builds[index])
        }
    }

    /// `module`'s files in `build`'s sandbox, and its spec's text among the build's inputs.
    func include(_ module: PlannedModule, in build: inout ProjectBuild) throws(Diagnostic) {
        build.modules.append(try sandboxModule(
            module.spec, layout: module.layout, project: module.project, compiledExternals: &build.compiledExternals))
        build.specs.append(String(decoding: (try? system.readFile(module.spec.path)) ?? [], as: UTF8.self))
    }
}
