import ArchGenKit
import ArchGenSpec

/// What `generate` tells the user after a spec change: the scaffold files
/// (theirs, never rewritten) that must now implement a requirement the
/// spec added to a generated protocol: `SignIn/SignInPresenter.swift:
/// note: implement func showError(message: String), new in SignInContract.swift`.
///
/// Read from the plan's texts alone: a requirement is a declaration without
/// a body (`func x()`, `var y: T { get }`) that a generated file gains; a
/// scaffold file must implement it when archgen's fresh rendering of that
/// file implements it and the user's file declares nothing of that name.
enum NewRequirements {
    static func notes(for actions: [FileAction]) -> [Diagnostic] {
        var added: [String: (declaration: String, file: String)] = [:]
        for action in actions where action.ownership == .generated && action.kind == .update {
            let old = Set(requirements(in: action.oldContents ?? "").map(\.key))
            for requirement in requirements(in: action.contents) where !old.contains(requirement.key) {
                added[requirement.key] = (requirement.declaration, fileName(action.path))
            }
        }
        guard !added.isEmpty else { return [] }
        var notes: [Diagnostic] = []
        for action in actions where action.ownership == .scaffold && action.kind == .skip {
            let declared = Set(declarations(in: action.oldContents ?? "").map(\.key))
            var noted: Set<String> = []
            for implementation in declarations(in: action.contents) {
                guard let requirement = added[implementation.key], !declared.contains(implementation.key),
                      noted.insert(implementation.key).inserted else { continue }
                notes.append(Diagnostic(
                    severity: .note, message: "implement \(requirement.declaration), new in \(requirement.file)",
                    path: action.path))
            }
        }
        return notes
    }

    /// A declaration line: its key (`func show(user:)`, `var title`) and its text, trimmed.
    struct Declaration {
        var key: String
        var declaration: String
        var hasBody: Bool
    }

    /// The requirements of `text`: declarations without a body, or a `var` with `{ get`.
    static func requirements(in text: String) -> [Declaration] {
        declarations(in: text).filter { !$0.hasBody || $0.declaration.contains("{ get") }
    }

    /// Every `func` and `var` declared on a line of its own.
    static func declarations(in text: String) -> [Declaration] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            guard !trimmed.hasPrefix("//"),
                  let match = trimmed.firstMatch(of: #/^(?:(?:@\w+|public|internal|private|fileprivate|final|static|class|override|nonisolated|mutating|open)\s+)*(func|var)\s+([^\s(<:]+)/#)
            else { return nil }
            var key = "\(match.1) \(match.2)"
            if match.1 == "func", let labels = labels(in: trimmed[match.range.upperBound...]) { key += "(" + labels + ")" }
            var declaration = String(trimmed)
            let hasBody = declaration.hasSuffix("{") && !declaration.contains("{ get")
            if hasBody { declaration = String(declaration.dropLast()).trimmingCharacters(in: .whitespaces) }
            return Declaration(key: key, declaration: declaration, hasBody: hasBody)
        }
    }

    /// `show(user:_:)`'s labels, `user:_:`, from the text after a function's name.
    private static func labels(in rest: Substring) -> String? {
        guard let open = rest.firstIndex(of: "(") else { return nil }
        var depth = 0, parameter = "", labels: [String] = []
        func finish() {
            let words = parameter.split(separator: ":", maxSplits: 1).first?.split(separator: " ") ?? []
            if let label = words.first { labels.append(label + ":") }
            parameter = ""
        }
        for character in rest[rest.index(after: open)...] {
            switch character {
            case "(", "<", "[": depth += 1
            case ")" where depth == 0:
                finish()
                return labels.joined()
            case ">" where parameter.last == "-": break  // an arrow
            case ")", ">", "]": depth -= 1
            case "," where depth == 0:
                finish()
                continue
            default: break
            }
            parameter.append(character)
        }
        return nil
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
