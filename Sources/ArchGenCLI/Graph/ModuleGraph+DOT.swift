/// A graph in Graphviz's DOT language: an app module is a `cluster_`
/// subgraph, a module a box, a service a hexagon; a route is a solid arrow,
/// a delegate a dashed arrow back, a service's use a dotted line. archgen
/// writes the text only; Graphviz (`dot -Tsvg`) draws it. Every identifier is
/// quoted, as DOT's keywords (`node`, `graph`, ...) are in any case.
extension ModuleGraph {
    var dot: String {
        var lines = ["digraph modules {", "    rankdir=LR;", "    node [shape=box];"]
        let groupIDs = GraphIdentifiers.unique(groups.map { "cluster_" + $0 })
        for (group, id) in zip(groups, groupIDs) {
            lines.append("    subgraph \(Self.dotString(id)) {")
            lines.append("        label=\(Self.dotString(group));")
            lines += nodes.filter { $0.group == group }.map { "        " + Self.dotNode($0) }
            lines.append("    }")
        }
        lines += nodes.filter { $0.group == nil }.map { "    " + Self.dotNode($0) }
        for edge in edges {
            var attributes = edge.label.map { ["label=\(Self.dotString($0))"] } ?? []
            switch edge.kind {
            case .route: break
            case .delegate: attributes += ["style=dashed", "constraint=false"]  // the routes alone set the ranks
            case .service: attributes += ["style=dotted", "arrowhead=none"]
            }
            let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(Self.dotString(edge.from)) -> \(Self.dotString(edge.to))\(list);")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    private static func dotNode(_ node: Node) -> String {
        "\(dotString(node.id)) [label=\(dotString(node.label))" + (node.kind == .module ? "" : ", shape=hexagon") + "];"
    }

    /// A DOT string: quoted, with `"` and `\` escaped.
    private static func dotString(_ text: String) -> String {
        "\"" + text.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined() + "\""
    }
}
