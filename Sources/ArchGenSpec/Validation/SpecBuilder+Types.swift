import ArchGenSource

/// Types: entities, external declarations and files, the input field list.
extension SpecBuilder {
    mutating func entities(_ pair: YAMLPair?) -> [Entity] {
        guard let items = sequence(pair) else { return [] }
        return items.compactMap { item in
            guard let (declaration, _) = parseFragment(item, what: "an entity", DeclarationParser.parseEntity) else {
                return nil
            }
            if case .declaration(let type) = declaration, type.kind == .extension {
                // What it extends is checked once the whole spec is read (`checkEntityExtensions`).
                entityExtensions.append((type, item))
                return Entity(declaration: declaration, location: item.location)
            }
            guard checkTypeName(declaration.name, what: "entity name", at: item.location) else { return nil }
            if case .shorthand(_, let fields, _) = declaration, !checkStoredTypes(fields, at: item) { return nil }
            return Entity(declaration: declaration, location: item.location)
        }
    }

    /// `external:` — declarations compiled beside the module, or `.swift` files relative to the spec.
    mutating func external(_ pair: YAMLPair?) -> [External] {
        guard let items = sequence(pair) else { return [] }
        return items.compactMap { item in
            if let text = item.scalar, text.hasSuffix(".swift"), item.value != .scalar(text, .fragment) {
                return externalFile(text, at: item.location)
            }
            guard let (declaration, _) = parseFragment(item, what: "a declaration or a .swift path",
                                                       DeclarationParser.parseEntity) else { return nil }
            return .declaration(declaration, location: item.location)
        }
    }

    private mutating func externalFile(_ path: String, at location: SourceLocation) -> External? {
        let resolved = Spec.resolve(path, relativeToSpecAt: source.path)
        guard files?.existsFollowingLinks(at: resolved) ?? true else {
            error("external file '\(path)' does not exist", at: location,
                  hint: "paths under 'external' are relative to the spec file (\(resolved))")
            return nil
        }
        // A folder, a FIFO or a device is an error here, at its line, rather than `check`'s unlocated
        // "cannot read an external file of this spec" once the rest is done.
        if files?.isDirectory(at: resolved) ?? false {
            error("external file '\(path)' is a folder", at: location, hint: "list each .swift file of it on a line of its own")
            return nil
        }
        do throws(WriteError) {
            _ = try files?.contents(at: resolved)
        } catch {
            let detail = if case .unreadable(let detail) = error.reason { detail } else { error.message }
            self.error("external file '\(path)' cannot be read (\(detail))", at: location)
            return nil
        }
        return .file(path, location: location)
    }

    /// A fragment `(name: Type, ...)` or `()`; missing or null is no fields.
    mutating func fieldList(_ pair: YAMLPair?) -> [FieldDeclaration] {
        guard let pair, !pair.value.isNull else { return [] }
        return fieldList(pair.value) ?? []
    }

    mutating func fieldList(_ node: YAMLNode) -> [FieldDeclaration]? {
        guard let fields = parseFragment(node, what: "a field list such as (name: Type)", DeclarationParser.parseFieldList)?.0 else {
            return nil
        }
        return checkFieldList(fields, at: node) ? fields : nil
    }

    /// Whether the fields read at `node` can be stored; their types are checked
    /// once every type of the spec is known (`typeListsRead`).
    mutating func checkFieldList(_ fields: [FieldDeclaration], at node: YAMLNode) -> Bool {
        guard checkStoredTypes(fields, at: node) else { return false }
        typeListsRead.append((fields.map(\.type), node.location))
        return true
    }

    /// A field is stored: its type cannot be opaque (`some P`).
    mutating func checkStoredTypes(_ fields: [FieldDeclaration], at node: YAMLNode) -> Bool {
        guard let field = fields.first(where: { $0.type.containsOpaqueType }) else { return true }
        error("field '\(field.name)' is stored, so its type cannot be opaque ('some')", at: location(ofWord: "some", in: node),
              hint: "use an existential such as 'any P', or a concrete type")
        return false
    }
}
