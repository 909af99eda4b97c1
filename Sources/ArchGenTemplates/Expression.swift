import ArchGenSource

/// A dotted lookup: `module`, `forloop.index`, `method.parameters`.
struct VariablePath: Sendable {
    struct Segment: Sendable {
        var name: String
        var location: SourceLocation
    }

    /// Never empty; the first segment names a variable in the context.
    var segments: [Segment]

    var location: SourceLocation { segments[0].location }

    /// `a.b.c` up to and including segment `index`.
    func text(through index: Int) -> String {
        segments[...index].map(\.name).joined(separator: ".")
    }
}

/// A literal or a lookup: what a filter argument, and the start of any value, can be.
enum Operand: Sendable {
    case literal(TemplateValue, SourceLocation)
    case variable(VariablePath)

    var location: SourceLocation {
        switch self {
        case .literal(_, let location): return location
        case .variable(let path): return path.location
        }
    }
}

/// `|name:argument, argument`, resolved against the filter set at parse time.
struct FilterCall: Sendable {
    var filter: TemplateFilter
    var arguments: [Operand]
    /// Where the filter's name is.
    var location: SourceLocation
}

/// An operand and its filters: `name|upperFirst`, `xs|join:", "`.
/// A class, like the blocks holding it (`ForLoop`), so a visit retains one reference.
final class FilteredValue: Sendable {
    let operand: Operand
    let filters: [FilterCall]
    /// The expression as written, for messages ("'method.name' is null").
    let text: String
    /// A missing key is null rather than an error when `default` comes first.
    let defaultsFirst: Bool

    init(operand: Operand, filters: [FilterCall], text: String) {
        self.operand = operand
        self.filters = filters
        self.text = text
        self.defaultsFirst = filters.first?.filter.name == "default"
    }

    var location: SourceLocation { operand.location }
}

/// A condition in `{% if %}` / `{% elif %}`:
///
///     condition  := or
///     or         := and ('or' and)*
///     and        := not ('and' not)*
///     not        := 'not' not | comparison
///     comparison := primary (('==' | '!=') primary)?
///     primary    := '(' or ')' | value ('|' filter (':' operand (',' operand)*)?)*
///     operand    := "string" | 'string' | integer | true | false | null | name('.'name)*
indirect enum Expression: Sendable {
    case value(FilteredValue)
    case not(Expression)
    case and(Expression, Expression)
    case or(Expression, Expression)
    case equal(Expression, Expression, negated: Bool)
}
