import ArchGenSource

extension ProjectLint {
    /// An error for each type `spec` declares (an entity, a service, an
    /// `external` type) that archgen generates in the sources of another
    /// module of its app module (`SpecNeighbours.generatedSourceTypes`), and
    /// each `external` type another module's spec declares (an entity, a
    /// service): the modules of one app module are compiled together, so the
    /// app would not build ("invalid redeclaration"). An `external` copy of
    /// another module's type is needless: the module sees the type itself.
    /// `path` is the path `spec` is known by among them.
    package static func siblingTypeCopies(in spec: Spec, at path: String? = nil, among neighbours: SpecNeighbours) -> [SpecError] {
        var declared = spec.declaredTypes
        var errors: [SpecError] = []
        for case .declaration(let declaration, let location) in spec.external where declaration.kindDeclaresType {
            declared.append((declaration.name, location, "external type"))
            guard let (other, line) = neighbours.declarer(of: declaration.name, besides: spec, at: path ?? spec.path) else { continue }
            errors.append(SpecError(
                "external type '\(declaration.name)' is declared by \(other.specPath) too (line \(line)), in the same app module '\(spec.appModule)'",
                at: location,
                hint: "module '\(other.module)' declares '\(declaration.name)'; remove it from 'external:'; the modules of one app module are compiled together, "
                    + "and each sees the others' declarations"))
        }
        return errors + declared.compactMap { name, location, what in
            guard let other = neighbours.generator(of: name, besides: spec, at: path ?? spec.path) else { return nil }
            let hint = what == "external type"
                ? "module '\(other.module)' generates '\(name)'; remove it from 'external:'"
                : "rename the \(what)"
            return SpecError(
                "\(what) '\(name)' has the name of a type archgen generates for module '\(other.module)' (\(other.specPath)), "
                    + "in the same app module '\(spec.appModule)'",
                at: location,
                hint: hint + "; the modules of one app module are compiled together, and each sees the others' declarations")
        }
    }
}
