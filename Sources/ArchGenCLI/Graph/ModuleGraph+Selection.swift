/// The parts of a graph `archgen graph` draws with `--module` and `--app`.
extension ModuleGraph {
    /// The module nodes' names, sorted.
    var moduleNames: [String] {
        nodes.filter { $0.kind == .module }.map(\.name).sorted()
    }

    /// The app modules of the modules, sorted: a module's group, or the module itself when it is its own app module.
    var appModules: [String] {
        Set(nodes.filter { $0.kind == .module }.map(Self.appModule(of:))).sorted()
    }

    /// The module `name`, the modules it opens and those that open it, and its
    /// services, with the edges that touch it; nil when no module has that name.
    func neighbourhood(of name: String) -> ModuleGraph? {
        guard let center = nodes.first(where: { $0.kind == .module && $0.name == name }) else { return nil }
        let touches = { (edge: Edge) in edge.from == center.id || edge.to == center.id }
        let ids = Set(edges.filter(touches).flatMap { [$0.from, $0.to] } + [center.id])
        return filtered(nodes: { ids.contains($0.id) }, edges: touches)
    }

    /// The modules of the app module `name` and the services they use, with
    /// the edges between them; nil when no module is in that app module.
    func appModule(_ name: String) -> ModuleGraph? {
        let modules = Set(nodes.filter { $0.kind == .module && Self.appModule(of: $0) == name }.map(\.id))
        guard !modules.isEmpty else { return nil }
        let services = Set(edges.filter { $0.kind == .service && modules.contains($0.from) }.map(\.to))
        return filtered(nodes: { modules.contains($0.id) || services.contains($0.id) })
    }

    private static func appModule(of module: Node) -> String {
        module.group ?? module.name
    }
}
