import ArchGenSpec

/// The app as its specs draw it (`archgen graph`): each module, each service,
/// the routes that open a module, the delegate calls back, and the services
/// each module uses. Built from valid specs alone (no build); sorted, so the
/// same specs always draw the same graph (`ModuleGraph+Mermaid`, `ModuleGraph+DOT`).
struct ModuleGraph: Equatable {
    /// In the order the nodes are drawn.
    enum NodeKind: Int {
        case module
        /// A service a module declares (its own): drawn with its app module.
        case service
        /// A service of archgen.yml's `shared: services:`: drawn outside every app module.
        case sharedService
    }

    struct Node: Equatable {
        /// Unique in the graph, made of ASCII letters, digits and `_` (`GraphIdentifiers`).
        var id: String
        /// The module's or the service's name.
        var name: String
        var kind: NodeKind
        /// `RestaurantList (VIPER)`, `Analytics (shared)`.
        var label: String
        /// The app module the node is drawn in; nil for a module that is its own app module, or a shared service.
        var group: String?
    }

    /// In the order the edges are drawn.
    enum EdgeKind: Int {
        /// A route that opens or presents a module: solid, labelled with the route and its verb.
        case route
        /// The opened module calls back the module that opens it: dashed.
        case delegate
        /// A module uses a service: dotted.
        case service
    }

    struct Edge: Equatable {
        /// The ids of the nodes it joins.
        var from: String
        var to: String
        var kind: EdgeKind
        var label: String?
    }

    private(set) var nodes: [Node]
    private(set) var edges: [Edge]

    /// The groups (app modules) of the nodes, sorted.
    var groups: [String] {
        Set(nodes.compactMap(\.group)).sorted()
    }

    /// The graph of `specs`, with every service of archgen.yml's `sharedServices`, used or not.
    init(specs: [Spec], sharedServices: [String]) {
        let specs = specs.sorted { $0.module < $1.module }
        var nodes: [(key: String, node: Node)] = []
        var edges: [(from: String, to: String, kind: EdgeKind, label: String?)] = []
        let modules = Dictionary(specs.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
        for name in sharedServices {
            nodes.append(("shared/\(name)", Node(id: "service_" + name, name: name, kind: .sharedService, label: "\(name) (shared)")))
        }
        for spec in specs {
            let group = spec.appModule == spec.module ? nil : spec.appModule
            nodes.append(("module/\(spec.module)", Node(id: spec.module, name: spec.module, kind: .module,
                                                         label: "\(spec.module) (\(spec.style.title))", group: group)))
            for route in spec.members(of: .routes) {
                guard let target = route.routeTarget, let opened = modules[target.module] else { continue }
                edges.append(("module/\(spec.module)", "module/\(target.module)", .route,
                              "\(route.declaration.displayName) \(target.kind.rawValue)"))
                if !opened.members(of: .delegate).isEmpty {
                    edges.append(("module/\(target.module)", "module/\(spec.module)", .delegate, "delegate"))
                }
            }
            for service in spec.services {
                let key = service.isShared ? "shared/\(service.name)" : "service/\(spec.appModule)/\(service.name)"
                if !service.isShared {
                    nodes.append((key, Node(id: "service_\(spec.appModule)_\(service.name)", name: service.name, kind: .service,
                                            label: service.name, group: group)))
                } else if !sharedServices.contains(service.name) {
                    nodes.append((key, Node(id: "service_" + service.name, name: service.name, kind: .sharedService,
                                            label: "\(service.name) (shared)")))
                }
                edges.append(("module/\(spec.module)", key, .service, nil))
            }
        }
        var unique: [String: Node] = [:]
        for (key, node) in nodes where unique[key] == nil { unique[key] = node }
        let order = { (key: String) in (unique[key]!.kind.rawValue, unique[key]!.name, key) }
        let keys = unique.keys.sorted { order($0) < order($1) }
        let ids = GraphIdentifiers.unique(keys.map { unique[$0]!.id })
        self.nodes = zip(keys, ids).map { key, id in
            var node = unique[key]!
            node.id = id
            return node
        }
        let idOf = Dictionary(uniqueKeysWithValues: zip(keys, ids))
        let drawn = edges.map { Edge(from: idOf[$0.from]!, to: idOf[$0.to]!, kind: $0.kind, label: $0.label) }
        var seen: Set<String> = []
        self.edges = drawn.filter { seen.insert("\($0.from) \($0.to) \($0.kind) \($0.label ?? "")").inserted }
            .sorted { ($0.kind.rawValue, $0.from, $0.to, $0.label ?? "") < ($1.kind.rawValue, $1.from, $1.to, $1.label ?? "") }
    }

    /// Only the nodes `keep` holds, and the edges between them that `keepEdge` holds.
    func filtered(nodes keep: (Node) -> Bool, edges keepEdge: (Edge) -> Bool = { _ in true }) -> ModuleGraph {
        var graph = self
        graph.nodes = nodes.filter(keep)
        let ids = Set(graph.nodes.map(\.id))
        graph.edges = edges.filter { ids.contains($0.from) && ids.contains($0.to) && keepEdge($0) }
        return graph
    }
}
