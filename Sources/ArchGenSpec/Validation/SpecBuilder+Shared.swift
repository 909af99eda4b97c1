import ArchGenSource

/// Shared declarations: archgen.yml's `shared` entities and services, read
/// with a spec's rules (so their errors read alike), and how a spec uses them.
extension SpecBuilder {
    /// The keys of `shared` read here; `sources` and `tests` are folders,
    /// read with archgen.yml's other paths (`ProjectSettingsBuilder`).
    static let sharedDeclarationKeys = ["imports", "entities", "services", "external"]

    /// archgen.yml's `shared` declarations (`values` by key), checked as a
    /// spec's are: names, members, extensions, and the types they mention.
    mutating func sharedDeclarations(_ values: [String: YAMLPair], location: SourceLocation) -> SharedDeclarations {
        declarationsName = "archgen.yml's shared declarations"
        var shared = SharedDeclarations(location: location)
        shared.imports = identifierList(values["imports"], what: "import") ?? ["Foundation"]
        shared.entities = entities(values["entities"])
        shared.services = services(values["services"])
        shared.external = external(values["external"])
        let declarations = shared.spec(path: source.path, defaults: defaults)
        let naming = StyleNaming(spec: declarations)
        let mocks = Set(shared.services.map { naming.mockName(forService: $0.name) })
        var named = shared.entities.filter(\.declaration.kindDeclaresType).map {
            DeclaredName(name: $0.name, location: $0.location, what: "shared entity")
        }
        named += shared.services.map { DeclaredName(name: $0.name, location: $0.location, what: "shared service") }
        for case .declaration(let declaration, let location) in shared.external where declaration.kindDeclaresType {
            named.append(DeclaredName(name: declaration.name, location: location, what: "external type"))
        }
        checkDeclaredNames(named, generated: mocks) { name in
            "rename it; archgen names a shared service's test double '\(name)'"
        } generatedMessage: { "has the name of a shared service's test double" }
        checkEntityExtensions(of: declarations)
        checkDuplicateMembers(of: declarations, naming: naming)
        warnAboutUnknownTypes(in: declarations, generated: mocks)
        return shared
    }

    /// The shared declarations `spec` uses: the services it refers to, and the
    /// shared types its members, fields, entities and external declarations name.
    func sharedNames(usedBy spec: Spec) -> [String] {
        let names = Set(shared.declaredNames)
        guard !names.isEmpty else { return [] }
        var used = Set(spec.services.filter(\.isShared).map(\.name))
        var members = spec.listMembers.map(\.declaration)
        members += spec.services.filter { !$0.isShared }.flatMap(\.members).map(\.declaration)
        var heads = members.flatMap(\.referencedTypeNames)
        var fields = spec.input
        var conformances: [TypeSyntax] = []
        for useCase in spec.useCases {
            fields += UseCase.Model.allCases.flatMap(useCase.fields(of:))
            conformances += useCase.conformances.values.flatMap { $0 }
        }
        var declarations = spec.entities.map(\.declaration)
        for case .declaration(let declaration, _) in spec.external { declarations.append(declaration) }
        for declaration in declarations {
            switch declaration {
            case .shorthand(_, let entityFields, let entityConformances):
                fields += entityFields
                conformances += entityConformances
            case .declaration(let type):
                conformances += type.inheritance
                heads += type.members.flatMap(\.referencedTypeNames)
                if type.kind == .extension, let extended = try? DeclarationParser.parseType(type.name) {
                    heads += extended.nominalHeads
                }
            }
        }
        heads += (fields.map(\.type) + conformances).flatMap(\.nominalHeads)
        used.formUnion(heads.filter(names.contains))
        return used.sorted()
    }

    /// A module using shared declarations is compiled with them, in their app
    /// module (archgen.yml's `defaults.appModule`): its own `appModule` cannot
    /// differ, unless they are a package's shared target, which it imports.
    mutating func checkSharedUse(of spec: Spec, appModuleAt location: SourceLocation?) {
        guard spec.usesSharedDeclarations, defaults.sharedTarget == nil, let appModule = defaults.appModule, spec.appModule != appModule,
              let location else { return }
        error("module '\(spec.module)' uses archgen.yml's shared declarations (\(spec.sharedNames.joined(separator: ", "))), "
              + "which belong to app module '\(appModule)', not '\(spec.appModule)'", at: location,
              hint: "remove 'appModule' here, so archgen.yml's defaults.appModule applies")
    }
}
