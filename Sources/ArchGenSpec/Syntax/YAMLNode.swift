import ArchGenSource

/// A node of the spec's syntax tree: the YAML subset of spec-format.md.
///
/// Every node carries the location where it starts. Mappings keep their keys
/// in source order. Null (`~`, `null`, or a missing value) is its own case so
/// that a key written with nothing after it can be told from an empty string.
package struct YAMLNode: Equatable, Sendable {
    package enum ScalarStyle: String, Sendable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
        /// A Swift fragment (spec-format.md): read verbatim to the end of the line.
        case fragment
    }

    package indirect enum Value: Equatable, Sendable {
        case scalar(String, ScalarStyle)
        case null
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The scalar's text, or nil for other kinds of node.
    package var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    package var isNull: Bool { value == .null }

    /// A word for the node's kind, for messages ("expected a list, found a mapping").
    package var kindName: String {
        switch value {
        case .scalar: return "a string"
        case .null: return "nothing"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// One `key: value` entry of a mapping. Keys are always scalars.
package struct YAMLPair: Equatable, Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: YAMLNode

    package init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
