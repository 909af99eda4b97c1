import ArchGenSource

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
        return checkModuleName(name, at: pair.value.location) ? name : nil
    }

    /// A module's name, in `module:` or after a route's `opens`: a type name, starting with an uppercase letter, not a standard type's.
    mutating func checkModuleName(_ name: String, at location: SourceLocation) -> Bool {
        guard checkTypeName(name, what: "module name", at: location) else { return false }
        if let first = name.unicodeScalars.first, first.properties.isLowercase {
            error("module name '\(name)' must start with an uppercase letter", at: location,
                  hint: "did you mean '\(Casing.upperFirst(name))'?")
            return false
        }
        if KnownTypes.commonlyNamed.contains(name) {
            error("module name '\(name)' is the name of a standard type", at: location,
                  hint: "archgen names the module's namespace and types after it, which would hide Swift's '\(name)' "
                      + "in the module's code; name the module after its screen, say '\(name)Details'")
            return false
        }
        return true
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
    /// declared type's, not a shared declaration's, and not one archgen
    /// generates for this style (the doubles included).
    mutating func checkTypeNames(of spec: Spec, naming: StyleNaming) {
        var named: [DeclaredName] = spec.entities.filter(\.declaration.kindDeclaresType).map {
            DeclaredName(name: $0.name, location: $0.location, what: "entity")
        }
        named += spec.services.filter { !$0.isShared }.map { DeclaredName(name: $0.name, location: $0.location, what: "service") }
        for case .declaration(let declaration, let location) in spec.external where declaration.kindDeclaresType {
            named.append(DeclaredName(name: declaration.name, location: location, what: "external type"))
        }
        // A protocol the module does not declare (a list left out) is no name of archgen's: the team may declare it.
        let declared = spec.style.protocols.map(\.key).filter(spec.declaresProtocol)
        let doubles = Set(declared.map { naming.spyName(forProtocol: naming.protocolName(key: $0)) }
            + spec.services.map { naming.mockName(forService: $0.name) })
        checkDeclaredNames(named, generated: naming.generatedTypeNames(services: spec.services.map(\.name), protocolKeys: declared)) { name in
            doubles.contains(name)
                ? "rename it; archgen names a test double '\(name)' in module '\(spec.module)'"
                : "rename it; the \(naming.style.name) style uses this name"
        } generatedMessage: { "has the name of a type archgen generates for module '\(spec.module)'" }
        // The use cases' models are declared in the module's namespace, an enum of the module's name.
        if !spec.useCases.isEmpty, let first = shared.location(of: spec.module) {
            error("module '\(spec.module)' has the name of a type of archgen.yml's shared declarations (line \(first.line))",
                  at: spec.moduleLocation,
                  hint: "rename the module or the shared type: archgen declares 'enum \(spec.module)' for the use cases' models, "
                      + "and both are compiled into app module '\(spec.appModule)'")
        }
        for declared in named {
            guard let first = shared.location(of: declared.name) else { continue }
            error("\(declared.what) '\(declared.name)' is declared in archgen.yml's shared declarations too (line \(first.line))",
                  at: declared.location, hint: "declare it once: remove it here; the module uses the shared one by its name")
        }
    }

    /// A type name and where it is declared, for `checkDeclaredNames`.
    struct DeclaredName {
        var name: String
        var location: SourceLocation
        /// `entity`, `service`, `external type`.
        var what: String
    }

    /// Each name once, and none of `generated` (with `hint` saying why).
    mutating func checkDeclaredNames(
        _ named: [DeclaredName], generated: Set<String>, hint: (String) -> String, generatedMessage: () -> String
    ) {
        var declared: [String: SourceLocation] = [:]
        for item in named {
            if generated.contains(item.name) {
                error("\(item.what) '\(item.name)' \(generatedMessage())", at: item.location, hint: hint(item.name))
            } else if let first = declared[item.name] {
                error("\(item.what) '\(item.name)' is declared twice", at: item.location, hint: "first declared at line \(first.line)")
            } else {
                declared[item.name] = item.location
            }
        }
    }
}

extension EntityDeclaration {
    /// False for an extension, which names a type without declaring it.
    package var kindDeclaresType: Bool {
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
        // Links of two holders may share a name: the first by key names it, the same every run.
        let wired = Dictionary(spec.wiring.links.sorted { $0.key < $1.key }.compactMap { key, link in link.property.map { ($0, key) } },
                               uniquingKeysWith: { first, _ in first })
        for (name, location, what) in named {
            if let link = wired[name] {
                error("\(what) has the name archgen.yml's wiring gives '\(link)'", at: location,
                      hint: "rename it, or the link under 'styles: \(spec.style.name): wiring:'")
            } else if Self.actorPropertyNames.contains(name) {
                error("\(what) has the name of a property archgen's actors hold", at: location,
                      hint: "rename it; the presenter, director, interactor or the assembly already has one named '\(name)'")
            } else if let first = seen[name] {
                error("\(what) has the name of \(first)", at: location,
                      hint: "rename one: both become properties of one actor and parameters of the assembly")
            } else {
                seen[name] = what
            }
        }
    }
}

extension SpecBuilder {
    /// The actor holding the services (MVVM's view model) implements protocols whose properties
    /// (`var steps: [String] { get }`) become its own: a service held under the same name would be
    /// declared twice in it (`let steps: any Steps`, `var steps: [String]`), which does not compile.
    mutating func checkServicePropertiesAgainstMembers(of spec: Spec) {
        for holder in spec.style.holders where holder.services != nil {
            let properties = holder.implements.filter(spec.declaresProtocol).flatMap(spec.members(ofProtocol:))
            for service in spec.services {
                guard let member = properties.first(where: { $0.method == nil && $0.declaration.name == service.property })
                else { continue }
                error("property '\(service.property)' of service '\(service.name)' has the name of '\(member.text)' (line \(member.location.line)), "
                      + "which the \(holder.key) holding it implements too", at: service.location,
                      hint: "give the service a property of its own ('property: \(service.property)Service'), or rename the other")
            }
        }
    }
}
