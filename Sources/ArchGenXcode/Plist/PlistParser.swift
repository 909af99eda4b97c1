
/// Reads an old-style (OpenStep) ASCII property list, the format of
/// `project.pbxproj`, from its bytes: dictionaries `{ key = value; }`, lists
/// `( a, b, )`, strings quoted (`"..."`, `'...'`, with `\n`, `\t`, `\"`,
/// `\\`, `\U00e9` and octal escapes) or not, and data `<0fbd>`. `/* */` and
/// `//` comments are skipped; the block comments that start with `Begin` or
/// `End` are kept (Xcode's section markers are comments).
///
/// Every value keeps its byte offsets, so the editor can add text beside it.
/// Malformed input is one located error (the first); nothing here recurses
/// deeper than `maximumNesting`, so no input can exhaust the stack.
package struct PlistParser {
    /// Dictionaries and lists inside each other; Xcode's projects use 5.
    package static let maximumNesting = 128

    package static func parse(_ bytes: [UInt8]) throws(ProjectFileError) -> (root: PlistNode, comments: [PlistComment]) {
        try checkOldStyle(bytes)
        try checkUTF8(bytes)
        var parser = PlistParser(bytes: bytes)
        parser.skipByteOrderMark()
        try parser.skipTrivia()
        guard parser.index < bytes.count else {
            throw parser.error("the file is empty", at: 0, hint: "a project file starts with '// !$*UTF8*$!' and '{'")
        }
        let root = try parser.value()
        try parser.skipTrivia()
        if parser.index < bytes.count {
            throw parser.unexpected("after the end of the property list")
        }
        return (root, parser.comments)
    }

    let bytes: [UInt8]
    var index = 0
    private var depth = 0
    var comments: [PlistComment] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Values

    private mutating func value() throws(ProjectFileError) -> PlistNode {
        guard index < bytes.count else {
            throw error("the file ends where a value should be", at: index)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { (parser) throws(ProjectFileError) in try parser.dictionary() }
        case UInt8(ascii: "("): return try nested { (parser) throws(ProjectFileError) in try parser.array() }
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try quotedString()
        case UInt8(ascii: "<"): return try data()
        case let byte where Self.isUnquoted(byte): return unquotedString()
        default: throw unexpected("where a value should be")
        }
    }

    private mutating func nested(_ read: (inout PlistParser) throws(ProjectFileError) -> PlistNode) throws(ProjectFileError) -> PlistNode {
        guard depth < Self.maximumNesting else {
            throw error("dictionaries and lists are nested more than \(Self.maximumNesting) deep", at: index,
                        hint: "an Xcode project nests them 5 deep; this file is not one")
        }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func dictionary() throws(ProjectFileError) -> PlistNode {
        let start = index
        index += 1
        var entries: [PlistEntry] = []
        // Objects have a handful of keys, searched in order; `objects` has thousands, hashed.
        var keys: [String: Int] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unclosed("dictionary", "}", openedAt: start) }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return PlistNode(value: .dictionary(entries), start: start, end: index)
            }
            let keyStart = index
            guard bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") || Self.isUnquoted(bytes[index]) else {
                throw unexpected("where a key or '}' should be")
            }
            let keyNode = try value()
            let key = keyNode.string ?? ""
            let first = entries.count < 16 ? entries.first(where: { $0.key == key })?.keyStart : keys[key]
            if let first {
                throw error("the key '\(key)' appears twice in this dictionary", at: keyStart,
                            hint: "it is also at line \(ByteLocator(bytes).location(of: first).line); keep one of them")
            }
            if entries.count == 15 {
                for entry in entries { keys[entry.key] = entry.keyStart }
            }
            if entries.count >= 15 { keys[key] = keyStart }
            try expect("=", after: "the key '\(key)'")
            try skipTrivia()
            let item = try value()
            try expect(";", after: "the value of '\(key)'")
            entries.append(PlistEntry(key: key, keyStart: keyStart, value: item, end: index))
        }
    }

    private mutating func array() throws(ProjectFileError) -> PlistNode {
        let start = index
        index += 1
        var items: [PlistNode] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unclosed("list", ")", openedAt: start) }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return PlistNode(value: .array(items), start: start, end: index)
            }
            items.append(try value())
            let end = index
            try skipTrivia()
            guard index < bytes.count else { throw unclosed("list", ")", openedAt: start) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw missing("',' or ')'", after: "an item of the list", at: end)
            }
        }
    }

    private mutating func unquotedString() -> PlistNode {
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        return PlistNode(value: .string(String(decoding: bytes[start..<index], as: UTF8.self)), start: start, end: index)
    }

    private mutating func quotedString() throws(ProjectFileError) -> PlistNode {
        let start = index
        let quote = bytes[index]
        index += 1
        var text = PlistStringDecoder()
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index = text.escape(in: bytes, at: index + 1)
            } else {
                text.append(byte: bytes[index])
                index += 1
            }
        }
        guard index < bytes.count else {
            throw error("the string is not closed", at: start, hint: "add the closing \(quote == UInt8(ascii: "'") ? "'" : "\"")")
        }
        index += 1
        return PlistNode(value: .string(text.string), start: start, end: index)
    }

    private mutating func data() throws(ProjectFileError) -> PlistNode {
        let start = index
        index += 1
        var data: [UInt8] = []
        var high: UInt8?
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unclosed("data", ">", openedAt: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("data has an odd number of hex digits", at: index) }
                index += 1
                return PlistNode(value: .data(data), start: start, end: index)
            }
            guard let digit = Self.hexValue(byte) else { throw unexpected("in data, where hex digits or '>' should be") }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
            index += 1
        }
    }
}
