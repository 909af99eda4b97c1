import ArchGenSpec

/// Where new elements of one of a package's lists (`targets`, `products`) go.
enum ListSite: Equatable {
    /// Into the array literal whose brackets are at these tokens.
    case literal(open: Int, close: Int)
    /// As statements like the one from `first` to `close` (`package.targets.append(x)`), after it.
    case appendCalls(first: Int, open: Int, close: Int)
    /// As a new argument of `Package(...)`, before the argument starting at
    /// `before`, or after the last one (ending at `after`).
    case newArgument(before: Int?, after: Int)
}

/// How a change of a list is written: `list.append(x)`, `list += [...]`, `list = ...`, another mutation.
private enum ListChange {
    case append(open: Int)
    case appendContents(value: Range<Int>)
    case plusEquals(value: Range<Int>)
    case other
}

extension ManifestStructure {
    /// The labels of `Package(...)`'s arguments, in the order its initializer takes them.
    static let packageLabels = [
        "name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "dependencies", "targets",
        "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard",
    ]

    /// Where elements of `Package`'s list `label` go: the last top-level
    /// `package.<label>.append(...)` or `+= [...]` after the call, else the
    /// call's argument (a literal, a variable holding one, or a sum of those),
    /// else a new argument. `#if` blocks are left alone; a list changed in
    /// braces or computed is refused.
    func site(for label: String) throws(ManifestRefusal) -> ListSite {
        if let variable, let site = try siteOfChanges(to: [variable, label]) { return site }
        let arguments = arguments(ofCallAt: packageOpen)
        if let argument = arguments.first(where: { $0.label == label }) {
            return try site(ofExpression: argument.value, depth: 0)
        }
        let later = Self.packageLabels.drop { $0 != label }.dropFirst()
        let before = arguments.first { $0.label.map(later.contains) ?? false }
        return .newArgument(before: before?.labelToken, after: arguments.last.map { $0.value.upperBound - 1 } ?? packageOpen)
    }

    /// The site of the last change to `receiver` (`package.targets`,
    /// `features`) at the top level; nil when there is none.
    private func siteOfChanges(to receiver: [String]) throws(ManifestRefusal) -> ListSite? {
        var last: (first: Int, change: ListChange)?
        for index in tokens.indices where matches(receiver, at: index) {
            let after = index + receiver.count * 2 - 1
            guard let change = change(at: after) else { continue }
            if braceDepth[index] > 0 {
                throw ManifestRefusal(message: "the manifest changes '\(receiver.joined(separator: "."))' inside braces (a loop, a closure or a function)", token: index)
            }
            if !isConditional[index] { last = (index, change) }
        }
        guard let last else { return nil }
        switch last.change {
        case .append(let open):
            return .appendCalls(first: last.first, open: open, close: manifest.partner[open]!)
        case .appendContents(let value), .plusEquals(let value):
            return try site(ofExpression: value, depth: 0)
        case .other:
            throw ManifestRefusal(message: "the manifest sets '\(receiver.joined(separator: "."))' in a way archgen does not follow", token: last.first)
        }
    }

    /// Whether `receiver`'s words, joined by `.`, start at token `index` (and not as a member of something else).
    private func matches(_ receiver: [String], at index: Int) -> Bool {
        guard index + receiver.count * 2 - 1 < tokens.count, index == 0 || !tokens[index - 1].isPunctuation(".") else { return false }
        for (offset, word) in receiver.enumerated() {
            guard tokens[index + offset * 2].isWord, tokens[index + offset * 2].text == word else { return false }
            if offset > 0, !tokens[index + offset * 2 - 1].isPunctuation(".") { return false }
        }
        return true
    }

    /// The change made by the tokens from `index` on (just after the receiver); nil for a read.
    private func change(at index: Int) -> ListChange? {
        guard index + 2 < tokens.count else { return nil }
        let token = tokens[index]
        if token.isPunctuation("+"), tokens[index + 1].isPunctuation("=") {
            return .plusEquals(value: (index + 2)..<expressionEnd(from: index + 2))
        }
        if token.isPunctuation("=") { return .other }
        guard token.isPunctuation("."), tokens[index + 1].isWord else { return nil }
        let method = tokens[index + 1].text
        guard method == "append", tokens[index + 2].isPunctuation("(") else {
            return ["insert", "remove", "removeAll", "removeFirst", "removeLast", "append"].contains(method) ? .other : nil
        }
        let arguments = arguments(ofCallAt: index + 2)
        guard arguments.count == 1 else { return .other }
        if arguments[0].label == "contentsOf" { return .appendContents(value: arguments[0].value) }
        return arguments[0].label == nil ? .append(open: index + 2) : .other
    }

    /// The site of an expression giving a list: an array literal, a
    /// variable, or their sum (the last operand that is a literal or a
    /// variable holding one).
    private func site(ofExpression range: Range<Int>, depth: Int) throws(ManifestRefusal) -> ListSite {
        let operands = operands(of: range)
        if let computed = operands.first(where: isComputed) {
            throw ManifestRefusal(message: "the manifest computes this list (a closure, 'map', a loop)", token: computed.lowerBound)
        }
        for operand in operands.reversed() {
            if isArrayLiteral(operand) { return .literal(open: operand.lowerBound, close: operand.upperBound - 1) }
            if operand.count == 1, tokens[operand.lowerBound].isWord, depth < 4,
               let site = try site(ofVariable: tokens[operand.lowerBound].text, depth: depth + 1) {
                return site
            }
        }
        throw ManifestRefusal(message: "the manifest builds this list in a way archgen does not follow", token: range.lowerBound)
    }

    /// The site of a top-level variable's list: its last change, else its initial value; nil when it is not declared.
    private func site(ofVariable name: String, depth: Int) throws(ManifestRefusal) -> ListSite? {
        if let site = try siteOfChanges(to: [name]) { return site }
        for index in tokens.indices.dropLast(2) where tokens[index].isKeyword("let") || tokens[index].isKeyword("var") {
            guard tokens[index + 1].isWord, tokens[index + 1].text == name, braceDepth[index] == 0, !isConditional[index] else { continue }
            var equals = index + 2
            while equals < tokens.count - 1, !tokens[equals].isPunctuation("="), !(equals > index + 2 && manifest.startsLine(equals)) {
                equals = max(equals, manifest.partner[equals] ?? equals) + 1
            }
            guard tokens[equals].isPunctuation("=") else { return nil }
            return try site(ofExpression: (equals + 1)..<expressionEnd(from: equals + 1), depth: depth)
        }
        return nil
    }
}
