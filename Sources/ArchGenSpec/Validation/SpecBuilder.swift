import ArchGenSource

/// Builds a `Spec` from the syntax tree, collecting every error and warning.
///
/// The checks of each top-level key live in the extensions beside this file:
/// names (`+Names`), members and services (`+Members`), types (`+Types`),
/// use cases (`+UseCases`); reading values is `YAMLTreeReader`'s.
struct SpecBuilder: YAMLTreeReader {
    static let topLevelKeys = StyleList.specKeys + Role.allCases.map(\.key)

    let source: SourceText
    /// `--style`: a built-in style's name or one of the project's own.
    let styleOverride: String?
    /// What the keys the spec leaves out default to (archgen.yml's `defaults`).
    let defaults: SpecDefaults
    /// archgen.yml's shared declarations, which the spec may refer to (none for archgen.yml's own).
    let shared: SharedDeclarations
    /// The disk `external` files are looked for on; nil: every one is taken to exist.
    let files: (any FileReading)?
    var errors: [SpecError] = []
    var warnings: [SpecError] = []
    /// Lines whose fragment the YAML stage already reported: no second error for them.
    var linesWithSyntaxErrors: Set<Int> = []
    /// What the file declares its types in, for messages: a spec, or archgen.yml's shared declarations.
    var declarationsName = "this spec"
    /// The entities that extend a type, with their nodes: checked once every type of the spec is known.
    var entityExtensions: [(type: TypeDeclaration, node: YAMLNode)] = []
    /// The types of every field list read (the input, the use cases' models, with
    /// their conformances), where it was written: checked once every type is known.
    var typeListsRead: [(types: [TypeSyntax], location: SourceLocation)] = []

    init(
        source: SourceText, styleOverride: String?, defaults: SpecDefaults, shared: SharedDeclarations = SharedDeclarations(),
        files: (any FileReading)?
    ) {
        self.source = source
        self.styleOverride = styleOverride
        self.defaults = defaults
        self.shared = shared
        self.files = files
    }

    mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        errors.append(SpecError(message, at: location, hint: hint))
    }

    mutating func warning(_ message: String, at location: SourceLocation, hint: String? = nil) {
        warnings.append(SpecError(message, at: location, hint: hint))
    }

    mutating func build(_ root: YAMLNode?) -> Spec? {
        guard let root else {
            error("the spec is empty", at: SourceLocation(line: 1, column: 1),
                  hint: "a spec needs at least 'module: Name'")
            return nil
        }
        guard case .mapping(let pairs) = root.value else {
            error("a spec is a mapping of keys ('module:', 'style:', ...), found \(root.kindName)", at: root.location)
            return nil
        }
        // The style first: its own lists are keys of the spec, and the hints for an unknown key.
        let named = namedStyle(pairs.last { $0.key == "style" }, root: root)
        let style = named.definition
        let values = knownPairs(pairs, keys: Self.topLevelKeys + style.lists.map(\.role.key), hints: hintKeys(for: style))

        let moduleName = module(values["module"], root: root)
        let names = named.settings.names
        let naming = moduleName.map { StyleNaming(style: style, module: $0, patterns: names) }
        let input = fieldList(values["input"])
        let declaredServices = services(values["services"])
        var spec = Spec(
            path: source.path,
            module: moduleName ?? "",
            style: style,
            platform: choice(values["platform"], as: Platform.self) ?? defaults.platform ?? .uikit,
            tests: choice(values["tests"], as: TestFramework.self) ?? defaults.tests ?? .xctest,
            imports: identifierList(values["imports"], what: "import") ?? ["Foundation"],
            appModule: appModule(values["appModule"]) ?? moduleName.map(defaults.appModule(of:)) ?? defaults.appModule ?? "",
            entities: entities(values["entities"]),
            services: declaredServices,
            external: external(values["external"]),
            input: input,
            roles: [:],
            useCases: useCases(acceptedByStyle(values["useCases"], style: style), input: input, services: declaredServices),
            description: text(values["description"]))
        spec.styleTemplates = named.templates
        // Precedence: the spec, archgen.yml's setting for the style, the style's manifest, archgen.yml's default.
        spec.isolation = choice(values["isolation"], as: Isolation.self) ?? named.settings.isolation ?? style.isolation
            ?? defaults.isolation
        spec.observation = choice(values["observation"], as: ObservationKind.self) ?? defaults.observation ?? .default
        spec.access = choice(values["access"], as: Access.self) ?? defaults.access ?? .internal
        spec.names = names
        spec.wiring = named.settings.wiring
        spec.keptProtocols = Set(named.settings.keep)
        spec.entryPointResult = named.settings.entryPoint ?? .presented
        spec.binding = named.settings.binding ?? style.view.bindings.first ?? .output
        for role in spec.listRoles {
            spec.roles[role] = roleList(acceptedByStyle(values[role.key], style: style), role: role, style: style)
            if let pair = values[role.key] { spec.roleLocations[role] = pair.keyLocation }
        }
        if let pair = values["module"] { spec.moduleLocation = valueLocation(pair) }
        mergeUseCaseMethods(into: &spec)
        bindViewCommands(in: &spec)
        resolveCalls(in: &spec)
        spec.sharedNames = sharedNames(usedBy: spec)
        if spec.appModule == defaults.appModule || defaults.sharedTarget != nil { spec.sharedEntities = shared.entities }
        // In a package, the shared declarations are in their own target, which the module's target depends on.
        if spec.usesSharedDeclarations, let target = defaults.sharedTarget, !spec.imports.contains(target) { spec.imports.append(target) }
        // And the mocks of the shared services in theirs, which the module's tests use.
        if spec.services.contains(where: \.isShared) { spec.sharedMocksModule = defaults.sharedTestTarget }
        if let naming {
            checkTypeNames(of: spec, naming: naming)
            checkEntityExtensions(of: spec)
            checkSharedUse(of: spec, appModuleAt: values["appModule"].map(valueLocation))
            checkPropertyNames(of: spec, inputAt: values["input"]?.value.location)
            checkServicePropertiesAgainstMembers(of: spec)
            checkNonisolatedLists(of: spec)
            checkDuplicateMembers(of: spec, naming: naming)
            warnAboutUnknownTypes(in: spec, generated: naming.generatedTypeNames(services: spec.services.map(\.name)))
        }
        return spec
    }

    /// The spec's style. Precedence: --style, then the spec, then archgen.yml's
    /// defaults, then the built-in default; a name that is neither a built-in
    /// style nor one of archgen.yml's is an error.
    private mutating func namedStyle(_ pair: YAMLPair?, root: YAMLNode) -> StyleRegistry.Entry {
        if let styleOverride {
            if let named = defaults.styles.entry(named: styleOverride) { return named }
            error("unknown style '\(styleOverride)' (--style)", at: pair.map(valueLocation) ?? root.location,
                  hint: defaults.styles.unknownStyleHint(for: styleOverride))
        } else if let pair, let name = scalar(pair) {
            if let named = defaults.styles.entry(named: name) { return named }
            error("unknown style '\(name)'", at: valueLocation(pair), hint: defaults.styles.unknownStyleHint(for: name))
        }
        return defaults.defaultStyle
    }

    /// A spec key for a list or for use cases, when the style takes it; an
    /// error naming the style otherwise (MVVM has no interactor).
    private mutating func acceptedByStyle(_ pair: YAMLPair?, style: StyleDefinition) -> YAMLPair? {
        guard let pair else { return nil }
        let accepted = pair.key == "useCases" ? style.useCases != nil : Role.builtIn(pair.key).map { style.list($0) != nil } ?? true
        guard !accepted else { return pair }
        let lists = style.lists.map { "'\($0.role.key)'" }.joined(separator: ", ")
        error("\(style.title) modules have no '\(pair.key)'", at: pair.keyLocation,
              hint: pair.key == "useCases" ? "\(style.title) takes its lists, \(lists), without use cases"
                : "\(style.title)'s lists are \(lists); move these members to one of them, or choose another style")
        return nil
    }

    /// The keys an unknown key is compared with: a spec's, and the lists its style takes.
    private func hintKeys(for style: StyleDefinition) -> [String] {
        StyleList.specKeys.filter { $0 != "useCases" || style.useCases != nil } + style.lists.map(\.role.key)
    }
}
