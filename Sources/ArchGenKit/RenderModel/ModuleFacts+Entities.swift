import ArchGenSpec

/// The module's entities as Swift, public where another target needs them (`publicTypeNames`).
extension ModuleFacts {
    /// The entities that declare a type, as Swift: a shorthand becomes a struct
    /// (with its conformances, and `Equatable` when every field is), a
    /// declaration is used as written.
    var entityDeclarations: [String] {
        let publicNames = publicTypeNames
        return spec.entities.filter(\.declaration.kindDeclaresType).map { entity in
            var conformances: [TypeSyntax] = []
            if case .shorthand(_, _, let written) = entity.declaration { conformances = written }
            let isEquatable = catalog.isEquatable(.nominal([NominalComponent(name: entity.name)]))
            let conformance = Self.inheritanceClause(conformances, equatable: isEquatable)
            guard publicNames.contains(entity.name) else { return entity.declaration.swiftSource(conformance: conformance) }
            return publicSource(of: entity.declaration, conformance: conformance)
        }
    }

    /// The entities that extend a type (a use-case model, an entity), as written: after the types.
    var entityExtensions: [String] {
        spec.entities.filter { !$0.declaration.kindDeclaresType }.map { $0.declaration.swiftSource() }
    }

    /// `: P, Q, Equatable`: the conformances written for a struct archgen
    /// declares, then `Equatable` when its fields allow it and none written implies it.
    static func inheritanceClause(_ written: [TypeSyntax], equatable: Bool) -> String {
        let implied = written.contains { TypeCatalog.equatableProtocols.contains($0.description) }
        let names = written.map(\.description) + (equatable && !implied ? ["Equatable"] : [])
        return names.isEmpty ? "" : ": " + names.joined(separator: ", ")
    }
}
