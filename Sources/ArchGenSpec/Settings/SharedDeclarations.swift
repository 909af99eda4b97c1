import ArchGenSource

/// Services and entities several modules use, declared once for a project
/// (archgen.yml's `shared`) and generated once: their protocols and entities in
/// one file, their mocks in another, in folders the project chooses. A spec
/// refers to a shared service by name under `services` (with its own
/// `property`, and no members) and uses a shared entity as any other type.
///
/// The shared files belong to the project's app module (`defaults.appModule`):
/// the build check compiles them with every module that uses them.
package struct SharedDeclarations: Equatable, Sendable {
    /// The folder of the protocols and entities (`sources:`), as written; nil: the default (see `Project`).
    package var sources: String?
    /// The folder of the mocks (`tests:`), as written; nil: the default.
    package var tests: String?
    /// Imported by both files; `[Foundation]` unless written.
    package var imports: [String]
    package var entities: [Entity]
    package var services: [Service]
    /// Types the app defines elsewhere, compiled beside the shared files by the
    /// build check; `.swift` paths are relative to archgen.yml's folder.
    package var external: [External]
    /// Where `shared:` is written in archgen.yml.
    package var location: SourceLocation
    /// `public` in a package's shared target (`package.sharedTarget`) when the modules' access is, for their targets to use them.
    package var access: Access = .internal

    package init(
        sources: String? = nil, tests: String? = nil, imports: [String] = ["Foundation"], entities: [Entity] = [],
        services: [Service] = [], external: [External] = [], location: SourceLocation = SourceLocation(line: 1, column: 1)
    ) {
        self.sources = sources
        self.tests = tests
        self.imports = imports
        self.entities = entities
        self.services = services
        self.external = external
        self.location = location
    }

    /// No shared service and no shared entity: nothing to generate.
    package var isEmpty: Bool { entities.isEmpty && services.isEmpty }

    /// The types the shared file declares: entities (not extensions), then services.
    package var declaredNames: [String] {
        entities.filter(\.declaration.kindDeclaresType).map(\.name) + services.map(\.name)
    }

    /// The declarations as a spec of no module, which is how they are checked
    /// and rendered: entities, services, external types and imports, in a file
    /// at `path` (archgen.yml's), for the app module `appModule`.
    package func spec(path: String, style: StyleDefinition, appModule: String, names: NamePatterns = NamePatterns()) -> Spec {
        var spec = Spec(
            path: path, module: "", style: style, platform: .none, tests: .xctest, imports: imports, appModule: appModule,
            entities: entities, services: services, external: external, input: [], roles: [:], useCases: [], description: nil)
        spec.names = names
        spec.access = access
        return spec
    }

    /// The declarations as `spec(path:style:appModule:names:)`, in the project's
    /// default style (`defaults`), whose naming their mocks follow.
    package func spec(path: String, defaults: SpecDefaults) -> Spec {
        let style = defaults.defaultStyle
        return spec(path: path, style: style.definition, appModule: defaults.appModule ?? defaults.sharedTarget ?? "", names: style.settings.names)
    }

    /// The shared service named `name`.
    package func service(named name: String) -> Service? {
        services.first { $0.name == name }
    }

    /// Where `name` is declared in archgen.yml, if it is a shared type.
    package func location(of name: String) -> SourceLocation? {
        services.first { $0.name == name }?.location
            ?? entities.first { $0.name == name && $0.declaration.kindDeclaresType }?.location
    }
}
