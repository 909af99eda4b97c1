import ArchGenSource

/// How a project file is laid out, so added lines look like their
/// neighbours: its line break, its indentation unit and the level objects
/// are at, and where Xcode's section markers (`/* Begin PBXGroup section */`) are.
struct ProjectTextLayout {
    let file: ProjectFile
    let newline: String
    let printer: PlistPrinter
    /// Indentations before an object of `objects` (Xcode: 2).
    let objectLevel: Int
    private let locator: ByteLocator
    private let sections: [(name: String, begin: PlistComment, end: PlistComment?)]

    init(_ file: ProjectFile) {
        self.file = file
        locator = file.locator
        let bytes = file.bytes
        newline = LineBreak.dominant(in: bytes)
        var unit = "\t", level = 2
        if let first = file.objectsNode.entries?.first,
           let leading = Self.leadingWhitespace(bytes, locator.lineStart(of: first.keyStart), first.keyStart), !leading.isEmpty {
            if leading.allSatisfy({ $0 == "\t" }) {
                level = leading.count
            } else if leading.allSatisfy({ $0 == " " }) {
                unit = String(repeating: " ", count: max(1, leading.count / 2))
                level = leading.count / unit.count
            }
        }
        printer = PlistPrinter(indent: unit, newline: newline)
        objectLevel = level
        let inside = Self.markers(file.comments, between: file.objectsNode.entries ?? [], in: file.objectsNode)
        sections = inside.compactMap { comment -> (String, PlistComment, PlistComment?)? in
            guard let name = Self.sectionName(comment.text, "Begin") else { return nil }
            let end = inside.first { $0.start > comment.start && Self.sectionName($0.text, "End") == name }
            return (name, comment, end)
        }
    }

    /// The comments that stand between the objects of `objects` (in its
    /// braces, in no object's entry): only there can a section marker
    /// say where new objects go.
    private static func markers(_ comments: [PlistComment], between entries: [PlistEntry], in objects: PlistNode) -> [PlistComment] {
        var next = 0
        return comments.filter { comment in
            guard comment.start > objects.start, comment.end < objects.end else { return false }
            while next < entries.count, entries[next].end <= comment.start { next += 1 }
            return next == entries.count || comment.end <= entries[next].keyStart
        }
    }

    /// `PBXGroup` for `Begin PBXGroup section` (with `marker` "Begin").
    private static func sectionName(_ text: String, _ marker: String) -> String? {
        let words = text.split(separator: " ")
        guard words.count == 3, words[0] == marker, words[2] == "section" else { return nil }
        return String(words[1])
    }

    /// The whitespace from `start` to `end`; nil when anything else is there.
    private static func leadingWhitespace(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String? {
        let slice = bytes[start..<end]
        guard slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    /// Where a line can go before `offset`: the start of its line when only
    /// whitespace precedes it there, else `offset` itself after a line break.
    private func lineBefore(_ offset: Int) -> (offset: Int, prefix: String) {
        let start = locator.lineStart(of: offset)
        return Self.leadingWhitespace(file.bytes, start, offset) != nil ? (start, "") : (offset, newline)
    }

    // MARK: Objects

    /// Insertions adding `objects` (printed) of class `isa`, each by its ID
    /// among the section's objects, or in a new section placed among the
    /// others by name when the file has none for `isa`.
    func objectInsertions(isa: String, _ objects: [(id: String, text: String)]) -> [TextInsertion] {
        let objects = objects.sorted { $0.id < $1.id }
        guard !objects.isEmpty else { return [] }
        if let section = sections.first(where: { $0.name == isa }), let end = section.end {
            let existing = file.objects(ofClass: isa).filter { $0.start > section.begin.end && $0.start < end.start }
            return objects.map { object in
                let before = existing.first { $0.id > object.id }?.start ?? end.start
                let point = lineBefore(before)
                return TextInsertion(offset: point.offset, rank: "0" + object.id, text: point.prefix + object.text)
            }
        }
        let body = objects.map(\.text).joined()
        if sections.isEmpty {
            let point = lineBefore(file.objectsNode.end - 1)
            return [TextInsertion(offset: point.offset, rank: "0", text: point.prefix + body)]
        }
        let block = "/* Begin \(isa) section */" + newline + body + "/* End \(isa) section */" + newline
        if let next = sections.first(where: { $0.name > isa }) {
            let point = lineBefore(next.begin.start)
            return [TextInsertion(offset: point.offset, rank: "1", text: point.prefix + block + newline)]
        }
        let last = sections.compactMap(\.end).max { $0.end < $1.end }
        let after = last.map { locator.nextLineStart(after: $0.end - 1) } ?? lineBefore(file.objectsNode.end - 1).offset
        return [TextInsertion(offset: after, rank: "1", text: newline + block)]
    }

    // MARK: Lists

    /// Insertions adding `items` (printed, without their commas) at the end
    /// of the list `array`: one per line, indented like the items above, in
    /// a list written over several lines; `item, ` before the `)` in one
    /// written on one line. A last item without its `,` gets one.
    func itemInsertions(into array: PlistNode, _ items: [String]) -> [TextInsertion] {
        guard !items.isEmpty, let existing = array.items else { return [] }
        let close = array.end - 1
        var insertions: [TextInsertion] = []
        if let last = existing.last, !hasComma(after: last.end, before: close) {
            insertions.append(TextInsertion(offset: endOfItem(last.end, before: close), rank: "", text: ","))
        }
        let lineStart = locator.lineStart(of: close)
        if let closingIndent = Self.leadingWhitespace(file.bytes, lineStart, close) {
            var indent = closingIndent + printer.indent
            if let last = existing.last,
               let itemIndent = Self.leadingWhitespace(file.bytes, locator.lineStart(of: last.start), last.start) {
                indent = itemIndent
            }
            insertions.append(TextInsertion(
                offset: lineStart, rank: "", text: items.map { indent + $0 + "," + newline }.joined()))
        } else {
            let space = close > 0 && [0x20, 0x09, UInt8(ascii: "(")].contains(file.bytes[close - 1]) ? "" : " "
            insertions.append(TextInsertion(offset: close, rank: "", text: space + items.map { $0 + ", " }.joined()))
        }
        return insertions
    }

    /// Past the comment that follows an item on its line (`X /* Other */`), if any.
    private func endOfItem(_ offset: Int, before limit: Int) -> Int {
        let bytes = file.bytes
        var index = offset
        while index < limit, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index + 1 < limit, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") else { return offset }
        index += 2
        while index + 1 < limit, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        return min(index + 2, limit)
    }

    /// Whether a `,` comes after `offset` before `limit`, past whitespace and
    /// `/* */` comments (the only things the parser let stand between an
    /// item and its `,`, besides `//` comments, which end at the line).
    private func hasComma(after offset: Int, before limit: Int) -> Bool {
        let bytes = file.bytes
        var index = offset
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") { return true }
            if byte == UInt8(ascii: "/"), index + 1 < limit, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < limit, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < limit, bytes[index + 1] == UInt8(ascii: "/") {
                while index < limit, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
            } else {
                return false
            }
        }
        return false
    }
}
