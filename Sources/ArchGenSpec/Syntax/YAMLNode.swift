import ArchGenSource

/// A node of the spec's syntax tree: the YAML subset of spec-format.md.
///
/// Every node carries the location where it starts. Mappings keep their keys
/// in source order. Null (`~`, `null`, or a missing value) is its own case so
/// that a key written with nothing after it can be told from an empty string.
public struct YAMLNode: Equatable, Sendable {
    public enum ScalarStyle: String, Sendable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
        /// A Swift fragment (spec-format.md): read verbatim to the end of the line.
        case fragment
    }

    public indirect enum Value: Equatable, Sendable {
        case scalar(String, ScalarStyle)
        case null
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The scalar's text, or nil for other kinds of node.
    public var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    public var isNull: Bool { value == .null }

    /// A word for the node's kind, for messages ("expected a list, found a mapping").
    public var kindName: String {
        switch value {
        case .scalar: return "a string"
        case .null: return "nothing"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// One `key: value` entry of a mapping. Keys are always scalars.
public struct YAMLPair: Equatable, Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: YAMLNode

    public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
