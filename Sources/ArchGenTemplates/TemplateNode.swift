import ArchGenSpec

/// A parsed template: text to copy, values to print, blocks to run.
enum TemplateNode: Sendable {
    /// Literal text (after the whitespace rules).
    case text(String)
    /// `{{ value|filter }}`.
    case output(FilteredValue)
    case forLoop(ForLoop)
    case conditional(Conditional)
    case include(Include)
}

/// `{% for item in items %}…{% empty %}…{% endfor %}`.
struct ForLoop: Sendable {
    var variable: String
    var sequence: FilteredValue
    var body: [TemplateNode]
    /// Rendered instead of the body when the sequence is empty.
    var emptyBody: [TemplateNode]
}

/// `{% if %}…{% elif %}…{% else %}…{% endif %}`.
struct Conditional: Sendable {
    struct Branch: Sendable {
        var condition: Expression
        var body: [TemplateNode]
    }

    var branches: [Branch]
    var elseBody: [TemplateNode]
}

/// `{% include "name" %}` / `{% include "name" with object %}`.
struct Include: Sendable {
    var name: String
    /// Where the name is written, where errors about it point.
    var location: SourceLocation
    /// An object whose keys become variables inside the included template.
    var with: FilteredValue?
    /// For a standalone include, the indentation of its line.
    var indent: String?
    /// For a standalone include, whether its line ended with a line break.
    var lineBreak = false
}
