/// A text edited by inserting whole lines between its own, which keep every
/// byte (`\r\n` endings and a missing last newline included): the only edit
/// archgen makes to a team's file. Inserted lines take the file's line ending.
struct LineInsertions {
    /// One insertion: `lines` after line `after` (1-based; 0 for the top).
    struct Insertion {
        var after: Int
        var lines: [String]
    }

    /// The text's lines, without their `\n` (a `\r` stays).
    let lines: [Substring]
    private let endsWithNewline: Bool
    private let usesCRLF: Bool
    private(set) var insertions: [Insertion] = []

    init(_ text: String) {
        // By scalars: `\r\n` is one Character, and would not split at `\n`.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        endsWithNewline = text.unicodeScalars.last == "\n"
        if endsWithNewline { lines.removeLast() }
        self.lines = lines
        usesCRLF = lines.first?.unicodeScalars.last == "\r"
    }

    /// The text of line `number` (1-based), without its line ending.
    func line(_ number: Int) -> Substring {
        let line = lines[number - 1]
        return line.unicodeScalars.last == "\r" ? Substring(line.unicodeScalars.dropLast()) : line
    }

    /// Inserts `lines` after line `after`, after what was inserted there before; its index.
    @discardableResult
    mutating func insert(_ lines: [String], after: Int) -> Int {
        insertions.append(Insertion(after: after, lines: lines))
        return insertions.count - 1
    }

    var isEmpty: Bool { insertions.allSatisfy(\.lines.isEmpty) }

    /// The edited text, and the line each insertion starts at in it.
    func applied() -> (text: String, startLines: [Int]) {
        let order = insertions.indices.sorted { (insertions[$0].after, $0) < (insertions[$1].after, $1) }
        var output: [String] = []
        var startLines = Array(repeating: 0, count: insertions.count)
        var next = 0
        for number in 0...lines.count {
            if number > 0 { output.append(String(lines[number - 1])) }
            while next < order.count, insertions[order[next]].after == number {
                let insertion = insertions[order[next]]
                if !insertion.lines.isEmpty, usesCRLF, let last = output.last, last.unicodeScalars.last != "\r" {
                    output[output.count - 1] += "\r"  // the end of a file without a last line ending
                }
                startLines[order[next]] = output.count + 1
                output += insertion.lines.map { usesCRLF ? $0 + "\r" : $0 }
                next += 1
            }
        }
        let addedAtEnd = insertions.contains { $0.after == lines.count && !$0.lines.isEmpty }
        return (output.joined(separator: "\n") + (endsWithNewline || addedAtEnd ? "\n" : ""), startLines)
    }

    /// The leading white space of a line.
    static func indentation(of line: Substring) -> Substring {
        line.prefix { $0 == " " || $0 == "\t" }
    }

    /// `lines` indented with `unit` where they were with `freshUnit` (archgen's four spaces, say, for a team's two).
    static func reindent(_ lines: [String], from freshUnit: Substring, to unit: Substring) -> [String] {
        guard freshUnit != unit, !freshUnit.isEmpty else { return lines }
        return lines.map { line in
            var rest = Substring(line)
            var levels = 0
            while rest.hasPrefix(freshUnit) {
                rest = rest.dropFirst(freshUnit.count)
                levels += 1
            }
            return String(repeating: String(unit), count: levels) + rest
        }
    }
}
