import ArchGenSource

/// One piece of template text as the lexer cuts it: literal text, a
/// `{{ variable }}`, a `{% tag %}` or a `{# comment #}`.
struct TemplateToken: Sendable {
    enum Kind: Sendable, Equatable {
        case text, variable, tag, comment
    }

    var kind: Kind
    /// Text: the literal text. Otherwise: what lies between the delimiters,
    /// without the `-` whitespace-control markers.
    var scalars: [Unicode.Scalar]
    /// Where the token starts (the `{` of its opening delimiter).
    var location: SourceLocation
    /// Where `scalars` starts in the template.
    var contentLocation: SourceLocation
    /// `{{-`, `{%-`, `{#-`: trim all whitespace before the token.
    var trimBefore = false
    /// `-}}`, `-%}`, `-#}`: trim all whitespace after the token.
    var trimAfter = false
    /// Set for an `include` tag that stands alone on its line: the blanks
    /// before it, prefixed to every non-empty line the included template
    /// renders.
    var standaloneIndent: String?
    /// Set for a standalone `include` whose line ended with a line break
    /// (which the standalone rule removed).
    var standaloneLineBreak = false

    var isBlockOrComment: Bool { kind == .tag || kind == .comment }

    /// The opening delimiter, for messages: `{{`, `{%`, `{#`.
    var opener: String {
        switch kind {
        case .variable: return "{{"
        case .tag: return "{%"
        case .comment: return "{#"
        case .text: return ""
        }
    }

    /// The first word of a tag (`for`, `endif`), without looking further.
    var tagKeyword: String? {
        guard kind == .tag else { return nil }
        var word = String.UnicodeScalarView()
        for scalar in scalars.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            guard scalar.isAlphabetic || scalar == "_" else { break }
            word.append(scalar)
        }
        return word.isEmpty ? nil : String(word)
    }
}
