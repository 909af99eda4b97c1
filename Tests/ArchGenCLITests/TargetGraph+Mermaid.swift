import Foundation

extension TargetGraph {
    /// A line of the diagram that is not in the form this reader takes.
    struct DiagramError: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The diagram of the targets in `markdown`: the ```` ```mermaid ```` block
    /// with a `%%` comment naming Package.swift. Its lines are `flowchart`,
    /// `%%` comments and arrows between nodes: `A --> B & C` (A depends on B
    /// and C), `A & B -.-> P` (A and B use the build plugin P), a lone `A`. A
    /// node is a target's name, or `id[name]` where the name is not a Mermaid
    /// identifier (`bench[archgen-bench]`); its id stands for the name everywhere.
    init(diagramIn markdown: String, file: String) throws(DiagramError) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blocks = Self.mermaidBlocks(lines).filter { block in
            block.contains { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("%%") && lines[$0].contains("Package.swift") }
        }
        guard blocks.count == 1, let block = blocks.first else {
            throw DiagramError(description: "\(file) has \(blocks.count) ```mermaid blocks with a '%%' comment naming Package.swift: "
                                 + "the diagram of the targets must be one")
        }
        var rows: [(line: Int, sides: [[Node]], arrows: [String])] = []
        for index in block {
            let text = lines[index].trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("%%") || text.hasPrefix("flowchart ") || text.hasPrefix("graph ") { continue }
            let (sides, arrows) = try Self.arrowLine(text, at: "\(file):\(index + 1)")
            rows.append((index + 1, sides, arrows))
        }
        var names: [String: String] = [:]
        for row in rows { for node in row.sides.joined() where node.label != nil { names[node.id] = node.label } }
        for row in rows {
            let sides = row.sides.map { $0.map { names[$0.id] ?? $0.id } }
            sides.joined().forEach { add($0) }
            for (index, arrow) in row.arrows.enumerated() {
                for from in sides[index] {
                    add(from, dependencies: arrow == "-->" ? Set(sides[index + 1]) : [],
                        plugins: arrow == "-.->" ? Set(sides[index + 1]) : [])
                }
            }
        }
    }

    private struct Node {
        var id: String
        var label: String?
    }

    /// The indices of the lines inside each ```` ```mermaid ```` block.
    private static func mermaidBlocks(_ lines: [String]) -> [Range<Int>] {
        var blocks: [Range<Int>] = [], start: Int?
        for (index, line) in lines.enumerated() {
            if start == nil, line.trimmingCharacters(in: .whitespaces) == "```mermaid" {
                start = index + 1
            } else if let first = start, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(first..<index)
                start = nil
            }
        }
        return blocks
    }

    /// `A & B --> C -.-> D` as its sides, `[[A, B], [C], [D]]`, and its arrows, `["-->", "-.->"]`.
    private static func arrowLine(_ text: String, at place: String) throws(DiagramError) -> (sides: [[Node]], arrows: [String]) {
        var sides: [[Node]] = [[]], arrows: [String] = []
        var expectsNode = true
        for word in text.split(separator: " ").map(String.init) {
            if expectsNode {
                guard let node = node(word) else {
                    throw DiagramError(description: "\(place): '\(word)' is not a target (write Name or id[Name]) in '\(text)'")
                }
                sides[sides.count - 1].append(node)
                expectsNode = false
            } else if word == "&" {
                expectsNode = true
            } else if word == "-->" || word == "-.->" {
                arrows.append(word)
                sides.append([])
                expectsNode = true
            } else {
                throw DiagramError(description: "\(place): '\(word)' is not an arrow ('-->', '-.->') or '&' in '\(text)'")
            }
        }
        guard !expectsNode else { throw DiagramError(description: "\(place): '\(text)' ends without a target") }
        return (sides, arrows)
    }

    /// `ArchGenCLI`, or `bench[archgen-bench]`; nil for anything else.
    private static func node(_ word: String) -> Node? {
        let id = word.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !id.isEmpty else { return nil }
        let rest = word.dropFirst(id.count)
        if rest.isEmpty { return Node(id: String(id)) }
        guard rest.hasPrefix("["), rest.hasSuffix("]"), rest.count > 2, !rest.dropFirst().dropLast().contains(where: { "[]".contains($0) })
        else { return nil }
        return Node(id: String(id), label: String(rest.dropFirst().dropLast()))
    }
}
