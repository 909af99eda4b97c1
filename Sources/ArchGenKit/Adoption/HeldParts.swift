import ArchGenSpec

/// What an actor keeps besides its links: the services (properties of the
/// services holder whose type is a protocol the module or the app declares
/// and no list is: the app's are shared services) and the input (properties of
/// the input holder its `init` takes or the assembly sets, with no value of their own).
enum HeldParts {
    static func fill(_ shape: inout ModuleShape) {
        let module = shape.module
        let lists = Set(shape.protocols.values.map(\.name))
        let linked = Set(shape.links.values.map(\.location))
        if let holder = shape.actors[shape.servicesHolder] {
            for property in holder.storedProperties where !linked.contains(property.location) && !property.hasInitialValue {
                guard let name = property.heldTypeName, !lists.contains(name) else { continue }
                guard let declaration = module.type(named: name) ?? module.appTypes[name], declaration.isProtocol else { continue }
                shape.services.append(.init(name: name, property: property, declaration: declaration,
                                            isShared: module.type(named: name) == nil))
            }
        }
        if let holder = shape.actors[shape.inputHolder] {
            let initialized = Set(holder.initializers.flatMap { $0.map(\.name) })
            for property in holder.storedProperties where !linked.contains(property.location) && !property.hasInitialValue {
                guard property.type != nil, initialized.contains(property.name) || property.optionality == "!" else { continue }
                if let name = property.heldTypeName, lists.contains(name) { continue }
                if shape.services.contains(where: { $0.property.location == property.location }) { continue }
                shape.input.append(property)
            }
        }
    }
}
