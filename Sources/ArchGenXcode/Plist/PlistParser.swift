import ArchGenSpec

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
public struct PlistParser {
    /// Dictionaries and lists inside each other; Xcode's projects use 5.
    public static let maximumNesting = 128

    public static func parse(_ bytes: [UInt8]) throws(ProjectFileError) -> (root: PlistNode, comments: [PlistComment]) {
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

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var comments: [PlistComment] = []

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

    // MARK: Trivia

    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Whitespace, `/* */` comments (kept) and `//` comments.
    private mutating func skipTrivia() throws(ProjectFileError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    throw error("the comment is not closed", at: start, hint: "add '*/'")
                }
                index += 2
                var first = start + 2
                while first < index, bytes[first] == 0x20 { first += 1 }
                if bytes[first...].starts(with: Self.begin) || bytes[first...].starts(with: Self.end) {
                    let text = String(decoding: bytes[first..<(index - 2)], as: UTF8.self)
                    comments.append(PlistComment(text: text.trimmingCharacters(in: " \t\n\r"), start: start, end: index))
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    private static let begin = Array("Begin ".utf8), end = Array("End ".utf8)

    // MARK: Characters

    /// What may appear in a string without quotes: letters, digits, `_ $ / : . -`.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Errors

    /// Skips trivia, then `character`; the error is located just after what came before it.
    private mutating func expect(_ character: Unicode.Scalar, after context: String) throws(ProjectFileError) {
        let end = index
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw missing("'\(character)'", after: context, at: end)
        }
        index += 1
    }

    /// `expected ';' after the value of 'path', found 'p'`, at `offset`
    /// (where it should be), unless a merge conflict marker explains it.
    private func missing(_ expected: String, after context: String, at offset: Int) -> ProjectFileError {
        if let conflict = conflictMarker() { return conflict }
        guard index < bytes.count else { return error("expected \(expected) after \(context), found the end of the file", at: offset) }
        return error("expected \(expected) after \(context), found '\(shownCharacter)'", at: offset)
    }

    func error(_ message: String, at offset: Int, hint: String? = nil) -> ProjectFileError {
        ProjectFileError(message, at: ByteLocator(bytes).location(of: offset), hint: hint)
    }

    /// What is at the current offset, and where it should not be. A line
    /// that starts with a merge conflict marker says so.
    private func unexpected(_ context: String) -> ProjectFileError {
        if let conflict = conflictMarker() { return conflict }
        guard index < bytes.count else { return error("the file ends \(context)", at: index) }
        return error("unexpected '\(shownCharacter)' \(context)", at: index)
    }

    /// The error for a merge conflict marker starting the current line, if one does.
    private func conflictMarker() -> ProjectFileError? {
        let start = ByteLocator(bytes).lineStart(of: index)
        let line = bytes[start...]
        for marker in ["<<<<<<<", "=======", ">>>>>>>", "|||||||"] where line.starts(with: Array(marker.utf8)) {
            return error("a merge conflict marker ('\(marker)') is in the project file", at: start,
                         hint: "resolve the merge conflict first (keep both sides' lines, without the markers)")
        }
        return nil
    }

    /// The character at the current offset; invisible ones by their code (`U+7`).
    private var shownCharacter: String {
        String(decoding: bytes[index..<min(bytes.count, index + 4)], as: UTF8.self).unicodeScalars.first
            .map { $0.properties.isWhitespace || $0.value < 0x20 ? "U+\(String($0.value, radix: 16, uppercase: true))" : String($0) }
            ?? "?"
    }

    private func unclosed(_ what: String, _ closer: String, openedAt start: Int) -> ProjectFileError {
        error("the file ends inside the \(what) opened at line \(ByteLocator(bytes).location(of: start).line)", at: index,
              hint: "a '\(closer)' is missing")
    }

    /// Fails at the first byte that is not UTF-8 (the format's header says UTF-8).
    private static func checkUTF8(_ bytes: [UInt8]) throws(ProjectFileError) {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: break loop
            case .error:
                do {
                    _ = try SourceText(path: "", bytes: bytes)
                } catch {
                    throw ProjectFileError(error.message, at: error.location, hint: "Xcode writes project files in UTF-8")
                }
                return
            }
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.unicodeScalars.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !set.unicodeScalars.contains($0) })!
        return String(scalars[first...last])
    }
}
