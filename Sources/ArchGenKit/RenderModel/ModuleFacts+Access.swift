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
                += members(ofProtocol: declared.key).flatMap(\.declaration.referencedTypeNames)
        }
        return references
    }

    /// An entity as Swift, public when another target needs it: a shorthand's
    /// struct, or a struct written in full that only lists its stored
    /// properties with their types (`struct Product { let id: String }`), with
    /// public properties and the memberwise `init` (Swift's own is internal);
    /// any other declaration as written, `public` in front when it has no access modifier.
    func publicSource(of declaration: EntityDeclaration, conformance: String) -> String {
        switch declaration {
        case .shorthand(let name, let fields, _):
            return Self.publicStruct(name, conformance: conformance, properties: fields.map { ("var", $0) })
        case .declaration(let type):
            if let properties = Self.storedPropertiesOnly(type) {
                let inheritance = type.inheritance.isEmpty ? "" : ": " + type.inheritance.map(\.description).joined(separator: ", ")
                return Self.publicStruct(type.name, conformance: inheritance, properties: properties)
            }
            let accessModifiers: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
            guard type.modifiers.allSatisfy({ !accessModifiers.contains($0) }) else { return type.text }
            let attributes = type.attributes.joined(separator: " ")
            guard !attributes.isEmpty else { return Access.public.modifier + type.text }
            guard type.text.hasPrefix(attributes + " ") else { return type.text }
            return attributes + " " + Access.public.modifier + type.text.dropFirst(attributes.count + 1)
        }
    }

    /// A public struct of `properties` (`let` or `var`, and the field), with its memberwise `init`.
    private static func publicStruct(
        _ name: String, conformance: String, properties: [(keyword: String, field: FieldDeclaration)]
    ) -> String {
        let modifier = Access.public.modifier
        guard !properties.isEmpty else { return "\(modifier)struct \(name)\(conformance) {\n    \(modifier)init() {}\n}" }
        let declared = properties.map { "    \(modifier)\($0.keyword) \($0.field.description)\n" }.joined()
        let parameters = properties.map { "\($0.field.name): \(DoubleTypeRules.escaping($0.field.type).description)" }
        let assignments = properties.map { "        self.\($0.field.name) = \(SwiftIdentifier.escaped($0.field.name))\n" }.joined()
        return "\(modifier)struct \(name)\(conformance) {\n" + declared + "\n"
            + "    \(modifier)init(\(parameters.joined(separator: ", "))) {\n" + assignments + "    }\n}"
    }

    /// The stored properties of a struct written in full that holds nothing
    /// else (no modifier, attribute, generic parameter, initial value,
    /// computed property, method or `init`): its text is exactly those
    /// properties, whitespace and semicolons aside. Nil for any other declaration.
    private static func storedPropertiesOnly(_ type: TypeDeclaration) -> [(keyword: String, field: FieldDeclaration)]? {
        guard type.kind == .struct, type.modifiers.isEmpty, type.attributes.isEmpty, type.genericParameters.isEmpty,
              let body = type.body, body.initializers.isEmpty, !body.properties.isEmpty else { return nil }
        var properties: [(keyword: String, field: FieldDeclaration)] = []
        for property in body.properties {
            guard property.isStored, !property.isStatic, !property.hasInitialValue, !property.isPrivate,
                  let propertyType = property.type else { return nil }
            properties.append((property.isLet ? "let" : "var", FieldDeclaration(name: property.name, type: propertyType)))
        }
        let inheritance = type.inheritance.isEmpty ? "" : ":" + type.inheritance.map(\.description).joined(separator: ",")
        let plain = "struct \(type.name)\(inheritance){" + properties.map { "\($0.keyword) \($0.field.description)" }.joined() + "}"
        func squeezed(_ text: String) -> String { String(text.unicodeScalars.filter { $0 != " " && $0 != ";" && $0 != "\t" }) }
        return squeezed(plain) == squeezed(type.text) ? properties : nil
    }
}
