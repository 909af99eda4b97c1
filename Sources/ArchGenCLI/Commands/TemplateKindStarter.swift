import ArchGenSpec

/// `templates export --kind NAME DIR`: the template of a new file kind of a
/// style's own, and the line of the style's manifest that lists it. The
/// template declares an empty type named after the module and the kind, so
/// the file compiles until it is written; a kind ending in `Tests` is a test
/// file (its header imports the test kit, its manifest line says `tests: true`).
struct TemplateKindStarter {
    var kind: String

    /// A usage error unless `kind` can be a kind of file (as style.yml's `files:` checks it).
    init(kind: String) throws(UsageError) {
        guard SwiftIdentifier.isIdentifier(kind), kind.first?.isUppercase == true else {
            throw UsageError("--kind: '\(kind)' is not a kind of file",
                             hint: "a kind is a type's key capitalised ('Mapper'), a test case's ('MapperTests') or a word ('Routes')")
        }
        self.kind = kind
    }

    var isTest: Bool { kind.hasSuffix("Tests") && kind != "Tests" }

    /// `DIR/<kind>.stencil`'s text.
    var template: String {
        """
        {% include "shared/Header"\(isTest ? " with testHeader" : "") %}

        /// {{ module }}'s \(kind): a file kind of the style's own (style.yml's `files:`).
        /// Every variable a template can read: `archgen help templates`.
        enum {{ module }}\(kind) {}

        """
    }

    /// What to add to style.yml's `files:`.
    var manifestLine: String {
        "  - {kind: \(kind)" + (isTest ? ", tests: true" : "") + "}"
    }

    /// Printed after the file is written.
    var nextSteps: String {
        "\nAdd the kind to the style's style.yml, under files:\n" + manifestLine + "\n"
            + "then `archgen generate` writes each module's \(kind) file ('when:' limits it to some modules).\n"
    }
}
