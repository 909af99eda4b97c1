import ArchGenSpec

/// Why a manifest cannot be edited safely, at which token: it builds its
/// targets in a way the editor does not follow (a loop, `map`, a function).
struct ManifestRefusal: Error, Equatable {
    var message: String
    var token: Int
}

/// What the editor knows of a manifest's shape: each token's nesting in
/// braces and `#if` blocks, the one `Package(...)` call at the top level and
/// the variable holding it, its arguments, and the statements that change a
/// list after it.
struct ManifestStructure {
    /// A call's argument: its label (nil for none) and value, by token index (`value` end exclusive).
    struct Argument {
        var label: String?
        var labelToken: Int
        var value: Range<Int>
    }

    let manifest: ManifestText
    /// For each token, how many `{ }` are around it (a function, a loop, a closure).
    let braceDepth: [Int]
    /// For each token, whether it is between `#if` and `#endif`.
    let isConditional: [Bool]
    /// The `Package` word and its `(`.
    let packageToken: Int
    let packageOpen: Int
    /// `package` in `let package = Package(...)`.
    let variable: String?

    var tokens: [SwiftToken] { manifest.tokens }

    init(_ manifest: ManifestText) throws(ManifestRefusal) {
        self.manifest = manifest
        let tokens = manifest.tokens
        var depth = 0, conditions = 0
        var braceDepth: [Int] = [], isConditional: [Bool] = []
        for token in tokens {
            if token.isPunctuation("}") { depth -= 1 }
            if token.kind == .poundWord, token.text == "#endif" { conditions -= 1 }
            braceDepth.append(depth)
            isConditional.append(conditions > 0 || token.kind == .poundWord && token.text == "#if")
            if token.isPunctuation("{") { depth += 1 }
            if token.kind == .poundWord, token.text == "#if" { conditions += 1 }
        }
        self.braceDepth = braceDepth
        self.isConditional = isConditional
        let calls = tokens.indices.dropLast().filter { index in
            tokens[index].isKeyword("Package") && tokens[index + 1].isPunctuation("(")
                && (index == 0 || !tokens[index - 1].isPunctuation(".") || index > 1 && tokens[index - 2].isKeyword("PackageDescription"))
        }
        guard let call = calls.first else {
            throw ManifestRefusal(message: "the manifest has no 'Package(...)' call", token: 0)
        }
        guard calls.count == 1, braceDepth[call] == 0, !isConditional[call] else {
            let place = calls.count > 1 ? "several 'Package(...)' calls" : isConditional[call] ? "its 'Package(...)' in an '#if' block" : "its 'Package(...)' inside braces"
            throw ManifestRefusal(message: "the manifest makes the package in a way archgen does not follow (\(place))", token: calls[calls.count > 1 ? 1 : 0])
        }
        packageToken = call
        packageOpen = call + 1
        variable = Self.declaredName(before: call, in: tokens)
    }

    /// `name` of `let name = ` / `var name: T = ` just before token `index`.
    private static func declaredName(before index: Int, in tokens: [SwiftToken]) -> String? {
        guard index > 0, tokens[index - 1].isPunctuation("=") else { return nil }
        var cursor = index - 2
        while cursor > 0, !(tokens[cursor - 1].isKeyword("let") || tokens[cursor - 1].isKeyword("var")) { cursor -= 1 }
        return cursor > 0 && tokens[cursor].isWord ? tokens[cursor].text : nil
    }

    /// The arguments of the call whose `(` is at `open`.
    func arguments(ofCallAt open: Int) -> [Argument] {
        guard let close = manifest.partner[open], close > open + 1 else { return [] }
        var arguments: [Argument] = []
        var start = open + 1
        var index = start
        while index <= close {
            if index == close || tokens[index].isPunctuation(",") {
                if start < index {
                    let labeled = tokens[start].isWord && tokens[start + 1].isPunctuation(":")
                    arguments.append(Argument(
                        label: labeled ? tokens[start].text : nil, labelToken: start, value: (labeled ? start + 2 : start)..<index))
                }
                start = index + 1
            } else if let partner = manifest.partner[index], partner > index {
                index = partner
                continue
            }
            index += 1
        }
        return arguments
    }

    /// The expression starting at `start`, to the end of its statement:
    /// operands and `+`, member chains, calls, closures; nothing past a line
    /// break that does not continue it.
    func expressionEnd(from start: Int) -> Int {
        var index = start
        while index < tokens.count - 1 {
            let token = tokens[index]
            if [")", "]", "}", ",", ";"].contains(where: token.isPunctuation) { return index }
            let continued = token.isPunctuation(".") || token.isPunctuation("+")
                || index > start && ["+", "=", "."].contains(where: tokens[index - 1].isPunctuation)
            if index > start, manifest.startsLine(index), !continued { return index }
            index = max(index, manifest.partner[index] ?? index) + 1
        }
        return index
    }

    /// The operands of `+` in an expression, by token range.
    func operands(of expression: Range<Int>) -> [Range<Int>] {
        var operands: [Range<Int>] = []
        var start = expression.lowerBound
        var index = start
        while index < expression.upperBound {
            if let partner = manifest.partner[index], partner > index {
                index = partner + 1
                continue
            }
            if tokens[index].isPunctuation("+") {
                operands.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        operands.append(start..<expression.upperBound)
        return operands
    }

    /// Whether `range` is a whole array literal `[ ... ]`.
    func isArrayLiteral(_ range: Range<Int>) -> Bool {
        range.count >= 2 && tokens[range.lowerBound].isPunctuation("[") && manifest.partner[range.lowerBound] == range.upperBound - 1
    }

    /// Whether `range` builds a list at run time: a closure, `map` and the like, a loop.
    func isComputed(_ range: Range<Int>) -> Bool {
        let words: Set = ["map", "flatMap", "compactMap", "reduce", "filter", "forEach", "for", "while", "sorted"]
        return range.contains { tokens[$0].isPunctuation("{") || tokens[$0].isWord && words.contains(tokens[$0].text) }
    }

    /// The bracket (`(`, `[`, `{`) that token `index` is in; nil at the top level.
    func enclosingBracket(of index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            if let partner = manifest.partner[cursor] {
                if partner > cursor { return cursor }
                cursor = partner
            }
            cursor -= 1
        }
        return nil
    }

    /// The first token on the line of token `index`.
    func firstTokenOfLine(_ index: Int) -> Int {
        var first = index
        while !manifest.startsLine(first) { first -= 1 }
        return first
    }
}
