import ArchGenSpec

/// What another target sees of a module (`Access`). With `public`, a module
/// with a view shows its entry point (`create`, `makeModule`), the type that
/// holds it, and the types the module declares that the entry point's
/// signature uses (its input's entities, its delegate's and services'
/// protocols), with those their members use in turn; the shared
/// declarations show all of theirs. A module without a view (`platform:
/// none`) has no entry point: its assembly, which takes its view, stays internal.
extension ModuleFacts {
    /// Whether the module shows an entry point to other targets.
    var hasPublicEntryPoint: Bool {
        spec.access == .public && !spec.module.isEmpty && spec.platform != .none
    }

    /// `public ` before the entry point and the type holding it, or nothing.
    var entryPointModifier: String { hasPublicEntryPoint ? Access.public.modifier : "" }

    /// `public ` before the declaration of `name` when it is one of `publicTypeNames`, or nothing.
    func modifier(ofType name: String) -> String {
        publicTypeNames.contains(name) ? Access.public.modifier : ""
    }

    /// The types the module declares that another target needs: every one
    /// for the shared declarations; for a module, those the entry point's
    /// signature names, and those their members name, to the last.
    var publicTypeNames: Set<String> {
        guard spec.access == .public else { return [] }
        let references = declaredTypeReferences
        if spec.module.isEmpty { return Set(references.keys) }
        guard hasPublicEntryPoint else { return [] }
        var pending = spec.input.flatMap(\.type.nominalHeads)
            + externalProtocols.map { naming.protocolName(key: $0) } + ownServices.map(\.name)
        var found: Set<String> = []
        while let name = pending.popLast() {
            guard let names = references[name], found.insert(name).inserted else { continue }
            pending += names
        }
        return found
    }

    /// Each type the module declares (its entities, services and protocols),
    /// with the names of the types its declaration mentions.
    private var declaredTypeReferences: [String: [String]] {
        var references: [String: [String]] = [:]
        for entity in spec.entities where entity.declaration.kindDeclaresType {
            references[entity.name] = entity.declaration.referencedTypeNames
        }
        for service in ownServices {
            references[service.name] = service.members.flatMap(\.declaration.referencedTypeNames)
        }
        for declared in spec.style.protocols where !spec.module.isEmpty && spec.declaresProtocol(declared.key) {
            references[naming.protocolName(key: declared.key), default: []]
                += spec.members(ofProtocol: declared.key).flatMap(\.declaration.referencedTypeNames)
        }
        return references
    }

    /// An entity as Swift, public when another target needs it: a shorthand's
    /// struct with public properties and the memberwise `init` (Swift's own is
    /// internal); a declaration as written, `public` in front when it has no access modifier.
    func publicSource(of declaration: EntityDeclaration, conformance: String) -> String {
        switch declaration {
        case .shorthand(let name, let fields, _):
            let modifier = Access.public.modifier
            let properties = fields.map { "    \(modifier)var \($0.description)\n" }.joined()
            guard !fields.isEmpty else { return "\(modifier)struct \(name)\(conformance) {\n    \(modifier)init() {}\n}" }
            let parameters = fields.map { "\($0.name): \(DoubleTypeRules.escaping($0.type).description)" }.joined(separator: ", ")
            let assignments = fields.map { "        self.\($0.name) = \(SwiftIdentifier.escaped($0.name))\n" }.joined()
            return "\(modifier)struct \(name)\(conformance) {\n" + properties + "\n"
                + "    \(modifier)init(\(parameters)) {\n" + assignments + "    }\n}"
        case .declaration(let type):
            let accessModifiers: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
            guard type.modifiers.allSatisfy({ !accessModifiers.contains($0) }) else { return type.text }
            let attributes = type.attributes.joined(separator: " ")
            guard !attributes.isEmpty else { return Access.public.modifier + type.text }
            guard type.text.hasPrefix(attributes + " ") else { return type.text }
            return attributes + " " + Access.public.modifier + type.text.dropFirst(attributes.count + 1)
        }
    }
}
