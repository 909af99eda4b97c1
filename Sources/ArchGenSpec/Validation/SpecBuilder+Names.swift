/// Names: the module, imports, and every type name the spec introduces (the
/// app module and the check of one name are `TypeNameCheck`'s). A name is never
/// used as a path before it has passed these checks.
extension SpecBuilder {
    mutating func module(_ pair: YAMLPair?, root: YAMLNode) -> String? {
        guard let pair else {
            error("missing required key 'module'", at: root.location, hint: "add 'module: Name' (an UpperCamelCase Swift identifier)")
            return nil
        }
        guard let name = scalar(pair, what: "a name") else { return nil }
        guard checkTypeName(name, what: "module name", at: pair.value.location) else { return nil }
        if let first = name.unicodeScalars.first, first.properties.isLowercase {
            error("module name '\(name)' must start with an uppercase letter", at: pair.value.location,
                  hint: "did you mean '\(Casing.upperFirst(name))'?")
            return nil
        }
        return name
    }

    /// A list of Swift identifiers (`imports`).
    mutating func identifierList(_ pair: YAMLPair?, what: String) -> [String]? {
        guard let items = sequence(pair) else { return nil }
        var names: [String] = []
        for item in items {
            guard let name = item.scalar else {
                error("\(what) must be a module name, found \(item.kindName)", at: item.location)
                continue
            }
            if checkTypeName(name, what: "\(what)", at: item.location) { names.append(name) }
        }
        return names
    }

    /// Every type the spec declares must have a name of its own: not another
    /// declared type's, and not one archgen generates for this style.
    mutating func checkTypeNames(of spec: Spec, naming: StyleNaming) {
        let generated = naming.generatedTypeNames(services: spec.services.map(\.name))
        var declared: [String: SourceLocation] = [:]
        var named: [(name: String, location: SourceLocation, what: String)] =
            spec.entities.map { ($0.name, $0.location, "entity") }
        named += spec.services.map { ($0.name, $0.location, "service") }
        for case .declaration(let declaration, let location) in spec.external where declaration.kindDeclaresType {
            named.append((declaration.name, location, "external type"))
        }
        for (name, location, what) in named {
            if generated.contains(name) {
                error("\(what) '\(name)' has the name of a type archgen generates for module '\(spec.module)'",
                      at: location, hint: "rename it; the \(naming.style.rawValue) style uses this name")
            } else if let first = declared[name] {
                error("\(what) '\(name)' is declared twice", at: location, hint: "first declared at line \(first.line)")
            } else {
                declared[name] = location
            }
        }
    }
}

extension EntityDeclaration {
    /// False for an extension, which names a type without declaring it.
    var kindDeclaresType: Bool {
        if case .declaration(let declaration) = self { return declaration.kind != .extension }
        return true
    }
}

extension SpecBuilder {
    /// The properties archgen's actors and assembly tests hold in some style:
    /// the links (`view`, `presenter`, `ui`, `dataManager`...), the router's
    /// `dataStore`, the SwiftUI `model`, and what the assembly tests name the
    /// assembled parts (`scene`, `director`).
    static let actorPropertyNames: Set<String> = [
        "view", "presenter", "interactor", "router", "delegate", "output", "ui", "dataManager", "navigator", "worker",
        "eventsHandler", "viewController", "dataStore", "model", "scene", "director",
    ]

    /// The input's fields and the services' properties become properties of
    /// one actor (and parameters of the assembly): each name once, and none an
    /// actor already has.
    mutating func checkPropertyNames(of spec: Spec, inputAt inputLocation: SourceLocation?) {
        var seen: [String: String] = [:]
        var named = spec.input.map { ($0.name, inputLocation ?? SourceLocation(line: 1, column: 1), "input field '\($0.name)'") }
        named += spec.services.map { ($0.property, $0.location, "property '\($0.property)' of service '\($0.name)'") }
        for (name, location, what) in named {
            if Self.actorPropertyNames.contains(name) {
                error("\(what) has the name of a property archgen's actors hold", at: location,
                      hint: "rename it; the presenter, director, interactor or the assembly already has a '\(name)'")
            } else if let first = seen[name] {
                error("\(what) has the name of \(first)", at: location,
                      hint: "rename one: both become properties of one actor and parameters of the assembly")
            } else {
                seen[name] = what
            }
        }
    }
}
