/// The reference that ships in the binary: `Docs/<topic>.md` of the
/// package, compiled in by the `EmbedTemplates` plugin (as
/// `BuiltinReferenceTexts`) and printed by `archgen help <topic>`. Each text
/// starts with a `# Title` line, which is its summary in `archgen --help`.
struct ReferenceTopic: Sendable, Equatable {
    var name: String
    var text: String

    /// The topics in the order the overview lists them: the spec, the styles
    /// and the settings first (the order a newcomer reads them in), then any other by name.
    static let all: [ReferenceTopic] = {
        let leading = ["spec", "styles", "settings"]
        let names = BuiltinReferenceTexts.texts.keys.sorted {
            (leading.firstIndex(of: $0) ?? leading.count, $0) < (leading.firstIndex(of: $1) ?? leading.count, $1)
        }
        return names.map { ReferenceTopic(name: $0, text: BuiltinReferenceTexts.texts[$0]!) }
    }()

    static func named(_ name: String) -> ReferenceTopic? {
        all.first { $0.name == name }
    }

    /// The title line without its `# `.
    var summary: String {
        let first = text.prefix { $0 != "\n" }
        return String(first.drop { $0 == "#" || $0 == " " })
    }
}
