import ArchGenSource

/// Walks a whole file's tokens once, keeping a stack of open brackets: a
/// type's `{` opens its body, where each member introducer (`func`, `var`,
/// `init`, a nested type, ...) starts a member that runs to the next one or
/// to the body's `}`. A member's key is read by the spec's own member parser
/// (`parseMemberDeclaration(allowsBody:)`), so a requirement and its
/// implementation get the same key.
struct SwiftOutlineParser {
    private let scalars: [Unicode.Scalar]
    private let tokens: [SwiftToken]
    private let lines: LineIndex

    /// An open bracket, and for a type's body, the declaration it belongs to.
    private struct Bracket {
        var text: String
        var declaration: Int?
    }

    private var declarations: [SwiftOutline.TypeDeclaration] = []
    private var stack: [Bracket] = []
    /// The token index where the member being read started, by declaration.
    private var openMember: [Int: Int] = [:]

    init(_ text: String) throws(DeclarationError) {
        scalars = Array(text.unicodeScalars)
        tokens = try SwiftTokenizer.tokenize(text)
        lines = LineIndex(scalars)
    }

    static let typeIntroducers: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    static let memberIntroducers: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype",
    ]

    mutating func parse() throws(DeclarationError) -> SwiftOutline {
        var index = 0
        var pendingType: Int?
        while index < tokens.count - 1 {
            let token = tokens[index]
            if token.kind == .poundWord, ["#if", "#elseif", "#else", "#endif"].contains(token.text) {
                // A directive ends the member before it; its condition is not code.
                if let body = bodyDeclaration { closeMember(of: body, before: index) }
                let line = lines.line(of: token.offset)
                index += 1
                while index < tokens.count - 1, lines.line(of: tokens[index].offset) == line { index += 1 }
                continue
            }
            if let body = bodyDeclaration, startsMember(at: index) {
                closeMember(of: body, before: declarationStart(before: index))
                openMember[body] = index
            }
            if token.kind == .word(isBackticked: false), Self.typeIntroducers.contains(token.text),
               token.text == "extension" ? tokens[index + 1].isWord : DeclaredTypeScanner.declares(tokens, at: index) {
                pendingType = declareType(at: index)
                index += 2
                continue
            }
            if token.kind == .punctuation {
                try bracket(token, at: index, pendingType: &pendingType)
            }
            index += 1
        }
        if let open = stack.last {
            throw DeclarationError(message: "'\(open.text)' is never closed", offset: tokens[tokens.count - 1].offset)
        }
        return SwiftOutline(declarations: declarations, lineCount: lines.starts.count)
    }

    /// The declaration whose body is the innermost open bracket, if it is one.
    private var bodyDeclaration: Int? {
        stack.last?.declaration
    }

    private mutating func bracket(_ token: SwiftToken, at index: Int, pendingType: inout Int?) throws(DeclarationError) {
        switch token.text {
        case "{":
            // A pending type's first `{` at the depth it was declared at opens its body.
            let opensBody = pendingType.map { declarations[$0].depth == stack.count } ?? false
            stack.append(Bracket(text: "{", declaration: opensBody ? pendingType : nil))
            if opensBody, let type = pendingType {
                declarations[type].openingLine = lines.line(of: token.offset)
                pendingType = nil
            }
        case "(", "[":
            stack.append(Bracket(text: token.text, declaration: nil))
        case "}", ")", "]":
            let opening = ["}": "{", ")": "(", "]": "["][token.text]
            guard let open = stack.popLast(), open.text == opening else {
                throw DeclarationError(message: "unexpected '\(token.text)'", offset: token.offset)
            }
            if let type = open.declaration {
                closeMember(of: type, before: index)
                declarations[type].lines = declarations[type].lines.lowerBound...lines.line(of: token.offset)
            }
        default:
            break
        }
    }

    /// Records the type declared by the introducer at `index`; its index.
    private mutating func declareType(at index: Int) -> Int {
        var name = tokens[index + 1].text
        var position = index + 2
        while tokens[position].isPunctuation("."), tokens[position + 1].isWord {
            name += "." + tokens[position + 1].text
            position += 2
        }
        let start = declarationStart(before: index)
        declarations.append(SwiftOutline.TypeDeclaration(
            keyword: tokens[index].text, name: name, inherited: inherited(from: position),
            lines: lines.line(of: tokens[start].offset)...lines.line(of: tokens[index].offset),
            openingLine: lines.line(of: tokens[index].offset), members: [], depth: stack.count))
        return declarations.count - 1
    }

    /// The names of the inheritance clause that may start at `position`:
    /// each entry's words (`@unchecked` left out), up to `where` or `{`.
    private func inherited(from start: Int) -> [String] {
        var position = start
        var angles = 0
        while tokens[position].isPunctuation("<") || angles > 0 {
            if tokens[position].isPunctuation("<") { angles += 1 }
            if tokens[position].isPunctuation(">") { angles -= 1 }
            if tokens[position].isEnd { return [] }
            position += 1
        }
        guard tokens[position].isPunctuation(":") else { return [] }
        var names: [String] = []
        var entry = ""
        position += 1
        while !tokens[position].isEnd, !tokens[position].isPunctuation("{"), !tokens[position].isKeyword("where") {
            let token = tokens[position]
            if token.isPunctuation("<") { angles += 1 } else if token.isPunctuation(">") { angles -= 1 }
            if angles == 0, token.isPunctuation(",") || token.isPunctuation("&") {
                if !entry.isEmpty { names.append(entry) }
                entry = ""
            } else if token.isPunctuation("@") {
                position += 1
            } else if angles == 0, token.isWord || token.isPunctuation(".") {
                entry += token.text
            }
            position += 1
        }
        if !entry.isEmpty { names.append(entry) }
        return names
    }

    /// Whether the token at `index`, directly in a type's body, introduces a member.
    private func startsMember(at index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .word(isBackticked: false), index == 0 || !tokens[index - 1].isPunctuation(".") else { return false }
        // `class var`, `static func`: the member starts at its modifiers (`declarationStart`).
        if Self.memberIntroducers.contains(token.text) { return true }
        return Self.typeIntroducers.contains(token.text) && DeclaredTypeScanner.declares(tokens, at: index)
    }

    /// Ends the member `declaration` is reading, if any, at the token before `index`.
    private mutating func closeMember(of declaration: Int, before index: Int) {
        guard let start = openMember.removeValue(forKey: declaration), index > start else { return }
        let first = declarationStart(before: start)
        let introducer = tokens[start]
        var cursor = DeclarationCursor(scalars: scalars, tokens: tokens, position: first)
        var key: String?
        var name = introducer.text
        switch introducer.text {
        case "func", "init":
            if case .method(let method)? = try? cursor.parseMemberDeclaration(allowsBody: true) {
                key = SwiftOutline.Member.key(of: method)
                name = method.name
            }
        case "deinit", "subscript":
            key = introducer.text
        default:
            if tokens[start + 1].isWord {
                name = tokens[start + 1].text
                key = introducer.text == "let" ? "var " + name : introducer.text + " " + name
            }
        }
        let hasBody = tokens[start..<index].contains { $0.isPunctuation("{") }
        declarations[declaration].members.append(SwiftOutline.Member(
            key: key, name: name, lines: lines.line(of: tokens[first].offset)...lines.line(of: tokens[index - 1].offset),
            hasBody: hasBody))
    }

    /// The first token of the declaration introduced at `index`: the
    /// modifiers and attributes (`@available(iOS 15, *)`) before it.
    private func declarationStart(before index: Int) -> Int {
        var start = index
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .word(isBackticked: false), DeclarationCursor.declarationModifiers.contains(previous.text) {
                start -= 1
            } else if previous.isPunctuation(")"), start >= 4, tokens[start - 2].text == "set", tokens[start - 3].isPunctuation("("),
                      DeclarationCursor.declarationModifiers.contains(tokens[start - 4].text) {
                start -= 4  // `private(set)`
            } else if previous.isWord, start >= 2, tokens[start - 2].isPunctuation("@") {
                start -= 2
            } else if previous.isPunctuation(")"), let open = matchingOpen(before: start - 1),
                      open >= 2, tokens[open - 1].isWord, tokens[open - 2].isPunctuation("@") {
                start = open - 2
            } else {
                break
            }
        }
        return start
    }

    /// The `(` matching the `)` at `close`.
    private func matchingOpen(before close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            if tokens[index].isPunctuation(")") { depth += 1 }
            if tokens[index].isPunctuation("(") {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }
}
