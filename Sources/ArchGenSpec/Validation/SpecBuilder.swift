/// Builds a `Spec` from the syntax tree, collecting every error and warning.
///
/// The checks of each top-level key live in the extensions beside this file:
/// names (`+Names`), members and services (`+Members`), types (`+Types`),
/// use cases (`+UseCases`).
struct SpecBuilder {
    static let topLevelKeys = [
        "module", "style", "platform", "tests", "imports", "appModule", "entities", "services", "external",
        "input", "delegate", "view", "events", "interactor", "output", "routes", "useCases", "description",
    ]

    let source: SourceText
    let styleOverride: Style?
    let fileExists: @Sendable (String) -> Bool
    var errors: [SpecError] = []
    var warnings: [SpecError] = []
    /// Lines whose fragment the YAML stage already reported: no second error for them.
    var linesWithSyntaxErrors: Set<Int> = []

    init(source: SourceText, styleOverride: Style?, fileExists: @escaping @Sendable (String) -> Bool) {
        self.source = source
        self.styleOverride = styleOverride
        self.fileExists = fileExists
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
        var values: [String: YAMLPair] = [:]
        for pair in pairs {
            if Self.topLevelKeys.contains(pair.key) {
                values[pair.key] = pair
            } else {
                error("unknown key '\(pair.key)'", at: pair.keyLocation,
                      hint: NearMiss.hint(for: pair.key, in: Self.topLevelKeys))
            }
        }

        let moduleName = module(values["module"], root: root)
        let style = styleOverride ?? option(values["style"], default: Style.viper)
        let naming = moduleName.map { StyleNaming(style: style, module: $0) }
        var spec = Spec(
            path: source.path,
            module: moduleName ?? "",
            style: style,
            platform: option(values["platform"], default: Platform.uikit),
            tests: option(values["tests"], default: TestFramework.xctest),
            imports: identifierList(values["imports"], what: "import") ?? ["Foundation"],
            appModule: appModule(values["appModule"]) ?? moduleName ?? "",
            entities: entities(values["entities"]),
            services: services(values["services"]),
            external: external(values["external"]),
            input: fieldList(values["input"]),
            roles: [:],
            useCases: useCases(values["useCases"]),
            description: text(values["description"]))
        for role in Role.allCases {
            spec.roles[role] = roleList(values[role.key], role: role)
        }
        mergeUseCaseMethods(into: &spec)
        if let naming {
            checkTypeNames(of: spec, naming: naming)
            checkDuplicateMembers(of: spec, naming: naming)
            warnAboutUnknownTypes(in: spec, naming: naming)
        }
        return spec
    }

    // MARK: Reading values

    /// A scalar's text; an error (and nil) for any other kind of value.
    mutating func scalar(_ pair: YAMLPair?, what: String? = nil) -> String? {
        guard let pair else { return nil }
        guard let text = pair.value.scalar else {
            error("'\(pair.key)' must be \(what ?? "a string"), found \(pair.value.kindName)", at: valueLocation(pair))
            return nil
        }
        return text
    }

    /// The items of a list; null is an empty list.
    mutating func sequence(_ pair: YAMLPair?) -> [YAMLNode]? {
        guard let pair else { return nil }
        switch pair.value.value {
        case .sequence(let items): return items
        case .null: return []
        default:
            error("'\(pair.key)' must be a list, found \(pair.value.kindName)", at: valueLocation(pair),
                  hint: "write each item on its own line, starting with '- '")
            return nil
        }
    }

    /// The entries of a mapping; null is an empty mapping.
    mutating func mapping(_ pair: YAMLPair?) -> [YAMLPair]? {
        guard let pair else { return nil }
        switch pair.value.value {
        case .mapping(let entries): return entries
        case .null: return []
        default:
            error("'\(pair.key)' must be a mapping, found \(pair.value.kindName)", at: valueLocation(pair))
            return nil
        }
    }

    /// One of an enumeration's raw values, with "did you mean" for a near miss.
    mutating func option<Option: RawRepresentable & CaseIterable>(_ pair: YAMLPair?, default defaultValue: Option) -> Option
    where Option.RawValue == String {
        guard let pair, let text = scalar(pair) else { return defaultValue }
        if let value = Option(rawValue: text) { return value }
        let allowed = Option.allCases.map(\.rawValue)
        error("unknown \(pair.key) '\(text)'", at: pair.value.location,
              hint: NearMiss.hint(for: text, in: allowed) ?? "use one of: \(allowed.joined(separator: ", "))")
        return defaultValue
    }

    mutating func text(_ pair: YAMLPair?) -> String? {
        guard let pair, !pair.value.isNull else { return nil }
        return scalar(pair)
    }

    /// Where a value is, or where the key is when the value is missing.
    func valueLocation(_ pair: YAMLPair) -> SourceLocation {
        pair.value.isNull ? pair.keyLocation : pair.value.location
    }
}
