import ArchGenSource

/// The type names a Swift file declares, found without parsing it: each
/// `class`, `struct`, `enum`, `actor`, `protocol` or `typealias` followed by
/// a name, at any nesting, outside comments and string literals. `class func`,
/// `class var` and `import struct Module.Type` declare nothing. A file that
/// stops tokenizing (an unterminated literal) is read on from the next line.
package enum DeclaredTypeScanner {
    /// A declared type and its line (1-based).
    package struct DeclaredType: Equatable, Sendable {
        package var name: String
        package var line: Int

        package init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }

    static let introducers: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias"]

    /// Modifiers that may follow `class` in a member declaration (`class override func`).
    static let memberModifiers: Set<String> = [
        "override", "final", "dynamic", "required", "convenience", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "optional", "indirect", "isolated", "distributed",
    ]

    /// Every type `text` declares, in order.
    package static func types(in text: String) -> [DeclaredType] {
        let scalars = Array(text.unicodeScalars)
        let lines = LineIndex(scalars)
        var found: [DeclaredType] = []
        var start = 0
        while start < scalars.count {
            let (tokens, stop) = tokenize(scalars, from: start)
            for (index, token) in tokens.enumerated() where declares(tokens, at: index) {
                found.append(DeclaredType(name: tokens[index + 1].text, line: lines.line(of: start + token.offset)))
            }
            guard let stop else { break }
            // Read on from the line after the one that did not tokenize.
            start = lines.starts.first { $0 > stop } ?? scalars.count
        }
        return found
    }

    /// The tokens from `start`, up to where tokenizing fails (its offset in `scalars`), or to the end.
    private static func tokenize(_ scalars: [Unicode.Scalar], from start: Int) -> ([SwiftToken], Int?) {
        let rest = String(scalars: scalars[start...])
        do {
            return (try SwiftTokenizer.tokenize(rest), nil)
        } catch {
            let prefix = String(scalars: scalars[start..<(start + error.offset)])
            return ((try? SwiftTokenizer.tokenize(prefix)) ?? [], start + error.offset)
        }
    }

    static func declares(_ tokens: [SwiftToken], at index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .word(isBackticked: false), introducers.contains(token.text), index + 1 < tokens.count else {
            return false
        }
        let name = tokens[index + 1]
        guard name.isWord, name.isBackticked || !SwiftIdentifier.isKeyword(name.text) else { return false }
        if token.text == "class", !name.isBackticked, memberModifiers.contains(name.text) { return false }
        return index == 0 || !tokens[index - 1].isKeyword("import")
    }
}
