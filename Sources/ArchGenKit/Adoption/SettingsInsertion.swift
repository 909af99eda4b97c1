import ArchGenSource
import ArchGenSpec

/// Inserts values into archgen.yml's text, never touching a line of it:
/// each missing key becomes a block after the deepest key archgen.yml has of
/// its path (at the end for a missing top-level key), indented two spaces
/// deeper than that key.
enum SettingsInsertion {
    static func inserting(_ leaves: [SettingLeaf], into text: String, settingsPath: String) -> String {
        var lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        // Group by the deepest existing ancestor, keeping the order leaves come in.
        var groups: [(anchor: Int?, depth: Int, leaves: [SettingLeaf])] = []
        let root = (try? YAMLParser.parse(SourceText(path: settingsPath, text: text))) ?? nil
        for leaf in leaves {
            let (line, depth) = anchor(of: leaf.path, in: root)
            if let index = groups.firstIndex(where: { $0.anchor == line && $0.depth == depth }) {
                groups[index].leaves.append(leaf)
            } else {
                groups.append((line, depth, [leaf]))
            }
        }
        // Insert from the bottom up so earlier line numbers stay right.
        for group in groups.sorted(by: { ($0.anchor ?? Int.max) > ($1.anchor ?? Int.max) }) {
            let indent = String(repeating: " ", count: group.anchor.map { indentation(of: lines[$0 - 1]) + 2 } ?? 0)
            let block = render(group.leaves.map { Array($0.path.dropFirst(group.depth)) }, values: group.leaves.map(\.value))
                .map { indent + $0 }
            if let line = group.anchor {
                lines.insert(contentsOf: block, at: end(ofBlockAt: line, in: lines))
            } else {
                lines += block
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line of the deepest key of `path` that `root` has, and how many keys of the path it has.
    private static func anchor(of path: [String], in root: YAMLNode?) -> (line: Int?, depth: Int) {
        var node = root, line: Int?, depth = 0
        for key in path.dropLast() {
            guard case .mapping(let pairs)? = node?.value, let pair = pairs.first(where: { $0.key == key }) else { break }
            node = pair.value
            line = pair.keyLocation.line
            depth += 1
        }
        return (line, depth)
    }

    /// The line after the block of the key on `line` (1-based): after its last more-indented line.
    private static func end(ofBlockAt line: Int, in lines: [String]) -> Int {
        let indent = indentation(of: lines[line - 1])
        var index = line
        while index < lines.count {
            let text = lines[index]
            let trimmed = text.drop { $0 == " " }
            if !trimmed.isEmpty, !trimmed.hasPrefix("#"), indentation(of: text) <= indent { break }
            index += 1
        }
        while index > line, lines[index - 1].allSatisfy({ $0 == " " }) { index -= 1 }
        return index
    }

    private static func indentation(of line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// Nested keys, two spaces a level, each path's last key with its value.
    static func render(_ paths: [[String]], values: [String], level: Int = 0) -> [String] {
        var keys: [String] = []
        var children: [String: [(path: [String], value: String)]] = [:]
        for (path, value) in zip(paths, values) {
            if children[path[0]] == nil { keys.append(path[0]) }
            children[path[0], default: []].append((Array(path.dropFirst()), value))
        }
        let indent = String(repeating: "  ", count: level)
        return keys.flatMap { key -> [String] in
            let entries = children[key] ?? []
            if let leaf = entries.first(where: { $0.path.isEmpty }) { return [indent + key + ": " + leaf.value] }
            return [indent + key + ":"] + render(entries.map(\.path), values: entries.map(\.value), level: level + 1)
        }
    }
}
