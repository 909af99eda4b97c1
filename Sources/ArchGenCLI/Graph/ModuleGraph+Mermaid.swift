/// A graph as Mermaid's flowchart, which GitHub draws in Markdown: an app
/// module is a `subgraph`, a module a box, a service a hexagon; a route is a
/// solid arrow, a delegate a dotted arrow back, a service's use a dotted line.
extension ModuleGraph {
    var mermaid: String {
        var lines = ["flowchart LR"]
        let groupIDs = GraphIdentifiers.unique(groups.map { "app_" + $0 })
        for (group, id) in zip(groups, groupIDs) {
            lines.append("    subgraph \(id)[\"\(Self.mermaidText(group))\"]")
            lines += nodes.filter { $0.group == group }.map { "        " + Self.mermaidNode($0) }
            lines.append("    end")
        }
        lines += nodes.filter { $0.group == nil }.map { "    " + Self.mermaidNode($0) }
        for edge in edges {
            let label = edge.label.map { "|\"\(Self.mermaidText($0))\"|" } ?? ""
            switch edge.kind {
            case .route: lines.append("    \(edge.from) -->\(label) \(edge.to)")
            case .delegate: lines.append("    \(edge.from) -.->\(label) \(edge.to)")
            case .service: lines.append("    \(edge.from) -.-\(label) \(edge.to)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaidNode(_ node: Node) -> String {
        let label = "\"\(mermaidText(node.label))\""
        return node.kind == .module ? "\(node.id)[\(label)]" : "\(node.id){{\(label)}}"
    }

    /// A label's text inside Mermaid's quotes: `"`, `<`, `>`, `&` and `#` as Mermaid's entity codes.
    private static func mermaidText(_ text: String) -> String {
        let codes: [Character: String] = ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "&": "#amp;", "#": "#35;"]
        return text.map { codes[$0] ?? String($0) }.joined()
    }
}
