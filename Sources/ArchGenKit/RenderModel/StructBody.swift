import ArchGenSpec

/// Reads the body of a one-line declaration kept as text (`struct Item { var
/// name: String; let date: Date }`, `enum E: Error { case empty, tooLong }`),
/// enough to build sample values of external types in generated tests.
enum StructBody {
    /// The stored properties of a struct whose body holds only `var`/`let
    /// name: Type` declarations separated by `;`; nil when the body has anything
    /// else (an initializer, a computed property, a default value), since its
    /// memberwise initializer could then differ.
    static func storedFields(of text: String) -> [FieldDeclaration]? {
        guard let body = body(of: text) else { return nil }
        var fields: [FieldDeclaration] = []
        for statement in body.split(separator: ";") {
            let words = statement.trimmingSpaces()
            guard !words.isEmpty else { continue }
            let declaration: Substring
            if words.hasPrefix("var ") || words.hasPrefix("let ") {
                declaration = words.dropFirst(4)
            } else {
                return nil
            }
            guard let colon = declaration.firstIndex(of: ":"), !declaration.contains("=") else { return nil }
            let name = declaration[..<colon].trimmingSpaces()
            guard SwiftIdentifier.isIdentifier(String(name)),
                  let type = try? DeclarationParser.parseType(String(declaration[declaration.index(after: colon)...]))
            else { return nil }
            fields.append(FieldDeclaration(name: String(name), type: type))
        }
        return fields
    }

    /// The first case of an enum whose cases carry no payload (`case empty, tooLong` → `empty`).
    static func firstCaseWithoutPayload(of text: String) -> String? {
        guard let body = body(of: text), !body.contains("("), let range = body.range(of: "case ") else { return nil }
        let name = body[range.upperBound...].prefix { $0 != "," && $0 != ";" && $0 != " " && $0 != "=" }
        return SwiftIdentifier.isIdentifier(String(name)) ? String(name) : nil
    }

    private static func body(of text: String) -> Substring? {
        guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else { return nil }
        return text[text.index(after: open)..<close]
    }
}

extension StringProtocol {
    func trimmingSpaces() -> SubSequence {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
