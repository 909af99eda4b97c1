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

/// A list's site and the names the list goes by on its way from there into
/// `Package(...)` and after it: `["package", "targets"]`, `["features"]`.
struct ListRoute {
    var site: ListSite
    var names: [[String]]
}

/// How a change of a list is written: `list.append(x)`, `list += [...]`, `list = ...`, another mutation.
enum ListChange {
    case append(open: Int)
    case appendContents(value: Range<Int>)
    case plusEquals(value: Range<Int>)
    /// A change that goes through every element the list has by then:
    /// `list = list.map { ... }`, `list += list.filter { ... }`, `list.removeAll { ... }`, `list = []`.
    case throughEveryElement
    case other
}

extension ManifestStructure {
    /// The labels of `Package(...)`'s arguments, in the order its initializer takes them.
    static let packageLabels = [
        "name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "dependencies", "targets",
        "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard",
    ]

    /// Where elements of `Package`'s list `label` go.
    func site(for label: String) throws(ManifestRefusal) -> ListSite {
        try route(for: label).site
    }

    /// Where elements of `Package`'s list `label` go: the last top-level
    /// `package.<label>.append(...)` or `+= [...]` after the call, else the
    /// call's argument (a literal, a variable holding one, or a sum of those),
    /// else a new argument. `#if` blocks, and changes that go through every
    /// element (`list = list.map { ... }`), are left alone; a list changed
    /// otherwise in braces, or computed, is refused.
    func route(for label: String) throws(ManifestRefusal) -> ListRoute {
        var names: [[String]] = []
        if let variable {
            names.append([variable, label])
            if let site = try siteOfChanges(to: [variable, label], names: &names) { return ListRoute(site: site, names: names) }
        }
        let arguments = arguments(ofCallAt: packageOpen)
        if let argument = arguments.first(where: { $0.label == label }) {
            return ListRoute(site: try site(ofExpression: argument.value, depth: 0, names: &names), names: names)
        }
        let later = Self.packageLabels.drop { $0 != label }.dropFirst()
        let before = arguments.first { $0.label.map(later.contains) ?? false }
        let site = ListSite.newArgument(before: before?.labelToken, after: arguments.last.map { $0.value.upperBound - 1 } ?? packageOpen)
        return ListRoute(site: site, names: names)
    }

    /// The site of the last change to `receiver` (`package.targets`,
    /// `features`) at the top level; nil when there is none.
    private func siteOfChanges(to receiver: [String], names: inout [[String]]) throws(ManifestRefusal) -> ListSite? {
        var last: (first: Int, change: ListChange)?
        for index in tokens.indices where matches(receiver, at: index) {
            let after = index + receiver.count * 2 - 1
            guard let change = change(at: after, of: receiver) else { continue }
            if case .throughEveryElement = change { continue }
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
            return try site(ofExpression: value, depth: 0, names: &names)
        case .throughEveryElement, .other:
            throw ManifestRefusal(message: "the manifest sets '\(receiver.joined(separator: "."))' in a way archgen does not follow", token: last.first)
        }
    }

    /// Whether `receiver`'s words, joined by `.`, start at token `index` (and not as a member of something else).
    func matches(_ receiver: [String], at index: Int) -> Bool {
        guard index + receiver.count * 2 - 1 < tokens.count, index == 0 || !tokens[index - 1].isPunctuation(".") else { return false }
        for (offset, word) in receiver.enumerated() {
            guard tokens[index + offset * 2].isWord, tokens[index + offset * 2].text == word else { return false }
            if offset > 0, !tokens[index + offset * 2 - 1].isPunctuation(".") { return false }
        }
        return true
    }

    /// The change of `receiver` made by the tokens from `index` on (just after it); nil for a read.
    func change(at index: Int, of receiver: [String]) -> ListChange? {
        guard index + 2 < tokens.count else { return nil }
        let token = tokens[index]
        func fromItself(_ value: Range<Int>) -> Bool { value.contains { matches(receiver, at: $0) } }
        if token.isPunctuation("+"), tokens[index + 1].isPunctuation("=") {
            let value = (index + 2)..<expressionEnd(from: index + 2)
            return fromItself(value) ? .throughEveryElement : .plusEquals(value: value)
        }
        if token.isPunctuation("=") {
            // `list = []` empties the list, the new elements with every other.
            let value = (index + 1)..<expressionEnd(from: index + 1)
            return fromItself(value) || isArrayLiteral(value) && value.count == 2 ? .throughEveryElement : .other
        }
        guard token.isPunctuation("."), tokens[index + 1].isWord else { return nil }
        let method = tokens[index + 1].text
        let open = index + 2
        let arguments = tokens[open].isPunctuation("(") ? arguments(ofCallAt: open) : []
        let takesClosure = tokens[open].isPunctuation("{") || arguments.first?.label == "where" || arguments.first?.label == "by"
        if ["removeAll", "sort"].contains(method), takesClosure { return .throughEveryElement }
        guard method == "append", tokens[open].isPunctuation("(") else {
            return ["insert", "remove", "removeAll", "removeFirst", "removeLast", "append"].contains(method) ? .other : nil
        }
        guard arguments.count == 1 else { return .other }
        if arguments[0].label == "contentsOf" {
            return fromItself(arguments[0].value) ? .throughEveryElement : .appendContents(value: arguments[0].value)
        }
        return arguments[0].label == nil ? .append(open: open) : .other
    }

    /// The site of an expression giving a list: an array literal, a
    /// variable, or their sum (the last operand that is a literal or a
    /// variable holding one).
    private func site(ofExpression range: Range<Int>, depth: Int, names: inout [[String]]) throws(ManifestRefusal) -> ListSite {
        let operands = operands(of: range)
        if let computed = operands.first(where: isComputed) {
            throw ManifestRefusal(message: "the manifest computes this list (a closure, 'map', a loop)", token: computed.lowerBound)
        }
        for operand in operands.reversed() {
            if isArrayLiteral(operand) { return .literal(open: operand.lowerBound, close: operand.upperBound - 1) }
            if operand.count == 1, tokens[operand.lowerBound].isWord, depth < 4,
               let site = try site(ofVariable: tokens[operand.lowerBound].text, depth: depth + 1, names: &names) {
                return site
            }
        }
        throw ManifestRefusal(message: "the manifest builds this list in a way archgen does not follow", token: range.lowerBound)
    }

    /// The site of a top-level variable's list: its last change, else its initial value; nil when it is not declared.
    private func site(ofVariable name: String, depth: Int, names: inout [[String]]) throws(ManifestRefusal) -> ListSite? {
        var route = names + [[name]]
        if let site = try siteOfChanges(to: [name], names: &route) {
            names = route
            return site
        }
        for index in tokens.indices.dropLast(2) where tokens[index].isKeyword("let") || tokens[index].isKeyword("var") {
            guard tokens[index + 1].isWord, tokens[index + 1].text == name, braceDepth[index] == 0, !isConditional[index] else { continue }
            var equals = index + 2
            while equals < tokens.count - 1, !tokens[equals].isPunctuation("="), !(equals > index + 2 && manifest.startsLine(equals)) {
                equals = max(equals, manifest.partner[equals] ?? equals) + 1
            }
            guard tokens[equals].isPunctuation("=") else { return nil }
            let site = try site(ofExpression: (equals + 1)..<expressionEnd(from: equals + 1), depth: depth, names: &route)
            names = route
            return site
        }
        return nil
    }
}
