import ArchGenSource

/// Warns about types that are declared nowhere: not known to Swift or
/// Foundation, not an entity, service, external type or use-case model, not a
/// generic parameter. They would fail the build check. Members, the input,
/// use-case fields and the declarations under `entities` and `external` are
/// checked alike.
extension SpecBuilder {
    /// `generated`: the types archgen writes for the spec (`StyleNaming.generatedTypeNames`).
    mutating func warnAboutUnknownTypes(in spec: Spec, generated: Set<String>) {
        guard spec.imports.allSatisfy(KnownTypes.modules.contains) else { return }
        // The spec's own names; Swift's and Foundation's stay in `KnownTypes.names`, not copied for each spec.
        var declared = generated
        declared.formUnion(spec.entities.map(\.name))
        declared.formUnion(spec.services.map(\.name))
        declared.formUnion(shared.declaredNames)
        for case .declaration(let declaration, _) in spec.external { declared.insert(declaration.name) }
        let hasExternalFiles = spec.external.contains { if case .file = $0 { return true } else { return false } }
        guard !hasExternalFiles else { return }  // a file may declare anything
        func isDeclared(_ name: String) -> Bool { declared.contains(name) || KnownTypes.contains(name) }

        // A role's member naming UIKit's types (`UI` and a capital) is written inside
        // `#if canImport(UIKit)`, with UIKit imported (`PlatformGuard`): those types are known there.
        let roleMembers = spec.listMembers.filter { $0.origin == .written }
        let serviceMembers = spec.services.filter { !$0.isShared }.flatMap(\.members)
        for (member, seesUIKit) in roleMembers.map({ ($0, true) }) + serviceMembers.map({ ($0, false) }) {
            let generics = Set(member.declaration.genericParameterNames)
            let unknown = member.declaration.referencedTypeNames.filter {
                !isDeclared($0) && !generics.contains($0) && !(seesUIKit && PlatformGuard.mentionsUIKitType($0))
            }
            warn(about: unknown, inTextAt: member.location, text: member.text)
        }
        var declarations = spec.entities.map { ($0.declaration, $0.location) }
        for case .declaration(let declaration, let location) in spec.external { declarations.append((declaration, location)) }
        for (declaration, location) in declarations {
            let generics = Set(declaration.genericParameterNames)
            warn(about: declaration.referencedTypeNames.filter { !isDeclared($0) && !generics.contains($0) },
                 inTextAt: location, text: nil)
        }
        for (types, location) in typeListsRead {
            let names = uniqueNames(types.flatMap(\.nominalHeads))
            warn(about: names.filter { !isDeclared($0) }, inTextAt: location, text: nil)
        }
    }

    /// One warning per unknown name, at the name in `text` (written at `location`),
    /// or, without a text, at the first whole word of that name on the line at `location`.
    private mutating func warn(about names: [String], inTextAt location: SourceLocation, text: String?) {
        for name in names {
            let offset: Int
            if let text {
                offset = location.column - 1 + (Self.offset(of: name, in: text) ?? 0)
            } else {
                let line = source.line(location.line) ?? ""
                offset = Self.offset(of: name, in: line, from: location.column - 1) ?? (location.column - 1)
            }
            warning("type '\(name)' is not declared in \(declarationsName)", at: SourceLocation(line: location.line, column: offset + 1),
                    hint: "declare it under 'entities' or 'external', or import its module; the build check will fail otherwise")
        }
    }

    /// The offset of `word` as a whole word in `text`, at or after `start`.
    static func offset(of word: String, in text: String, from start: Int = 0) -> Int? {
        let scalars = Array(text.unicodeScalars), target = Array(word.unicodeScalars)
        guard !target.isEmpty, start >= 0, target.count <= scalars.count - start else { return nil }
        for index in start...(scalars.count - target.count) where Array(scalars[index..<index + target.count]) == target {
            let before = index == 0 ? nil : scalars[index - 1]
            let after = index + target.count < scalars.count ? scalars[index + target.count] : nil
            if !(before.map(SwiftIdentifier.isBody) ?? false), !(after.map(SwiftIdentifier.isBody) ?? false) {
                return index
            }
        }
        return nil
    }
}

/// `names` in order, each once.
private func uniqueNames(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
}

extension MemberDeclaration {
    var genericParameterNames: [String] {
        if case .method(let method) = self { return method.genericParameters.map(\.name) }
        return []
    }

    /// The first component of every nominal type the member mentions, in order, without repeats.
    package var referencedTypeNames: [String] {
        var types: [TypeSyntax] = []
        switch self {
        case .property(let property):
            types = [property.type]
            if case .typed(let error) = property.throwsClause { types.append(error) }
        case .method(let method):
            types = method.referencedTypes
        }
        return uniqueNames(types.flatMap(\.nominalHeads))
    }
}

extension MethodDeclaration {
    /// The parameter, result, constraint and thrown error types.
    var referencedTypes: [TypeSyntax] {
        var types = parameters.map(\.type) + (returnType.map { [$0] } ?? [])
        types += genericParameters.compactMap(\.constraint)
        if case .typed(let error) = throwsClause { types.append(error) }
        return types
    }
}

extension EntityDeclaration {
    var genericParameterNames: [String] {
        if case .declaration(let declaration) = self { return declaration.genericParameters.map(\.name) }
        return []
    }

    /// The first component of every nominal type the declaration mentions: a
    /// shorthand's fields; a declaration's inherited types (not `~Copyable`),
    /// the requirements of a protocol, the properties, cases and initializers of
    /// a body. Generic parameters of its members, `Self` and the types nested in
    /// it (`enum Speed` in `struct Shipment { enum Speed { ... }; let speed: Speed }`) are not types to declare.
    package var referencedTypeNames: [String] {
        switch self {
        case .shorthand(_, let fields, let conformances):
            return uniqueNames((fields.map(\.type) + conformances).flatMap(\.nominalHeads))
        case .declaration(let declaration):
            var names = declaration.inheritance.flatMap(\.nominalHeads).filter { !$0.hasPrefix("~") }
            if declaration.kind == .typealias || declaration.kind == .extension { return uniqueNames(names) }
            for member in declaration.members {
                let generics = Set(member.genericParameterNames)
                names += member.referencedTypeNames.filter { !generics.contains($0) }
            }
            if let body = declaration.body {
                names += body.properties.compactMap(\.type).flatMap(\.nominalHeads)
                names += body.cases.flatMap { ($0.payload ?? []).flatMap(\.type.nominalHeads) }
                for initializer in body.initializers {
                    let generics = Set(initializer.genericParameters.map(\.name))
                    names += initializer.referencedTypes.flatMap(\.nominalHeads).filter { !generics.contains($0) }
                }
            }
            // The declaration names itself and its nested types unqualified.
            let own = Set([declaration.name] + (declaration.body?.nestedTypeNames ?? []))
            return uniqueNames(names.filter { !own.contains($0) })
        }
    }
}

extension TypeSyntax {
    /// The first name of each nominal type inside this one (`Main` for `Main.UserInfo.Request`).
    package var nominalHeads: [String] {
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
