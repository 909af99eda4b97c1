import ArchGenSource

/// The lexical side of `PlistParser`: trivia, the characters of unquoted
/// strings, and its errors.
extension PlistParser {
    // MARK: Trivia

    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Whitespace, `/* */` comments (kept) and `//` comments.
    mutating func skipTrivia() throws(ProjectFileError) {
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

    static let begin = Array("Begin ".utf8), end = Array("End ".utf8)

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
    mutating func expect(_ character: Unicode.Scalar, after context: String) throws(ProjectFileError) {
        let end = index
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw missing("'\(character)'", after: context, at: end)
        }
        index += 1
    }

    /// `expected ';' after the value of 'path', found 'p'`, at `offset`
    /// (where it should be), unless a merge conflict marker explains it.
    func missing(_ expected: String, after context: String, at offset: Int) -> ProjectFileError {
        if let conflict = conflictMarker() { return conflict }
        guard index < bytes.count else { return error("expected \(expected) after \(context), found the end of the file", at: offset) }
        return error("expected \(expected) after \(context), found '\(shownCharacter)'", at: offset)
    }

    func error(_ message: String, at offset: Int, hint: String? = nil) -> ProjectFileError {
        ProjectFileError(message, at: ByteLocator(bytes).location(of: offset), hint: hint)
    }

    /// What is at the current offset, and where it should not be. A line
    /// that starts with a merge conflict marker says so.
    func unexpected(_ context: String) -> ProjectFileError {
        if let conflict = conflictMarker() { return conflict }
        guard index < bytes.count else { return error("the file ends \(context)", at: index) }
        return error("unexpected '\(shownCharacter)' \(context)", at: index)
    }

    /// The error for a merge conflict marker starting the current line, if one does.
    func conflictMarker() -> ProjectFileError? {
        let start = ByteLocator(bytes).lineStart(of: index)
        let line = bytes[start...]
        for marker in ["<<<<<<<", "=======", ">>>>>>>", "|||||||"] where line.starts(with: Array(marker.utf8)) {
            return error("a merge conflict marker ('\(marker)') is in the project file", at: start,
                         hint: "resolve the merge conflict first (keep both sides' lines, without the markers)")
        }
        return nil
    }

    /// The character at the current offset; invisible ones by their code (`U+7`).
    var shownCharacter: String {
        String(decoding: bytes[index..<min(bytes.count, index + 4)], as: UTF8.self).unicodeScalars.first
            .map { $0.properties.isWhitespace || $0.value < 0x20 ? "U+\(String($0.value, radix: 16, uppercase: true))" : String($0) }
            ?? "?"
    }

    func unclosed(_ what: String, _ closer: String, openedAt start: Int) -> ProjectFileError {
        error("the file ends inside the \(what) opened at line \(ByteLocator(bytes).location(of: start).line)", at: index,
              hint: "a '\(closer)' is missing")
    }

    /// Fails on a property list in another format Xcode reads (XML, binary),
    /// which it rewrites in its own on its next save.
    static func checkOldStyle(_ bytes: [UInt8]) throws(ProjectFileError) {
        let text = bytes.dropFirst(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).drop(while: { $0 == 0x20 || (0x09...0x0D).contains($0) })
        let isXML = ["<?xml", "<!DOCTYPE", "<plist"].contains { text.starts(with: Array($0.utf8)) }
        guard let format = bytes.starts(with: Array("bplist".utf8)) ? "a binary" : isXML ? "an XML" : nil else { return }
        throw ProjectFileError(
            "the project file is \(format) property list, not in the format Xcode writes", at: SourceLocation(line: 1, column: 1),
            hint: "archgen edits the text Xcode saves ('// !$*UTF8*$!' and '{'): change anything in the project in Xcode, "
                + "which saves it in that format, then run archgen again")
    }

    /// Fails at the first byte that is not UTF-8 (the format's header says UTF-8).
    static func checkUTF8(_ bytes: [UInt8]) throws(ProjectFileError) {
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
