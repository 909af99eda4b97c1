/// A struct of a file archgen replaces written over several lines, as the
/// one line a spec's `entities:` takes: its header as written, its stored
/// properties joined with `;` (ariok's `struct Item{ let name: String ... }`
/// becomes `struct Item { let name: String; var enabled: Bool; let date: Date }`).
/// Nil for anything else (a method, a computed property, a nested type, an
/// enum's cases), which stays a note: its lines cannot be joined as they are.
enum EntityLine {
    static func line(of type: ReadType) -> String? {
        guard type.keyword == "struct", !type.members.isEmpty, let brace = type.code.firstIndex(of: "{") else { return nil }
        let isStored = { (member: ReadMember) in
            !member.hasBody && (member.key?.hasPrefix("var ") == true || member.key?.hasPrefix("let ") == true)
        }
        guard type.members.allSatisfy(isStored), type.members.allSatisfy({ $0.path == type.path }) else { return nil }
        let header = AdoptedSpec.oneLine(String(type.code[..<brace]))
        return header + " { " + type.members.map { AdoptedSpec.oneLine($0.code) }.joined(separator: "; ") + " }"
    }
}
