/// No fixture is built that no test reads (issue 36): a double only linked to
/// `sut` before each test, which no test then looks at, is left out with its link.
extension TestCaseModel {
    /// The case without the doubles that no test and no construction of `sut` reads.
    /// A case left with no test says why (`nothingToTest`, as it was before the doubles went).
    func withoutUnreadDoubles() -> TestCaseModel {
        var model = self
        if tests.isEmpty, note == nil { model.note = nothingToTest }
        let built = properties.filter(\.isBuiltFromOthers).map(\.value) + properties.filter { $0.name == "sut" }.map(\.value)
        let unread = Set(properties.map(\.name).filter { name in
            name != "sut" && !built.contains { Self.reads($0, name) } && !tests.contains { $0.reads(name) }
        })
        model.properties.removeAll { unread.contains($0.name) }
        model.setUp.removeAll { line in unread.contains { Self.reads(line, $0) } }
        return model
    }

    /// Whether `line` names `name` itself, not a member of that name (`sut.view`).
    static func reads(_ line: String, _ name: String) -> Bool {
        var rest = Substring(line)
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last, after = rest[range.upperBound...].first
            if before != "." && !isIdentifierPart(before) && !isIdentifierPart(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    private static func isIdentifierPart(_ character: Character?) -> Bool {
        character.map { $0 == "_" || $0.isLetter || $0.isNumber } ?? false
    }
}

extension TestCaseModel.Test {
    /// Whether the test reads the case's property `name` (a local of that name hides it).
    func reads(_ name: String) -> Bool {
        let declares = given.contains { $0.hasPrefix("var \(name):") || $0.hasPrefix("let \(name):") || $0.hasPrefix("var \(name) =")
            || $0.hasPrefix("let \(name) =") }
        return !declares && (given + when + then).contains { TestCaseModel.reads($0, name) }
    }
}
