import ArchGenKit

/// `archgen help templates`: every variable a module's templates can read
/// (`TemplateContextReference.module`), one a block: its path, type and an
/// example aligned, then what it is.
///
///     module  string  SignIn
///         The module's name.
struct TemplateContextHelp {
    var reference: TemplateContextReference = .module

    var text: String {
        let entries = reference.entries
        let pathWidth = entries.map(\.path.count).max() ?? 0
        let typeWidth = entries.map(\.type.count).max() ?? 0
        let rows = entries.map { entry in
            let example = entry.example.isEmpty ? "" : "  " + entry.example
            let head = entry.path + String(repeating: " ", count: pathWidth - entry.path.count + 2) + entry.type
                + (example.isEmpty ? "" : String(repeating: " ", count: typeWidth - entry.type.count) + example)
            let shape = entry.sameAs.map { " Its other keys are `\($0)`'s." } ?? ""
            return head + "\n    " + entry.description + shape + "\n"
        }
        return Self.introduction + rows.joined() + Self.closing
    }

    static let introduction = """
        The template context: what a module's templates can read

        Each variable: its path, its type and an example, then what it is. In a path,
        `<actor>` stands for each actor's key (presenter, interactor, router, ...), `<protocol>`
        for a protocol's key (view, events, ...), `<link>` for a link's property, `<type>` for a
        scaffold type's key; `[]` is each element of an array: `{% for double in doubles %}`
        reads `doubles[]` as `double` (`{{ double.className }}`). Types: string, bool, int,
        object, [string] (lines, as `{% for line in assembly.statements %}` prints them), [object].
        The examples show what a module such as SignIn (VIPER, on UIKit) gets; an object's keys
        follow it.


        """

    static let closing = """

        Inside `{% for %}`: forloop.index, forloop.index0, forloop.first, forloop.last, forloop.length.
        The templates: archgen templates list; their commands: archgen templates --help.

        """
}
