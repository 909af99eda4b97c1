import ArchGenSource
import ArchGenSpec
import XCTest

/// Helpers shared by the YAML unit tests: parsing inline text, a compact
/// rendering of trees, and the rendered diagnostic of a failed parse.
enum YAMLTestSupport {
    static func parse(_ text: String, path: String = "Spec.archgen") throws -> YAMLNode? {
        try YAMLParser.parse(SourceText(path: path, text: text))
    }

    /// A compact, unambiguous rendering: `~` null, `"x"` plain, `'x'` single-quoted,
    /// `d"x"` double-quoted, `|"x"` literal, `>"x"` folded, `f"x"` fragment,
    /// `[a, b]` sequences, `{k: v}` mappings.
    static func dump(_ node: YAMLNode?) -> String {
        guard let node else { return "nil" }
        switch node.value {
        case .null: return "~"
        case .scalar(let text, let style):
            let quoted = text.debugDescription
            switch style {
            case .plain: return quoted
            case .singleQuoted: return "'" + quoted.dropFirst().dropLast() + "'"
            case .doubleQuoted: return "d" + quoted
            case .literal: return "|" + quoted
            case .folded: return ">" + quoted
            case .fragment: return "f" + quoted
            }
        case .sequence(let items):
            return "[" + items.map { dump($0) }.joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { "\($0.key): \(dump($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    static func dump(_ text: String) throws -> String {
        dump(try parse(text))
    }

    /// The diagnostic printed for `text`, or a note that it parsed.
    static func diagnostic(_ text: String, path: String = "Spec.archgen") -> String {
        let source = SourceText(path: path, text: text)
        do {
            let node = try YAMLParser.parse(source)
            return "parsed: " + dump(node)
        } catch {
            return DiagnosticRenderer().render(Diagnostic(error, in: source))
        }
    }
}
