/// Warns about types that are declared nowhere: not known to Swift or
/// Foundation, not an entity, service, external type or use-case model, not a
/// generic parameter. They would fail the build check.
extension SpecBuilder {
    /// `generated`: the types archgen writes for the spec (`StyleNaming.generatedTypeNames`).
    mutating func warnAboutUnknownTypes(in spec: Spec, generated: Set<String>) {
        guard spec.imports.allSatisfy(KnownTypes.modules.contains) else { return }
        var declared = KnownTypes.names.union(generated)
        declared.formUnion(spec.entities.map(\.name))
        declared.formUnion(spec.services.map(\.name))
        declared.formUnion(shared.declaredNames)
        for case .declaration(let declaration, _) in spec.external { declared.insert(declaration.name) }
        let hasExternalFiles = spec.external.contains { if case .file = $0 { return true } else { return false } }
        guard !hasExternalFiles else { return }  // a file may declare anything

        var members = Role.allCases.flatMap { spec.members(of: $0) }.filter { $0.origin == .written }
        members += spec.services.filter { !$0.isShared }.flatMap(\.members)
        for member in members {
            let generics = Set(member.declaration.genericParameterNames)
            for name in member.declaration.referencedTypeNames where !declared.contains(name) && !generics.contains(name) {
                warning("type '\(name)' is not declared in \(declarationsName)", at: member.location.advanced(by: offset(of: name, in: member.text)),
                        hint: "declare it under 'entities' or 'external', or import its module; the build check will fail otherwise")
            }
        }
    }

    /// The offset of `word` as a whole word in `text` (0 when not found).
    private func offset(of word: String, in text: String) -> Int {
        let scalars = Array(text.unicodeScalars), target = Array(word.unicodeScalars)
        guard target.count <= scalars.count else { return 0 }
        for start in 0...(scalars.count - target.count) where Array(scalars[start..<start + target.count]) == target {
            let before = start == 0 ? nil : scalars[start - 1]
            let after = start + target.count < scalars.count ? scalars[start + target.count] : nil
            if !(before.map(SwiftIdentifier.isBody) ?? false), !(after.map(SwiftIdentifier.isBody) ?? false) {
                return start
            }
        }
        return 0
    }
}

extension MemberDeclaration {
    var genericParameterNames: [String] {
        if case .method(let method) = self { return method.genericParameters.map(\.name) }
        return []
    }

    /// The first component of every nominal type the member mentions, in order, without repeats.
    var referencedTypeNames: [String] {
        var types: [TypeSyntax] = []
        switch self {
        case .property(let property):
            types = [property.type]
        case .method(let method):
            types = method.parameters.map(\.type) + (method.returnType.map { [$0] } ?? [])
            types += method.genericParameters.compactMap(\.constraint)
            if case .typed(let error) = method.throwsClause { types.append(error) }
        }
        var names: [String] = []
        for name in types.flatMap(\.nominalHeads) where !names.contains(name) { names.append(name) }
        return names
    }
}

extension TypeSyntax {
    /// The first name of each nominal type inside this one (`Main` for `Main.UserInfo.Request`).
    var nominalHeads: [String] {
        switch self {
        case .nominal(let components):
            return (components.first.map { [$0.name] } ?? []) + components.flatMap { $0.genericArguments.flatMap(\.nominalHeads) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .opaque(let wrapped),
             .existential(let wrapped), .attributed(_, let wrapped), .metatype(let wrapped, _):
            return wrapped.nominalHeads
        case .dictionary(let key, let value):
            return key.nominalHeads + value.nominalHeads
        case .tuple(let elements):
            return elements.flatMap(\.type.nominalHeads)
        case .function(let function):
            var heads = function.parameters.flatMap(\.type.nominalHeads) + function.returnType.nominalHeads
            if case .typed(let error) = function.throwsClause { heads += error.nominalHeads }
            return heads
        case .composition(let parts):
            return parts.flatMap(\.nominalHeads)
        }
    }
}
