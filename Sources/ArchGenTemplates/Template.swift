import ArchGenSource

/// A parsed template: parse once, render many times.
///
///     let template = try Template(name: "Presenter", text: "final class {{ module }}Presenter {}\n")
///     let swift = try template.render(["module": "SignIn"], loader: loader)
///
/// **Syntax.** `{{ value }}`, `{{ a.b|filter:arg }}` (see `TemplateFilters`);
/// `{% for x in xs %}…{% empty %}…{% endfor %}` with `forloop.index`
/// (from 1), `forloop.index0`, `forloop.first`, `forloop.last` and
/// `forloop.length`; `{% if %}…{% elif %}…{% else %}…{% endif %}` with
/// `not`, `and`, `or`, `==`, `!=` and parentheses (see `Expression`);
/// `{% include "Name" %}` or `{% include "Name" with object %}`, the
/// object's keys becoming variables of the included template;
/// `{# comments #}`. Whitespace rules: see `TemplateWhitespace`.
///
/// **Strictness.** Generated code must never silently lose a piece, so:
///
/// - An unknown variable is an error, everywhere (`if` included).
/// - A missing key on an object is an error, except in an `if`/`elif`
///   condition and in a value whose first filter is `default`, where it is
///   null (false, or replaced by the default).
/// - Looking up a key on null is an error, with the same two exceptions;
///   looking one up on a string, number, boolean or array always is.
/// - Printing null, an array or an object is an error.
package struct Template: Sendable {
    /// The name includes and cycle messages use.
    package let name: String
    /// The text, and the path diagnostics show.
    package let source: SourceText
    let nodes: [TemplateNode]

    /// Parses `text`; `path` is what diagnostics show (the name by default).
    package init(
        name: String, path: String? = nil, text: String, filters: TemplateFilters = .standard
    ) throws(TemplateError) {
        try self.init(name: name, source: SourceText(path: path ?? name, text: text), filters: filters)
    }

    package init(name: String, source: SourceText, filters: TemplateFilters = .standard) throws(TemplateError) {
        self.name = name
        self.source = source
        var parser = try TemplateParser(source: source, filters: filters)
        self.nodes = try parser.parse()
    }

    /// Renders against `context`, with `variables` over it (a few values that
    /// differ between renderings of one large context, which is then not copied);
    /// includes are loaded through `loader`.
    package func render(
        _ context: TemplateObject, overriding variables: TemplateObject = [:], loader: any TemplateLoader = InMemoryTemplateLoader()
    ) throws(TemplateError) -> String {
        var renderer = TemplateRenderer(context: context, overriding: variables, loader: loader)
        try renderer.render(self)
        return renderer.output
    }

    /// The names this template includes, each once, in the order they are first written.
    package var includedNames: [String] {
        var names: [String] = []
        func collect(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text, .output: continue
                case .forLoop(let loop): collect(loop.body); collect(loop.emptyBody)
                case .conditional(let conditional):
                    for branch in conditional.branches { collect(branch.body) }
                    collect(conditional.elseBody)
                case .include(let include): if !names.contains(include.name) { names.append(include.name) }
                }
            }
        }
        collect(nodes)
        return names
    }
}
