import ArchGenSpec

/// Code of a manifest that goes through one of its lists after the list's
/// site, and so through the elements added there as through every other:
/// `package.targets = package.targets.map { ... }`, `for target in
/// package.targets { ... }`, `targets.forEach { ... }`, a function of the
/// manifest's own called on the list or given the package. Such code runs
/// once, at the top level or in an `if` or a loop there; code in a function
/// counts where the function is called.
extension ManifestStructure {
    /// Methods that go through every element of a list.
    static let iteratingMethods: Set = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "lazy", "enumerated", "indices",
    ]

    /// The first token of each line after `route`'s site with code that
    /// goes through the list `label` (by any of its names), in order.
    func processingLines(of label: String, along route: ListRoute) -> [Int] {
        let end = route.site.lastToken(in: self)
        var lines: [Int] = []
        for index in tokens.indices where index > end {
            guard route.names.contains(where: { goesThrough($0, at: index) }) || passesPackage(at: index, toCodeNaming: label),
                  runsOnce(index) else { continue }
            let first = firstTokenOfLine(index)
            if lines.last != first { lines.append(first) }
        }
        return lines
    }

    /// Whether the list named `name` is gone through at token `index`.
    private func goesThrough(_ name: [String], at index: Int) -> Bool {
        guard matches(name, at: index) else { return false }
        let after = index + name.count * 2 - 1
        if case .throughEveryElement? = change(at: after, of: name) { return true }
        if index > 0, tokens[index - 1].isKeyword("in"), tokens[firstTokenOfLine(index)].isKeyword("for") { return true }
        guard tokens[after].isPunctuation("."), tokens[after + 1].isWord else { return false }
        let method = tokens[after + 1].text
        return Self.iteratingMethods.contains(method) || functionBody(method) != nil
    }

    /// Whether the package is given at token `index` to a function of the
    /// manifest whose code names `label`: `package.lintEveryTarget()`, `lint(package)`.
    private func passesPackage(at index: Int, toCodeNaming label: String) -> Bool {
        guard let variable, index + 3 < tokens.count, matches([variable], at: index) else { return false }
        var function: String?
        if tokens[index + 1].isPunctuation("."), tokens[index + 2].isWord, tokens[index + 3].isPunctuation("(") {
            function = tokens[index + 2].text
        } else if let open = enclosingBracket(of: index), open > 0, tokens[open].isPunctuation("("), tokens[open - 1].isWord {
            function = tokens[open - 1].text
        }
        guard let body = function.flatMap(functionBody) else { return false }
        return body.contains { tokens[$0].isWord && tokens[$0].text == label }
    }

    /// Whether token `index` runs once when the manifest is evaluated: at the
    /// top level or in an `if`, `for` or the like there, not in a function or a closure.
    private func runsOnce(_ index: Int) -> Bool {
        let statements = ["if", "else", "for", "while", "repeat", "guard", "do", "switch"]
        var cursor = index
        while let open = enclosingBracket(of: cursor) {
            let first = tokens[firstTokenOfLine(open)]
            if tokens[open].isPunctuation("{"), !first.isPunctuation("}"), !statements.contains(where: first.isKeyword) { return false }
            cursor = open
        }
        return true
    }

    /// The tokens of the body of the manifest's function `name` (in an extension too); nil when it declares none.
    func functionBody(_ name: String) -> Range<Int>? {
        guard let declaration = tokens.indices.dropLast().first(where: { tokens[$0].isKeyword("func") && tokens[$0 + 1].text == name }) else {
            return nil
        }
        var open = declaration + 2
        while open < tokens.count - 1, !tokens[open].isPunctuation("{") { open = max(open, manifest.partner[open] ?? open) + 1 }
        guard let close = manifest.partner[open] else { return nil }
        return (open + 1)..<close
    }
}

extension ListSite {
    /// The site's last token: new elements go before it or after it, and code after it goes through them.
    func lastToken(in structure: ManifestStructure) -> Int {
        switch self {
        case .literal(_, let close), .appendCalls(_, _, let close): return close
        case .newArgument: return structure.manifest.partner[structure.packageOpen] ?? structure.packageOpen
        }
    }
}
