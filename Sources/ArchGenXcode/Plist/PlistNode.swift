/// A value of an old-style (OpenStep) ASCII property list, the format of
/// `project.pbxproj`, with where it is in the file's bytes, so an editor can
/// add text beside it and leave every other byte alone.
package struct PlistNode: Sendable {
    package enum Value: Sendable {
        /// Quoted or not: `App`, `"<group>"`, `"Foo Bar.swift"`.
        case string(String)
        /// `<0fbd 7712>`: never written by Xcode in a project, but valid.
        case data([UInt8])
        case array([PlistNode])
        case dictionary([PlistEntry])
    }

    package var value: Value
    /// The offset of the value's first byte (a quote, `(` or `{` included).
    package var start: Int
    /// The offset just past its last byte (the closing quote, `)` or `}`).
    package var end: Int

    package init(value: Value, start: Int, end: Int) {
        self.value = value
        self.start = start
        self.end = end
    }

    /// The string, or nil for any other kind of value.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The items of an array, or nil.
    package var items: [PlistNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// The entries of a dictionary, or nil.
    package var entries: [PlistEntry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The value of `key` in a dictionary (the last, should it appear twice).
    package subscript(key: String) -> PlistNode? {
        entries?.last(where: { $0.key == key })?.value
    }

    /// "a dictionary", "a list", "a string", "data": for messages.
    package var kindName: String {
        switch value {
        case .string: "a string"
        case .data: "data"
        case .array: "a list"
        case .dictionary: "a dictionary"
        }
    }
}

/// `key = value;` in a dictionary.
package struct PlistEntry: Sendable {
    package var key: String
    /// The offset of the key's first byte.
    package var keyStart: Int
    package var value: PlistNode
    /// The offset just past the entry's `;`.
    package var end: Int

    package init(key: String, keyStart: Int, value: PlistNode, end: Int) {
        self.key = key
        self.keyStart = keyStart
        self.value = value
        self.end = end
    }
}

/// A `/* Begin ... */` or `/* End ... */` comment of the file: Xcode's
/// section markers (`/* Begin PBXGroup section */`) are comments, and the
/// editor needs them.
package struct PlistComment: Sendable, Equatable {
    /// The text between `/*` and `*/`, without the spaces around it.
    package var text: String
    /// The offset of the `/`.
    package var start: Int
    /// The offset just past the `*/`.
    package var end: Int
}
