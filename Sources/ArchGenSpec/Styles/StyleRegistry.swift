import ArchGenSource

/// The styles a project's specs can name: archgen's own (`BuiltinStyles`),
/// each with archgen.yml's conventions for it, then the project's own
/// (archgen.yml's `styles:` entries that derive from one with `base:`, or
/// read from a folder of their own with `path:`). The one place a style's
/// name is looked up.
package struct StyleRegistry: Equatable, Sendable {
    /// Where a style comes from, for `templates list` and messages.
    package enum Origin: Equatable, Sendable {
        case builtIn
        /// archgen.yml's, over a built-in style (`base: viper`).
        case derived(base: String)
        /// archgen.yml's, read from the folder (`path: Styles/mvp`) as it writes it.
        case folder(String)
    }

    /// A style and what the project says of it.
    package struct Entry: Equatable, Sendable {
        /// What a spec writes as `style:`.
        package let name: String
        /// archgen.yml's conventions for it (empty for a built-in without any).
        package var settings: StyleSettings
        /// A folder of templates replacing its own (archgen.yml's `templates:` for a style of the project's own).
        package var templates: String?
        package var origin: Origin
        /// Where archgen.yml names it; nil for a built-in.
        package var location: SourceLocation?
        /// Its definition, or nil for a built-in one: read when first asked for (`BuiltinStyles`).
        private let given: StyleDefinition?

        package init(
            definition: StyleDefinition, settings: StyleSettings = StyleSettings(), templates: String? = nil,
            origin: Origin = .builtIn, location: SourceLocation? = nil
        ) {
            self.init(name: definition.name, given: definition, settings: settings, templates: templates, origin: origin, location: location)
        }

        /// Built-in style `name` (one of `BuiltinStyles.names`), whose manifest is read when its definition is first asked for.
        init(builtIn name: String) {
            self.init(name: name, given: nil, settings: StyleSettings(), templates: nil, origin: .builtIn, location: nil)
        }

        private init(
            name: String, given: StyleDefinition?, settings: StyleSettings, templates: String?, origin: Origin, location: SourceLocation?
        ) {
            self.name = name
            self.given = given
            self.settings = settings
            self.templates = templates
            self.origin = origin
            self.location = location
        }

        /// Its definition; `definition.name` is `name`.
        package var definition: StyleDefinition {
            given ?? BuiltinStyles.definition(name)!
        }

        package var isBuiltIn: Bool { origin == .builtIn }

        /// The folder of templates its files are rendered from (`definition.templateFolder`),
        /// known without reading a built-in style's manifest: a built-in style's folder is its name.
        package var templateFolder: String { given?.templateFolder ?? name }
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// archgen's own styles, without a project's conventions.
    package static let builtIn = StyleRegistry(entries: BuiltinStyles.names.map(Entry.init(builtIn:)))

    /// The style a spec names `name`, if there is one.
    package func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// Every name a spec can give `style:`: the built-ins, then the project's own.
    package var names: [String] { entries.map(\.name) }

    /// The built-in styles' names.
    package var builtInNames: [String] { entries.filter(\.isBuiltIn).map(\.name) }

    /// Sets archgen.yml's conventions for the style `name`.
    package mutating func setSettings(_ settings: StyleSettings, for name: String) {
        guard let index = entries.firstIndex(where: { $0.name == name }) else { return }
        entries[index].settings = settings
    }

    /// What an unknown style name is told: the near miss, else every name.
    package func unknownStyleHint(for name: String) -> String {
        if let nearMiss = NearMiss.hint(for: name, in: names) { return nearMiss }
        let builtIn = builtInNames.joined(separator: ", ")
        let own = entries.filter { !$0.isBuiltIn }.map(\.name)
        guard !own.isEmpty else { return "use one of: \(builtIn)" }
        return "use one of: \(builtIn) (built-in), " + own.joined(separator: ", ") + " (archgen.yml)"
    }
}
