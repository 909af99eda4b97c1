import ArchGenSpec

/// What every style's assembly is given besides the view: the input, the
/// protocols no actor implements (the delegate) and the services (styles.md, "Role → protocol").
extension ModuleFacts {
    /// The protocols the module's links point to that no actor of the module
    /// implements, which the assembly is given (`delegate`), by key.
    func findExternalProtocols() -> [String] {
        spec.style.protocols.map(\.key).filter { key in
            spec.declaresProtocol(key) && spec.style.implementer(of: key) == nil && spec.style.links.contains { $0.targets.contains(key) }
        }
    }

    /// The members of the protocol `key` that an actor implementing `others` too has not
    /// implemented already: a requirement written in both lists (VIPER's
    /// presenter, VIPER-S's director implement `events` and `output`) is one method.
    func members(ofProtocol key: String, besides others: [String]) -> [Member] {
        let implemented = Set(others.flatMap { members(ofProtocol: $0) }.map(\.requirementDescription))
        return members(ofProtocol: key).filter { !implemented.contains($0.requirementDescription) }
    }

    /// The services, held strongly by the actor that uses them, as `holding` says, declared in `firstProtocol` if so.
    func serviceLinks(_ holding: StyleHolding, firstProtocol: String?) -> [ModuleLink] {
        spec.services.map {
            ModuleLink($0.property, to: nil, type: $0.name, optionality: holding.optionality,
                       declaredIn: holding.isDeclared ? firstProtocol : nil)
        }
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

    /// `item: Item`, `delegate: (any SignInDelegate)?`, `fetcher: any NetworkDataFetcher`, in that order
    /// (a closure of the input is `@escaping`: the assembly stores it).
    var dependencies: [(name: String, type: String)] {
        spec.input.map { ($0.name, DoubleTypeRules.escaping($0.type).description) }
            + externalProtocols.map { ($0, "(any \(naming.protocolName(key: $0)))?") }
            + spec.services.map { ($0.property, "any " + $0.name) }
    }

    /// The assembly's arguments in a test: sample input, spies and mocks as
    /// `let` lines (written at `indent`) and `name: name` arguments; nil when an input has no sample.
    func assemblyArguments(indent: Int = 8) -> (given: [String], arguments: [String])? {
        var given: [String] = []
        for field in spec.input {
            guard let declaration = samples.declaration(field.name, of: field.type, indent: indent) else { return nil }
            given += declaration
        }
        given += externalProtocols.map { "let \($0) = \(spy($0))()" }
        given += spec.services.map { "let \(SwiftIdentifier.escaped($0.property)) = \(naming.mockName(forService: $0.name))()" }
        return (given, dependencyArguments)
    }

    /// `item: item, fetcher: fetcher`: the dependencies passed on by name.
    var dependencyArguments: [String] {
        dependencies.map { "\(DoubleMemberNaming.label($0.name)): \(SwiftIdentifier.escaped($0.name))" }
    }

    /// The input a test cannot build a value of, for the note that says why the assembly has no test.
    var inputWithoutSample: FieldDeclaration? {
        spec.input.first { samples.sample(of: $0.type, named: $0.name) == nil }
    }
}

extension PropertyDeclaration {
    /// `var item: Item!`: the property as a class stores it.
    var storedProperty: String { "var \(name): \(type)" }
}
