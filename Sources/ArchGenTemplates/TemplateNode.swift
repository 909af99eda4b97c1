import ArchGenSource

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

// The blocks are classes: rendering visits each node many times, and a
// visit then retains one reference rather than every field of a struct.

/// `{% for item in items %}…{% empty %}…{% endfor %}`.
final class ForLoop: Sendable {
    let variable: String
    let sequence: FilteredValue
    let body: [TemplateNode]
    /// Rendered instead of the body when the sequence is empty.
    let emptyBody: [TemplateNode]

    init(variable: String, sequence: FilteredValue, body: [TemplateNode], emptyBody: [TemplateNode]) {
        self.variable = variable
        self.sequence = sequence
        self.body = body
        self.emptyBody = emptyBody
    }
}

/// `{% if %}…{% elif %}…{% else %}…{% endif %}`.
final class Conditional: Sendable {
    struct Branch: Sendable {
        var condition: Expression
        var body: [TemplateNode]
    }

    let branches: [Branch]
    let elseBody: [TemplateNode]

    init(branches: [Branch], elseBody: [TemplateNode]) {
        self.branches = branches
        self.elseBody = elseBody
    }
}

/// `{% include "name" %}` / `{% include "name" with object %}`.
final class Include: Sendable {
    let name: String
    /// Where the name is written, where errors about it point.
    let location: SourceLocation
    /// An object whose keys become variables inside the included template.
    let with: FilteredValue?
    /// For a standalone include, the indentation of its line.
    let indent: String?
    /// For a standalone include, whether its line ended with a line break.
    let lineBreak: Bool

    init(name: String, location: SourceLocation, with: FilteredValue?, indent: String?, lineBreak: Bool) {
        self.name = name
        self.location = location
        self.with = with
        self.indent = indent
        self.lineBreak = lineBreak
    }
}
