import ArchGenSource
import ArchGenSpec

/// Editing a package manifest: a manifest that cannot be read as Swift, has
/// merge-conflict markers, is too dynamic to edit, clashes with a module's
/// target, or that SwiftPM cannot evaluate.
package enum ManifestStage: ErrorStage {}
package typealias ManifestError = StageError<ManifestStage>

/// A package manifest as the editor reads it: its text as scalars (exactly
/// as on disk: line endings kept), its code tokens with each bracket's
/// partner, and its comments apart. Reading it fails, located, on
/// merge-conflict markers, an unterminated string or comment, and brackets
/// (or `#if` and `#endif`) that do not pair up.
package struct ManifestText: Sendable {
    package let text: String
    let scalars: [Unicode.Scalar]
    /// Code tokens (no comments), ending with `.end`.
    let tokens: [SwiftToken]
    let comments: [SwiftToken]
    /// For each `(`, `[`, `{` token index, its closing token's index, and back.
    let partner: [Int: Int]
    /// `\r\n` when most of the manifest's lines end so, else `\n` (`LineBreak`).
    let lineEnding: String
    /// The offset at which each line starts.
    private let lineStarts: [Int]

    package init(_ text: String) throws(ManifestError) {
        self.text = text
        let scalars = Array(text.unicodeScalars)
        self.scalars = scalars
        lineEnding = LineBreak.dominant(in: text.utf8)
        lineStarts = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
        try Self.checkNoConflictMarkers(scalars)
        let all: [SwiftToken]
        do throws(DeclarationError) {
            all = try SwiftTokenizer.tokenize(text, keepingComments: true)
        } catch {
            throw ManifestError(error.message, at: Self.location(of: error.offset, in: scalars), hint: error.hint)
        }
        tokens = all.filter { $0.kind != .comment }
        comments = all.filter { $0.kind == .comment }
        partner = try Self.pairBrackets(tokens, scalars)
    }

    /// The 1-based line and column of a scalar offset.
    package func location(of offset: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = scalars[lineStarts[low]..<min(offset, scalars.count)].filter { $0 != "\r" }.count + 1
        return SourceLocation(line: low + 1, column: column)
    }

    /// The 1-based line of a scalar offset.
    func line(of offset: Int) -> Int {
        location(of: offset).line
    }

    func error(_ message: String, at token: Int, hint: String? = nil) -> ManifestError {
        ManifestError(message, at: location(of: tokens[token].offset), hint: hint)
    }

    /// The text from the start of token `first` to the end of token `last`, as written.
    func source(_ first: Int, through last: Int) -> String {
        String(scalars: scalars[tokens[first].offset..<tokens[last].endOffset])
    }

    /// The text from the start of token `first` to the start of token `end`.
    func source(_ first: Int, upTo end: Int) -> String {
        String(scalars: scalars[tokens[first].offset..<tokens[end].offset])
    }

    /// The text from the end of token `index` to the end of token `last`.
    func source(after index: Int, through last: Int) -> String {
        String(scalars: scalars[tokens[index].endOffset..<tokens[last].endOffset])
    }

    /// The offset just past the line break ending the line of `offset` (the text's end on the last line).
    func startOfNextLine(after offset: Int) -> Int {
        var index = offset
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        return min(index + 1, scalars.count)
    }

    /// The spaces and tabs starting the line of `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, scalars[start - 1] != "\n" { start -= 1 }
        var end = start
        while end < scalars.count, scalars[end] == " " || scalars[end] == "\t" { end += 1 }
        return String(scalars: scalars[start..<end])
    }

    /// Whether token `index` is the first code on its line.
    func startsLine(_ index: Int) -> Bool {
        index == 0 || line(of: tokens[index - 1].endOffset) < line(of: tokens[index].offset)
    }

    /// Where a line may be added after token `index`: the start of the next
    /// line, past a comment ending this line (or a block comment starting on
    /// it); nil when more code follows on the same line.
    func lineBreak(after index: Int) -> Int? {
        let line = line(of: tokens[index].endOffset)
        guard self.line(of: tokens[index + 1].offset) > line else { return nil }
        var end = tokens[index].endOffset
        for comment in comments where comment.offset >= end && comment.offset < tokens[index + 1].offset {
            guard self.line(of: comment.offset) == line else { break }
            end = comment.endOffset
        }
        return startOfNextLine(after: end)
    }

    /// The smallest indentation step the manifest uses (four spaces when it has none).
    var indentationStep: String {
        var step: String?
        for token in tokens.dropLast() {
            let indent = indentation(ofLineAt: token.offset)
            guard !indent.isEmpty, step.map({ indent.count < $0.count }) ?? true else { continue }
            step = indent
        }
        return step ?? "    "
    }

    static func location(of offset: Int, in scalars: [Unicode.Scalar]) -> SourceLocation {
        var line = 1, column = 1
        for scalar in scalars[..<min(offset, scalars.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else if scalar != "\r" {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    private static func pairBrackets(_ tokens: [SwiftToken], _ scalars: [Unicode.Scalar]) throws(ManifestError) -> [Int: Int] {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        var open: [Int] = []
        var conditions: [Int] = []
        var partner: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() {
            if token.kind == .poundWord {
                if token.text == "#if" { conditions.append(index) }
                if token.text == "#endif" {
                    guard conditions.popLast() != nil else {
                        throw ManifestError("'#endif' without '#if'", at: location(of: token.offset, in: scalars))
                    }
                }
            }
            guard token.kind == .punctuation else { continue }
            if pairs[token.text] != nil {
                open.append(index)
            } else if pairs.values.contains(token.text) {
                guard let opening = open.popLast() else {
                    throw ManifestError("'\(token.text)' closes nothing", at: location(of: token.offset, in: scalars),
                                        hint: "remove it, or add the bracket it closes")
                }
                guard pairs[tokens[opening].text] == token.text else {
                    let start = location(of: tokens[opening].offset, in: scalars)
                    throw ManifestError(
                        "'\(token.text)' does not close the '\(tokens[opening].text)' of line \(start.line)",
                        at: location(of: token.offset, in: scalars), hint: "close it with '\(pairs[tokens[opening].text]!)'")
                }
                partner[opening] = index
                partner[index] = opening
            }
        }
        if let unclosed = open.last {
            throw ManifestError("'\(tokens[unclosed].text)' is never closed", at: location(of: tokens[unclosed].offset, in: scalars))
        }
        if let unclosed = conditions.last {
            throw ManifestError("'#if' is never closed", at: location(of: tokens[unclosed].offset, in: scalars), hint: "end it with '#endif'")
        }
        return partner
    }

    /// Git's `<<<<<<<`, `=======` and `>>>>>>>` lines: the first one found.
    private static func checkNoConflictMarkers(_ scalars: [Unicode.Scalar]) throws(ManifestError) {
        var lineStart = 0
        for index in 0...scalars.count where index == scalars.count || scalars[index] == "\n" {
            let line = String(scalars: scalars[lineStart..<index])
            lineStart = index + 1
            for marker in ["<<<<<<<", "=======", ">>>>>>>", "|||||||"] where line.hasPrefix(marker) {
                throw ManifestError(
                    "merge-conflict marker '\(marker)'", at: location(of: index - line.unicodeScalars.count, in: scalars),
                    hint: "resolve the conflict in the manifest first, then run archgen again")
            }
        }
    }
}
