import ArchGenSource

/// The names a Swift file's code uses (identifiers and keywords, outside
/// comments and string literals), and the file with some of them renamed:
/// what renaming a module does to archgen's names in the team's files.
package enum SwiftWords {
    /// Every word of the code, once.
    package static func words(in text: String) throws(DeclarationError) -> Set<String> {
        Set(try SwiftTokenizer.tokenize(text).filter(\.isWord).map(\.text))
    }

    /// The first word of the code that is one of `names`: its 1-based line
    /// and column (in scalars); nil when there is none, or the text cannot be tokenized.
    package static func firstUse(of names: Set<String>, in text: String) -> (word: String, line: Int, column: Int)? {
        let scalars = Array(text.unicodeScalars)
        guard let token = (try? SwiftTokenizer.tokenize(text))?.first(where: { $0.isWord && names.contains($0.text) }) else { return nil }
        let lines = LineIndex(scalars)
        let line = lines.line(of: token.offset)
        return (token.text, line, token.offset - lines.starts[line - 1] + 1)
    }

    /// `text` with each word that is a key of `names` replaced by its value
    /// (a backticked word keeps its backticks); comments, string literals and
    /// every other character are left as they are. Throws where the text
    /// cannot be tokenized.
    package static func renaming(_ names: [String: String], in text: String) throws(DeclarationError) -> String {
        let scalars = Array(text.unicodeScalars)
        var result: [Unicode.Scalar] = []
        var copied = 0
        for token in try SwiftTokenizer.tokenize(text) where token.isWord {
            guard let name = names[token.text] else { continue }
            let start = token.isBackticked ? token.offset + 1 : token.offset
            result += scalars[copied..<start]
            result += name.unicodeScalars
            copied = token.isBackticked ? token.endOffset - 1 : token.endOffset
        }
        result += scalars[copied...]
        return renamingMarks(names, in: String(scalars: result))
    }

    /// `// MARK: - HomeInteractorOutput` lines: archgen's comments naming a protocol follow it.
    private static func renamingMarks(_ names: [String: String], in text: String) -> String {
        let marker = "// MARK: - "
        guard text.contains(marker) else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let range = line.firstRange(of: marker), line[..<range.lowerBound].allSatisfy(\.isWhitespace),
                  let name = names[String(line[range.upperBound...])] else { return String(line) }
            return String(line[..<range.upperBound]) + name
        }
        return lines.joined(separator: "\n")
    }
}
