import ArchGenSpec

/// What every style's assembly is given besides the view: the input, the
/// delegate and the services (styles.md, "Role → protocol").
extension ModuleFacts {
    var hasDelegate: Bool { !spec.members(of: .delegate).isEmpty }

    /// The services, held strongly by the actor that uses them.
    var serviceLinks: [ModuleLink] {
        spec.services.map { ModuleLink($0.property, to: nil, type: $0.name) }
    }

    /// The input as the properties that keep it (the presenter's, the
    /// director's, the data store's): `var item: Item!`, set by the assembly;
    /// an optional type stays optional, a closure loses its `@escaping`.
    var inputProperties: [PropertyDeclaration] {
        spec.input.map { field in
            let type = DoubleTypeRules.withoutEscaping(field.type)
            return PropertyDeclaration(
                name: field.name, type: DoubleTypeRules.isOptional(type) ? type : .implicitlyUnwrapped(type), isSettable: true)
        }
    }

    /// `item: Item`, `delegate: (any SignInDelegate)?`, `fetcher: any NetworkDataFetcher`, in that order.
    var dependencies: [(name: String, type: String)] {
        spec.input.map { ($0.name, $0.type.description) }
            + (hasDelegate ? [("delegate", "(any \(naming.protocolName(for: .delegate)))?")] : [])
            + spec.services.map { ($0.property, "any " + $0.name) }
    }

    /// The assembly's arguments in a test: spies, mocks and sample input as
    /// `let` lines and `, name: name` arguments; nil when an input has no sample.
    var assemblyArguments: (given: [String], arguments: String)? {
        var given: [String] = []
        var arguments = ""
        for (name, _) in dependencies {
            let value: String?
            if name == "delegate" && hasDelegate {
                value = spy(.delegate) + "()"
            } else if let service = spec.services.first(where: { $0.property == name }) {
                value = naming.mockName(forService: service.name) + "()"
            } else {
                value = spec.input.first { $0.name == name }.flatMap { samples.sample(of: $0.type, named: name) }
            }
            guard let value else { return nil }
            given.append("let \(name) = \(value)")
            arguments += ", \(name): \(name)"
        }
        return (given, arguments)
    }
}

extension PropertyDeclaration {
    /// `var item: Item!`: the property as a class stores it.
    var storedProperty: String { "var \(name): \(type)" }
}
