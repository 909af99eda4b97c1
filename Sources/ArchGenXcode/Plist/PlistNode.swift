/// A value of an old-style (OpenStep) ASCII property list, the format of
/// `project.pbxproj`, with where it is in the file's bytes, so an editor can
/// add text beside it and leave every other byte alone.
public struct PlistNode: Sendable {
    public enum Value: Sendable {
        /// Quoted or not: `App`, `"<group>"`, `"Foo Bar.swift"`.
        case string(String)
        /// `<0fbd 7712>`: never written by Xcode in a project, but valid.
        case data([UInt8])
        case array([PlistNode])
        case dictionary([PlistEntry])
    }

    public var value: Value
    /// The offset of the value's first byte (a quote, `(` or `{` included).
    public var start: Int
    /// The offset just past its last byte (the closing quote, `)` or `}`).
    public var end: Int

    public init(value: Value, start: Int, end: Int) {
        self.value = value
        self.start = start
        self.end = end
    }

    /// The string, or nil for any other kind of value.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The items of an array, or nil.
    public var items: [PlistNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// The entries of a dictionary, or nil.
    public var entries: [PlistEntry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The value of `key` in a dictionary (the last, should it appear twice).
    public subscript(key: String) -> PlistNode? {
        entries?.last(where: { $0.key == key })?.value
    }

    /// "a dictionary", "a list", "a string", "data": for messages.
    public var kindName: String {
        switch value {
        case .string: "a string"
        case .data: "data"
        case .array: "a list"
        case .dictionary: "a dictionary"
        }
    }
}

/// `key = value;` in a dictionary.
public struct PlistEntry: Sendable {
    public var key: String
    /// The offset of the key's first byte.
    public var keyStart: Int
    public var value: PlistNode
    /// The offset just past the entry's `;`.
    public var end: Int

    public init(key: String, keyStart: Int, value: PlistNode, end: Int) {
        self.key = key
        self.keyStart = keyStart
        self.value = value
        self.end = end
    }
}

/// A `/* Begin ... */` or `/* End ... */` comment of the file: Xcode's
/// section markers (`/* Begin PBXGroup section */`) are comments, and the
/// editor needs them.
public struct PlistComment: Sendable, Equatable {
    /// The text between `/*` and `*/`, without the spaces around it.
    public var text: String
    /// The offset of the `/`.
    public var start: Int
    /// The offset just past the `*/`.
    public var end: Int
}
