import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// `archgen graph`: the project's modules, the routes between them, the
/// delegates and the services, drawn from the specs alone (`ModuleGraph`).
extension Command {
    static let graph = Command(
        name: "graph",
        summary: "Draw the modules, their routes, delegates and services as Mermaid or Graphviz DOT",
        signature: GraphOptions.signature,
        discussion: """
            Draws, from the specs alone (nothing is built or written), every module of the project as generate \
            finds them, grouped by app module, and every service (archgen.yml's shared services, each module's own). \
            A route that opens or presents a module ('showDetail(id: Int) opens Detail') is a solid arrow labelled \
            with the route; a module with a 'delegate' list calls back the module that opens it: a dashed arrow; \
            a module using a service: a dotted line. The text goes to standard output: Mermaid's flowchart (the \
            default), which GitHub draws in Markdown, or Graphviz's DOT (draw it with `dot -Tsvg`).
            --module draws one module, the modules it opens, those that open it, and its services; --app the \
            modules of one app module and their services.
            Exit status: 0 when drawn; 2 when a spec is invalid, a route opens a module no spec declares or with \
            arguments that are not its input, or an option names no module.
            """,
        run: { arguments, context throws(UsageError) in
            let options = try GraphOptions(arguments)
            let catalog = ProjectCatalog(context)
            let found = catalog.everySpec()
            context.console.report(catalog.diagnostics.filter { $0.severity == .error })
            if catalog.hasErrors { return .invalidInput }
            if found.isEmpty { throw catalog.noSpecsFound }
            let results = found.concurrentMap { context.loadSpec(at: $0.path, style: nil, project: $0.project) }
            let inventory = ProjectInventory(context)
            inventory.remember(zip(found, results).compactMap { entry, result in result.spec.map { (entry.path, $0) } })
            let checks = ProjectChecks(context, inventory: inventory)
            var errors: [Diagnostic] = []
            for (entry, result) in zip(found, results) {
                errors += result.errors
                if let spec = result.spec { errors += checks.routeDiagnostics(for: spec, project: entry.project) }
            }
            context.console.report(errors)
            guard errors.isEmpty else { return .invalidInput }
            var roots: Set<String> = []
            let shared = found.map(\.project).filter { roots.insert($0.root).inserted }.flatMap { $0.settings.shared.services.map(\.name) }
            let graph = try ModuleGraph(specs: results.compactMap(\.spec), sharedServices: Set(shared).sorted())
                .selected(module: options.module, app: options.app)
            context.console.printDocument(options.format == .mermaid ? graph.mermaid : graph.dot)
            return .success
        })
}

/// `--format` of `archgen graph`.
enum GraphFormat: String, CaseIterable {
    case mermaid
    case dot
}

extension ModuleGraph {
    /// The part `--module` or `--app` names (the whole graph without either); an error naming the modules or app modules there are.
    func selected(module: String?, app: String?) throws(UsageError) -> ModuleGraph {
        if let module {
            guard let part = neighbourhood(of: module) else { throw Self.unknown("module", module, among: moduleNames) }
            return part
        }
        if let app {
            guard let part = appModule(app) else { throw Self.unknown("app module", app, among: appModules) }
            return part
        }
        return self
    }

    private static func unknown(_ what: String, _ name: String, among names: [String]) -> UsageError {
        UsageError("unknown \(what) '\(name)'",
                   hint: NearMiss.hint(for: name, in: names) ?? "the project's \(what)s: " + names.joined(separator: ", "))
    }
}
