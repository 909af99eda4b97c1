import ArchGenSource
import ArchGenSpec

/// archgen.yml as `adopt` leaves it: the values several modules share
/// written once, the values archgen.yml has already reused, the others
/// inserted under the keys it has (a block per missing key, indented as its
/// siblings are). A value that differs from one archgen.yml or another module
/// has is not written: it is a note.
package struct SettingsMerge: Sendable {
    /// archgen.yml's text with the inferred values in it.
    package var text: String
    /// The values written, each with its source.
    package var added: [SettingLeaf] = []
    /// The values archgen.yml had already.
    package var reused: [SettingLeaf] = []
    package var notes: [Diagnostic] = []

    package init(leaves: [SettingLeaf], existing: String?, settingsPath: String) {
        text = existing ?? ""
        var chosen: [String: SettingLeaf] = [:]
        var ordered: [SettingLeaf] = []
        for leaf in leaves {
            if let earlier = chosen[leaf.key] {
                if earlier.value != leaf.value {
                    notes.append(leaf.source.note(
                        "`\(leaf.key)` is \(leaf.value) here, \(earlier.value) at \(earlier.source)",
                        hint: "one value per style: give this module a style of its own (`base: \(leaf.path[1])`)"))
                }
                continue
            }
            chosen[leaf.key] = leaf
            ordered.append(leaf)
        }
        let root = (try? YAMLParser.parse(SourceText(path: settingsPath, text: text))) ?? nil
        for leaf in ordered {
            switch Self.value(at: leaf.path, in: root) {
            case .some(let value) where Self.same(value, leaf.value):
                reused.append(leaf)
            case .some(let value):
                notes.append(leaf.source.note(
                    "`\(leaf.key)` is \(leaf.value) here, \(value) in \(settingsPath)",
                    hint: "give this module a style of its own (`base: \(leaf.path[1])`), or change \(settingsPath)"))
            case .none where !leaf.isDefault:
                added.append(leaf)
            case .none:
                continue
            }
        }
        text = SettingsInsertion.inserting(added, into: text, settingsPath: settingsPath)
    }

    static func same(_ existing: String, _ inferred: String) -> Bool {
        existing == inferred || "\"" + existing + "\"" == inferred
    }

    /// The scalar at `path` in `root`; nil when a key on the way is missing.
    static func value(at path: [String], in root: YAMLNode?) -> String? {
        var node = root
        for key in path {
            guard case .mapping(let pairs)? = node?.value, let pair = pairs.first(where: { $0.key == key }) else { return nil }
            node = pair.value
        }
        if case .sequence(let items)? = node?.value {
            return "[" + items.map { "\"" + ($0.scalar ?? "") + "\"" }.joined(separator: ", ") + "]"
        }
        return node?.scalar
    }
}
